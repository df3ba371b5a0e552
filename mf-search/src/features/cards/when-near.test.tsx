import { afterEach, expect, test } from '@jest/globals';
import { act, render, screen } from '@testing-library/react';
import { WhenNear } from './when-near';

const original = globalThis.IntersectionObserver;
afterEach(() => {
  globalThis.IntersectionObserver = original;
});

test('renders its children only once the box comes near the viewport', () => {
  let report: ((entries: Array<{ isIntersecting: boolean }>) => void) | null = null;
  globalThis.IntersectionObserver = class {
    constructor(callback: (entries: Array<{ isIntersecting: boolean }>) => void) {
      report = callback;
    }
    observe() {}
    disconnect() {}
  } as unknown as typeof IntersectionObserver;
  render(<WhenNear><span data-testid="inside">like</span></WhenNear>);
  expect(screen.queryByTestId('inside')).toBeNull();
  act(() => report!([{ isIntersecting: true }]));
  expect(screen.getByTestId('inside')).toBeInTheDocument();
});
