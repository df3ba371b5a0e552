import { expect, test } from '@jest/globals';
import { photoSource } from './photo-source';

test('offers every rendition in srcset, the smallest as src, with its size', () => {
  const photo = { id: 1, main: true, locked: false, sizes: [
    { url: '/p/a-640.webp', width: 640, height: 853 },
    { url: '/p/a-320.webp', width: 320, height: 427 },
  ] };
  expect(photoSource(photo)).toEqual({ src: '/p/a-320.webp', srcSet: '/p/a-320.webp 320w, /p/a-640.webp 640w', width: 320, height: 427 });
});

test('a photo without files (or none) gives nothing to show', () => {
  expect(photoSource(null)).toBeNull();
  expect(photoSource({ sizes: [] })).toBeNull();
  expect(photoSource({ sizes: [{ url: '/p/b.webp', width: 480, height: 640 }] })?.srcSet).toBeUndefined();
});
