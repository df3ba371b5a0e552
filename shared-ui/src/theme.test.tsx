import { expect, test } from '@jest/globals';
import { render, screen } from '@testing-library/react';
import styled from 'styled-components';
import { GlobalStyle, ThemeProvider } from './theme';
import { FONT_FACES_ID, fontFacesStyleTag, installFontFaces } from './fonts';
import { colors } from './tokens';

const Probe = styled.span`
  color: ${({ theme }) => (theme as { colors?: typeof colors }).colors?.secondary ?? 'black'};
`;

test('ThemeProvider hands the tokens to styled components', () => {
  render(
    <ThemeProvider>
      <Probe>probe</Probe>
    </ThemeProvider>,
  );
  expect(screen.getByText('probe')).toHaveStyle({ color: colors.secondary });
});

test('GlobalStyle injects the page font colour and a focus ring', () => {
  render(<GlobalStyle />);
  const css = Array.from(document.styleSheets)
    .flatMap((sheet) => Array.from(sheet.cssRules).map((rule) => rule.cssText))
    .join('\n');
  expect(css).toMatch(new RegExp(`body\\s*{[^}]*color: ${colors.text}`));
  expect(css).toContain(':focus-visible');
});

test('GlobalStyle fills the viewport height', () => {
  render(<GlobalStyle />);
  const css = document.head.innerHTML.replace(/\s+/g, '');
  expect(css).toMatch(/#root{[^}]*min-height:100dvh/);
});

test('the self-hosted font loads without blocking text, from a style element styled-components never adds to', () => {
  render(<GlobalStyle />);
  installFontFaces(document);
  installFontFaces(document);
  const own = document.querySelectorAll(`#${FONT_FACES_ID}`);
  expect(own).toHaveLength(1);
  const css = own[0]!.textContent!.replace(/\s+/g, '');
  expect(css).toContain("@font-face{font-family:'NunitoVariable'");
  expect(css).toContain('font-display:swap');
  expect(css).toContain('nunito-latin-wght-normal.woff2');
  // styled-components' own sheet holds no font face: adding a component's rules there re-reads none.
  const styledSheets = Array.from(document.querySelectorAll('style[data-styled]')).map((element) => element.textContent ?? '').join('');
  expect(styledSheets).toContain('box-sizing');
  expect(styledSheets).not.toContain('@font-face');
  expect(fontFacesStyleTag()).toContain(`<style id="${FONT_FACES_ID}">@font-face`);
});