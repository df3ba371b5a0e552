import { expect, test } from '@jest/globals';
import { breakpoints, toastMaxWidth, up, down, colors, theme } from './tokens';
import { contrastPairs } from './contrast-pairs';
import { contrastRatio } from './contrast';

test('tokens carry the spec breakpoints, toast width and unread accent', () => {
  expect(breakpoints).toEqual({ sm: 576, md: 768, lg: 992, xl: 1200 });
  expect(toastMaxWidth).toBe(350);
  expect(up('md')).toBe('@media (min-width: 768px)');
  expect(down('sm')).toBe('@media (max-width: 575.98px)');
  expect(colors.unread).toBe(colors.secondary);
  expect(theme.motion.normal).toMatch(/ms$/);
});

test('the contrast formula gives the known WCAG values', () => {
  expect(contrastRatio('#000000', '#ffffff')).toBeCloseTo(21, 5);
  expect(contrastRatio('#ffffff', '#ffffff')).toBeCloseTo(1, 5);
  // The spec's own brand colours under white text: why the tokens darken them.
  expect(contrastRatio('#ffffff', '#3bb4e8')).toBeLessThan(3);
  expect(contrastRatio('#ffffff', '#ff5a36')).toBeLessThan(4.5);
});

test.each(contrastPairs.map((p) => [p.fg, p.bg, p.min, p.use] as const))(
  '%s on %s reaches %s:1 (%s)',
  (fg, bg, min) => {
    expect(contrastRatio(colors[fg], colors[bg])).toBeGreaterThanOrEqual(min);
  },
);

test('every solid colour behind white text is in the list', () => {
  const underWhite = contrastPairs.filter((p) => p.fg === 'onColor').map((p) => p.bg);
  expect(underWhite).toEqual(expect.arrayContaining(['primary', 'secondary', 'danger', 'success', 'unread']));
});
