// Writes the brand files into shared-ui/public from mark.mjs: favicon (SVG and 32 px PNG), the
// apple-touch icon (180), maskable app icons (192, 512), the logo and the web app manifest.
// Run after changing the mark: `npm run brand -w @dating/shared-ui`; the outputs are committed.
import fs from 'node:fs';
import path from 'node:path';
import { createRequire } from 'node:module';
import { BRAND, appIconSvg, logoSvg, markSvg } from './mark.mjs';

// sharp is the API's image library (installed at the workspace root).
const sharp = createRequire(import.meta.url)('sharp');
const out = path.resolve(import.meta.dirname, '..', 'public');
fs.mkdirSync(path.join(out, 'icons'), { recursive: true });

const write = (file, text) => fs.writeFileSync(path.join(out, file), text);
const png = (svg, size, file) =>
  sharp(Buffer.from(svg), { density: Math.ceil((72 * size) / 64) })
    .resize(size, size)
    .png({ compressionLevel: 9, palette: size <= 48 })
    .toFile(path.join(out, file));

write('favicon.svg', markSvg());
write('logo.svg', logoSvg());
await png(markSvg(), 32, 'favicon-32.png');
await png(appIconSvg({ size: 180, scale: 0.7 }), 180, 'apple-touch-icon.png');
await png(appIconSvg({ size: 192 }), 192, 'icons/maskable-192.png');
await png(appIconSvg({ size: 512 }), 512, 'icons/maskable-512.png');
write(
  'site.webmanifest',
  `${JSON.stringify(
    {
      name: 'Flirtpunt',
      short_name: 'Flirtpunt',
      start_url: '/',
      scope: '/',
      display: 'standalone',
      background_color: '#f6f8fb',
      theme_color: BRAND.deep,
      icons: [
        { src: '/favicon.svg', sizes: 'any', type: 'image/svg+xml' },
        { src: '/icons/maskable-192.png', sizes: '192x192', type: 'image/png', purpose: 'any maskable' },
        { src: '/icons/maskable-512.png', sizes: '512x512', type: 'image/png', purpose: 'any maskable' },
      ],
    },
    null,
    2,
  )}\n`,
);
console.log(`brand files written to ${out}`);
