/**
 * The gift catalogue: pictures drawn here as SVG code (no downloads, no image files to keep), each
 * a simple shape on a soft round background. The browser shows them as data URLs.
 */

/** One gift: its id and its picture's SVG. */
interface GiftDrawing {
  id: string;
  svg: string;
}

const frame = (background: string, body: string) =>
  `<svg xmlns="http://www.w3.org/2000/svg" viewBox="0 0 96 96" width="96" height="96"><circle cx="48" cy="48" r="46" fill="${background}"/>${body}</svg>`;

const DRAWINGS: readonly GiftDrawing[] = [
  { id: 'rose', svg: frame('#fde8ec', '<path d="M48 50v30" stroke="#2f7d32" stroke-width="4"/><path d="M48 66c-8-6-16-4-18 0 8 4 14 4 18 0z" fill="#43a047"/><circle cx="48" cy="38" r="16" fill="#d81b60"/><path d="M38 34c4-8 16-8 20 0-6-3-14-3-20 0z" fill="#ad1457"/><path d="M40 42c5 4 11 4 16 0" stroke="#880e4f" stroke-width="2" fill="none"/>') },
  { id: 'heart', svg: frame('#ffebee', '<path d="M48 76 22 50a15 15 0 0 1 26-18 15 15 0 0 1 26 18z" fill="#e53935"/><path d="M32 40a7 7 0 0 1 8-6" stroke="#ffcdd2" stroke-width="4" stroke-linecap="round" fill="none"/>') },
  { id: 'champagne', svg: frame('#fff8e1', '<path d="M30 22h14l-2 22a5 5 0 0 1-10 0z" fill="#ffca28"/><path d="M37 49v20M30 70h14" stroke="#8d6e63" stroke-width="3"/><path d="M52 22h14l-2 22a5 5 0 0 1-10 0z" fill="#ffca28"/><path d="M59 49v20M52 70h14" stroke="#8d6e63" stroke-width="3"/><circle cx="48" cy="16" r="3" fill="#ffb300"/>') },
  { id: 'teddy', svg: frame('#efebe9', '<circle cx="32" cy="30" r="9" fill="#8d6e63"/><circle cx="64" cy="30" r="9" fill="#8d6e63"/><circle cx="48" cy="46" r="22" fill="#a1887f"/><ellipse cx="48" cy="54" rx="10" ry="8" fill="#d7ccc8"/><circle cx="40" cy="42" r="3" fill="#3e2723"/><circle cx="56" cy="42" r="3" fill="#3e2723"/><circle cx="48" cy="52" r="3" fill="#3e2723"/>') },
  { id: 'diamond', svg: frame('#e3f2fd', '<path d="M30 36h36l-18 34z" fill="#42a5f5"/><path d="M36 26h24l6 10H30z" fill="#90caf9"/><path d="M42 36l6 34 6-34" stroke="#1e88e5" stroke-width="2" fill="none"/>') },
  { id: 'star', svg: frame('#fffde7', '<path d="M48 18l9 19 21 3-15 14 4 21-19-10-19 10 4-21-15-14 21-3z" fill="#fbc02d"/>') },
];

/** Every gift's id, in catalogue order. */
export const GIFT_IDS: readonly string[] = DRAWINGS.map((drawing) => drawing.id);

/** Whether an id names a gift of the catalogue. */
export function isGift(id: string): boolean {
  return GIFT_IDS.includes(id);
}

/** The catalogue as the gifts endpoint answers it, each gift at the site's price. */
export function giftCatalogue(credits: number) {
  return DRAWINGS.map((drawing) => ({ id: drawing.id, credits, image: `data:image/svg+xml,${encodeURIComponent(drawing.svg)}` }));
}
