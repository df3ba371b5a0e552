import { expect, test } from '@jest/globals';
import { moved, urlFor } from './photo-order';

test('a photo moves one place to the front or the back', () => {
  expect(moved([1, 2, 3], 2, -1)).toEqual([2, 1, 3]);
  expect(moved([1, 2, 3], 2, 1)).toEqual([1, 3, 2]);
});

test('at an end, or for an unknown id, the order stays', () => {
  expect(moved([1, 2, 3], 1, -1)).toEqual([1, 2, 3]);
  expect(moved([1, 2, 3], 3, 1)).toEqual([1, 2, 3]);
  expect(moved([1, 2, 3], 9, 1)).toEqual([1, 2, 3]);
});

test('the rendition is the smallest one that is large enough', () => {
  const sizes = [{ url: '/800', width: 800 }, { url: '/120', width: 120 }, { url: '/400', width: 400 }];
  expect(urlFor(sizes, 300)).toBe('/400');
  expect(urlFor(sizes, 1000)).toBe('/800');
  expect(urlFor([], 300)).toBeUndefined();
});
