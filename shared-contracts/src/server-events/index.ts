/** Server events: the declarations (zod, API side), the staff's own, and the streams' zod-free shapes (the browser's). */
export * from './declared.js';
export * from './staff-declared.js';
export * from './stream.js';
