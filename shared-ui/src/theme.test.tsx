import { expect, test } from '@jest/globals';
import { render, screen } from '@testing-library/react';
import styled from 'styled-components';
import { GlobalStyle, ThemeProvider } from './theme';
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

test('GlobalStyle loads the self-hosted font without blocking text, and fills the viewport height', () => {
  render(<GlobalStyle />);
  const css = document.head.innerHTML.replace(/\s+/g, '');
  expect(css).toContain("@font-face{font-family:'NunitoVariable'");
  expect(css).toContain('font-display:swap');
  expect(css).toContain('nunito-latin-wght-normal.woff2');
  expect(css).toMatch(/#root{[^}]*min-height:100dvh/);
});
