import { expect, test } from '@jest/globals';
import { breakpoints, toastMaxWidth, up, colors } from './tokens';

test('tokens carry the spec breakpoints, toast width and unread accent', () => {
  expect(breakpoints).toEqual({ sm: 576, md: 768, lg: 992, xl: 1200 });
  expect(toastMaxWidth).toBe(350);
  expect(up('md')).toBe('@media (min-width: 768px)');
  expect(colors.unread).toBe(colors.secondary);
});
