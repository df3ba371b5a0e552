/** The shared theme provider and global stylesheet; the shell renders both once, standalone harnesses too. */
import type { ReactNode } from 'react';
import { ThemeProvider as StyledThemeProvider, createGlobalStyle } from 'styled-components';
import { colors, fonts, theme } from './tokens';

/** Gives styled components the shared theme (tokens); components also work without it. */
export function ThemeProvider({ children }: { children: ReactNode }) {
  return <StyledThemeProvider theme={theme}>{children}</StyledThemeProvider>;
}

/**
 * Base page styles: the site font's families, box sizing, colours, a visible keyboard focus ring,
 * reduced motion, and a page at least as tall as the viewport so the footer sits at the bottom.
 * The @font-face rules have a style element of their own (fonts.ts, installFontFaces).
 */
export const GlobalStyle = createGlobalStyle`
  *, *::before, *::after { box-sizing: border-box; }
  html { -webkit-text-size-adjust: 100%; text-size-adjust: 100%; }
  body {
    margin: 0;
    min-height: 100vh;
    min-height: 100dvh;
    font-family: ${fonts.body};
    font-size: ${fonts.size.normal};
    line-height: ${fonts.lineHeight.normal};
    color: ${colors.text};
    background: ${colors.background};
    -webkit-font-smoothing: antialiased;
  }
  #root { display: flex; flex-direction: column; min-height: 100vh; min-height: 100dvh; }
  h1, h2, h3, h4 { font-family: ${fonts.heading}; line-height: ${fonts.lineHeight.tight}; font-weight: ${fonts.weight.heavy}; }
  a { color: ${colors.primary}; text-underline-offset: 0.15em; }
  a:hover { color: ${colors.primaryDark}; }
  :focus-visible { outline: 3px solid ${colors.focus}; outline-offset: 2px; }
  img, svg { max-width: 100%; }
  @media (prefers-reduced-motion: reduce) {
    *, *::before, *::after { animation-duration: 0.01ms !important; animation-iteration-count: 1 !important; transition-duration: 0.01ms !important; scroll-behavior: auto !important; }
  }
`;
