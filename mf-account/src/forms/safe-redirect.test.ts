import { expect, test } from '@jest/globals';
import { safeRedirect } from './safe-redirect';

test('only same-site paths are followed', () => {
  expect(safeRedirect('/chats/12')).toBe('/chats/12');
  expect(safeRedirect(undefined)).toBeNull();
  expect(safeRedirect('https://evil.example')).toBeNull();
  expect(safeRedirect('//evil.example')).toBeNull();
  expect(safeRedirect('/\\evil.example')).toBeNull();
});
