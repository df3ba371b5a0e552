/** The gallery page: ?lang=nl (default) or ?lang=de; every section of primitives. */
import { createRoot } from 'react-dom/client';
import styled from 'styled-components';
import { GlobalStyle, ThemeProvider, fonts, installFontFaces, space } from './ui';
import { Buttons, Choices, Fields, Ranges } from './controls';
import { People } from './people';
import { Dialogs, Lists, Messages } from './messages';
import { Brand } from './brand';
import { galleryTexts, type GalleryLocale } from './texts';

const locale: GalleryLocale = new URLSearchParams(location.search).get('lang') === 'de' ? 'de' : 'nl';
const t = galleryTexts[locale];
document.documentElement.lang = locale;
document.title = `Flirtpunt · ${t.title}`;

const Main = styled.main`
  width: 100%;
  max-width: 1140px;
  margin: 0 auto;
  padding: ${space[5]}px ${space[3]}px;
`;

const Title = styled.h1`
  margin: 0 0 ${space[1]}px;
  font-size: ${fonts.size.title};
`;

function Gallery() {
  return (
    <Main>
      <Title>{t.title}</Title>
      <p>{t.intro}</p>
      <Brand t={t} />
      <Buttons t={t} />
      <Fields t={t} />
      <Choices t={t} />
      <Ranges t={t} locale={locale} />
      <People t={t} />
      <Messages t={t} />
      <Lists t={t} />
      <Dialogs t={t} />
    </Main>
  );
}

// The font faces have their own style element, as on the site (fonts.ts).
installFontFaces();
createRoot(document.getElementById('root')!).render(
  <ThemeProvider>
    <GlobalStyle />
    <Gallery />
  </ThemeProvider>,
);
