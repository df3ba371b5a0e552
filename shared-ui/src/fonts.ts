/// <reference path="./assets.d.ts" />
/**
 * The site's font: Nunito, a rounded variable font (one file for every weight), self-hosted from
 * its npm package. Only the two subsets the 11 languages need: latin covers da de en es fi fr it
 * nb nl sv; latin-ext adds Polish (ą ę ł ń ś ź ż) and loads only when such a letter is on the page
 * (unicode-range). `font-display: swap` shows text at once in the fallback font.
 */
import latinUrl from '@fontsource-variable/nunito/files/nunito-latin-wght-normal.woff2';
import latinExtUrl from '@fontsource-variable/nunito/files/nunito-latin-ext-wght-normal.woff2';

/** The file every page needs first; the shell's page preloads it. */
export const primaryFontFile = 'nunito-latin-wght-normal';

const LATIN =
  'U+0000-00FF,U+0131,U+0152-0153,U+02BB-02BC,U+02C6,U+02DA,U+02DC,U+0304,U+0308,U+0329,U+2000-206F,U+20AC,U+2122,U+2191,U+2193,U+2212,U+2215,U+FEFF,U+FFFD';
const LATIN_EXT =
  'U+0100-02BA,U+02BD-02C5,U+02C7-02CC,U+02CE-02D7,U+02DD-02FF,U+0304,U+0308,U+0329,U+1D00-1DBF,U+1E00-1E9F,U+1EF2-1EFF,U+2020,U+20A0-20AB,U+20AD-20C0,U+2113,U+2C60-2C7F,U+A720-A7FF';

function face(url: string, range: string): string {
  return `@font-face {
  font-family: 'Nunito Variable';
  font-style: normal;
  font-display: swap;
  font-weight: 200 1000;
  src: url(${url}) format('woff2-variations'), url(${url}) format('woff2');
  unicode-range: ${range};
}`;
}

/** The @font-face rules, for the global stylesheet. */
export const fontFaces = `${face(latinExtUrl, LATIN_EXT)}\n${face(latinUrl, LATIN)}`;
