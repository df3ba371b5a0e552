/**
 * @jest-environment node
 */
import { expect, jest, test } from '@jest/globals';
import { lazy, Suspense } from 'react';

// The server bundle takes styled-components' server build (the jest setup maps the browser build,
// which cannot collect styles without a document); in place before the renderer loads.
jest.mock('styled-components', () => jest.requireActual(require.resolve('styled-components/dist/styled-components.cjs.js')));
const renderToParts: typeof import('./server-render').renderToParts = (element) => import('./server-render').then((server) => server.renderToParts(element));

/** A part that loads on first render (as the map lander's map does) and is large, as an SVG map is. */
const LargePart = lazy(async () => ({
  default: () => (
    <svg viewBox="0 0 400 400">
      {Array.from({ length: 400 }, (_, i) => <path key={i} d={`M${i} 0 L${i} 400 L${400 - i} 200 Z`} />)}
    </svg>
  ),
}));

test('a page ahead carries no inline script, even with a large part that loaded during the render (the CSP allows none)', async () => {
  const { html } = await renderToParts(
    <main>
      <Suspense fallback={<p>loading</p>}>
        <LargePart />
      </Suspense>
    </main>,
  );
  expect(html.length).toBeGreaterThan(12_800);
  expect(html).not.toContain('<script');
  // The part is in place, not hidden for a script to move it.
  expect(html).toMatch(/^<main><!--\$--><svg/);
  expect(html).not.toContain('loading');
});
