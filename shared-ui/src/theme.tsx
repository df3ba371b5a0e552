/** The shared theme provider and global stylesheet; the shell renders both once, standalone harnesses too. */
import type { ReactNode } from 'react';
import { ThemeProvider as StyledThemeProvider, createGlobalStyle } from 'styled-components';
import { colors, fonts, theme } from './tokens';

/** Gives styled components the shared theme (tokens); components also work without it. */
export function ThemeProvider({ children }: { children: ReactNode }) {
  return <StyledThemeProvider theme={theme}>{children}</StyledThemeProvider>;
}

/** Base page styles: box sizing, font, colours, a visible keyboard focus ring, reduced motion. */
export const GlobalStyle = createGlobalStyle`
  *, *::before, *::after { box-sizing: border-box; }
  html { -webkit-text-size-adjust: 100%; }
  body {
    margin: 0;
    font-family: ${fonts.body};
    font-size: ${fonts.size.normal};
    line-height: 1.5;
    color: ${colors.text};
    background: ${colors.background};
  }
  a { color: ${colors.primaryDark}; }
  :focus-visible { outline: 3px solid ${colors.focus}; outline-offset: 2px; }
  img { max-width: 100%; }
  @media (prefers-reduced-motion: reduce) {
    *, *::before, *::after { animation-duration: 0.01ms !important; transition-duration: 0.01ms !important; }
  }
`;
