/** Stand-in member photos drawn as SVG (the gallery has no member data): a face on a soft background. */
const TONES = [
  ['#f7d6c4', '#c98f6e', '#5b3a29'],
  ['#d9ecf7', '#e8b796', '#2e2a26'],
  ['#fbe3d9', '#8d5a3f', '#1d1a18'],
  ['#e3f1e6', '#f1c8a8', '#a4622d'],
] as const;

/** A 300×400 portrait as a data URL; `index` picks the colours. */
export function portrait(index: number): string {
  const [bg, skin, hair] = TONES[index % TONES.length]!;
  const svg = `<svg xmlns="http://www.w3.org/2000/svg" viewBox="0 0 300 400"><rect width="300" height="400" fill="${bg}"/><ellipse cx="150" cy="175" rx="86" ry="100" fill="${hair}"/><rect x="70" y="300" width="160" height="140" rx="70" fill="#0b75ad"/><circle cx="150" cy="185" r="62" fill="${skin}"/><rect x="128" y="235" width="44" height="60" fill="${skin}"/><path d="M88 170c10-60 110-70 124 0-30-24-90-24-124 0z" fill="${hair}"/></svg>`;
  return `data:image/svg+xml,${encodeURIComponent(svg)}`;
}
