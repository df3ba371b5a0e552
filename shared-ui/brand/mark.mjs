// The Flirtpunt mark, as SVG code: a light-blue speech bubble (chat) holding a white heart (flirt),
// with an orange-red dot (the "punt") on its corner. One geometry for the favicon, the app icons
// and the logo; `render-brand.mjs` writes the files from it.

/** The spec's brand colours (decoration only; text uses the darker token shades). */
export const BRAND = { blue: '#3bb4e8', orange: '#ff5a36', deep: '#0b75ad', white: '#ffffff', ink: '#1b2030' };

const BUBBLE = 'M22 8h20a16 16 0 0 1 16 16v10a16 16 0 0 1-16 16H27l-11 9.5V48.2A16 16 0 0 1 6 34V24A16 16 0 0 1 22 8z';
const HEART = 'M16 29S3 20.5 3 11.5A7 7 0 0 1 16 7.6 7 7 0 0 1 29 11.5C29 20.5 16 29 16 29z';

/** The mark's shapes in a 64×64 box; `on` is the colour around it (for the dot's ring). */
export function markShapes({ bubble = BRAND.blue, heart = BRAND.white, dot = BRAND.orange, on = BRAND.white } = {}) {
  return [
    `<path fill="${bubble}" d="${BUBBLE}"/>`,
    `<path fill="${heart}" transform="translate(17.6 14.5) scale(0.9)" d="${HEART}"/>`,
    `<circle cx="54" cy="12" r="8" fill="${dot}" stroke="${on}" stroke-width="3"/>`,
  ].join('');
}

/** The mark alone, transparent around it (favicon.svg). */
export function markSvg() {
  return `<svg xmlns="http://www.w3.org/2000/svg" viewBox="0 0 64 64">${markShapes()}</svg>\n`;
}

/**
 * An app icon: a full square in the deep brand blue with the mark inside the maskable safe zone
 * (the centre 80 % circle), so launchers may cut it to any shape.
 */
export function appIconSvg({ size, scale = 0.62 }) {
  const inner = 64 * scale;
  const offset = (64 - inner) / 2;
  return `<svg xmlns="http://www.w3.org/2000/svg" width="${size}" height="${size}" viewBox="0 0 64 64">`
    + `<rect width="64" height="64" fill="${BRAND.deep}"/>`
    + `<g transform="translate(${offset} ${offset + 1}) scale(${scale})">${markShapes({ bubble: BRAND.white, heart: BRAND.orange, dot: BRAND.orange, on: BRAND.deep })}</g>`
    + '</svg>\n';
}

/** Mark and wordmark side by side (for mails and documents); the wordmark uses the site font. */
export function logoSvg(name = 'Flirtpunt') {
  return `<svg xmlns="http://www.w3.org/2000/svg" viewBox="0 0 260 64" role="img" aria-label="${name}">`
    + markShapes()
    + `<text x="74" y="44" font-family="'Nunito Variable', Nunito, 'Segoe UI', Arial, sans-serif" font-size="34" font-weight="900" fill="${BRAND.ink}" letter-spacing="-0.5">${name}</text>`
    + '</svg>\n';
}
