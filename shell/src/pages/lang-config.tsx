/** /lang-config: choose the site's language from every language it has, then go home. */
import styled from 'styled-components';
import { Button } from '@dating/shared-ui';
import { LOCALES } from '@dating/shared-contracts';
import { useServices } from '../shell/services.js';
import { useLocale } from '../locale/locale-atom.js';
import { useTexts } from '@dating/remote-kit';
import { LANGUAGE_NAMES } from '../locale/language-names.js';

const Page = styled.section`
  max-width: 480px;
  margin: 48px auto;
  padding: 0 16px;
`;

const Choices = styled.ul`
  display: grid;
  gap: 8px;
  margin: 0;
  padding: 0;
  list-style: none;
`;

export function LangConfigPage() {
  const { locale, navigation } = useServices();
  const current = useLocale();
  const t = useTexts();
  const choose = async (language: (typeof LOCALES)[number]) => {
    await locale.set(language);
    navigation.toPath('/');
  };
  return (
    <Page data-testid="lang-config">
      <h1>{t('langConfig.title')}</h1>
      <Choices>
        {LOCALES.map((language) => (
          <li key={language}>
            <Button
              block
              variant={language === current ? 'primary' : 'secondary'}
              aria-pressed={language === current}
              lang={language}
              onClick={() => void choose(language)}
              data-testid={`lang-config-${language}`}
            >
              {LANGUAGE_NAMES[language]}
            </Button>
          </li>
        ))}
      </Choices>
    </Page>
  );
}
