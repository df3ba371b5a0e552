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

/**
 * Until Nunito has arrived (`font-display: swap`), text is laid out in a local Arial (Liberation
 * Sans on Linux, the same widths) scaled to Nunito's measure: `size-adjust` makes a line as long
 * as in Nunito and the overrides give it Nunito's ascent, descent and line gap, so the page
 * rendered ahead wraps where the live page will and the font's arrival moves nothing (at 375 px a
 * plain fallback pushed the header's login link to a second row). Measured in Chromium on a
 * sample of the site's texts (canvas widths at 1000 px): Nunito 400 is 0.97 % wider than Arial,
 * Nunito 800 0.12 % narrower than Arial Bold; Nunito's ascent 1.011 em, descent 0.353 em, no
 * line gap. The overrides are in the adjusted size's ems, hence divided by `size-adjust`.
 */
const METRICS = { ascent: 1.011, descent: 0.353 };

/**
 * The fallback's text stands 0.03 em taller than Nunito's (2 % of its 1.364 em). Chrome takes a
 * text's area for the Largest Contentful Paint when it first paints: the page rendered ahead often
 * paints in the fallback, and the live page's same text, painted in Nunito after the swap, must not
 * come out larger (it became the largest paint seconds later: /login at 412 px, 31304 → 31562 px²).
 * Line heights are set (1.5, 1.2), so the taller glyph box moves nothing.
 */
const LARGEST_PAINT_MARGIN = 0.03;

/**
 * Only for the letters Nunito will draw: any other character (the 🎭 of the fictional notice)
 * falls through to the platform's fonts as before, never to a scaled Arial.
 */
function fallbackFace(weights: string, locals: string[], sizeAdjust: number): string {
  const percent = (value: number) => `${(value * 100).toFixed(2)}%`;
  return `@font-face {
  font-family: 'Nunito Fallback';
  font-style: normal;
  font-weight: ${weights};
  src: ${locals.map((name) => `local('${name}')`).join(', ')};
  size-adjust: ${percent(sizeAdjust)};
  ascent-override: ${percent((METRICS.ascent + LARGEST_PAINT_MARGIN) / sizeAdjust)};
  descent-override: ${percent(METRICS.descent / sizeAdjust)};
  line-gap-override: 0%;
  unicode-range: ${LATIN},${LATIN_EXT};
}`;
}

/** The fallback faces: regular text from Arial's regular face, bold and heavy text (headings) from its bold face. */
const fallbackFaces = [
  fallbackFace('200 649', ['Arial', 'ArialMT', 'Liberation Sans', 'LiberationSans'], 1.0097),
  fallbackFace('650 1000', ['Arial Bold', 'Arial-BoldMT', 'Liberation Sans Bold', 'LiberationSans-Bold'], 0.9989),
];

/** The @font-face rules. */
export const fontFaces = [face(latinExtUrl, LATIN_EXT), face(latinUrl, LATIN), ...fallbackFaces].join('\n');

/**
 * The id of the style element that holds the @font-face rules and nothing else. They stay out of
 * styled-components' sheet on purpose: Chrome re-reads a sheet's font faces whenever a rule is
 * added to it, and then shapes and lays out every text of the page again; styled-components adds
 * rules for each new component, so the home page was laid out whole some ten times as it started
 * (100 to 200 ms each on a phone's processor).
 */
export const FONT_FACES_ID = 'site-font-faces';

/** The style element with the font faces, for the head of a page the server renders. */
export function fontFacesStyleTag(): string {
  return `<style id="${FONT_FACES_ID}">${fontFaces}</style>`;
}

/** Adds the font faces' style element to the head once; a page the server rendered has it already. */
export function installFontFaces(doc: Document = document): void {
  if (doc.getElementById(FONT_FACES_ID)) return;
  const style = doc.createElement('style');
  style.id = FONT_FACES_ID;
  style.textContent = fontFaces;
  doc.head.appendChild(style);
}
