import { expect, it } from '@jest/globals';
import { keepTitlePrefixed, titleWithCount } from './title.js';

it('prefixes the title with the count in parentheses, and not at zero', () => {
  expect(titleWithCount('Chats', 5)).toBe('(5) Chats');
  expect(titleWithCount('(5) Chats', 7)).toBe('(7) Chats');
  expect(titleWithCount('(5) Chats', 0)).toBe('Chats');
});

it('keeps the prefix when a page sets its own title', async () => {
  document.title = 'Members';
  const stop = keepTitlePrefixed(document, 3);
  expect(document.title).toBe('(3) Members');
  document.title = 'Anna, 31';
  await new Promise((resolve) => setTimeout(resolve, 0));
  expect(document.title).toBe('(3) Anna, 31');
  stop();
  document.title = 'Likes';
  await new Promise((resolve) => setTimeout(resolve, 0));
  expect(document.title).toBe('Likes');
});
