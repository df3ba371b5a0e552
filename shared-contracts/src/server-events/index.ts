/** Server events: the declarations (zod, API side) and the stream's zod-free shapes (the browser's). */
export * from './declared.js';
export * from './stream.js';
