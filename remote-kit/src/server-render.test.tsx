/**
 * @jest-environment node
 */
import { describe, expect, it } from '@jest/globals';
// jest's own global (not the import), so that the transform lifts the module swap above the imports.
declare const jest: typeof import('@jest/globals').jest;
// The server renders with styled-components' node build, as the server bundle does (jest's shared
// setup maps the package to its browser build, which cannot write a style sheet without a document).
jest.mock('styled-components', () => jest.requireActual('styled-components/dist/styled-components.cjs.js'));
import { lazy, Suspense } from 'react';
import { ApiError } from '@dating/shared-contracts';
import { createMessageLoader } from './messages';
import { createPageRenderer, renderToParts } from './server-render';
import { usePageHead, usePageNotFound } from './page-head';
import { useEndpoint } from './use-endpoint';
import { useHost } from './host';
import { settingsFixture } from './testing';

const messages = createMessageLoader(async () => ({ messages: { 'head.members-id.title': 'Profiel – {site}' } }));

/** A profile page as mf-search's: its title from its answer, "not found" for an unknown id. */
function ProfilePage() {
  const { route } = useHost();
  const answer = useEndpoint('profile', { id: Number(route.params.id) });
  const name = (answer.data as { profile?: { name: string } } | undefined)?.profile?.name;
  usePageHead(name ? { title: `${name} – Flirtpunt` } : null);
  const missing = answer.error instanceof ApiError && answer.error.status === 404;
  usePageNotFound(missing);
  return <h1>{missing ? 'Niet gevonden' : name ?? '…'}</h1>;
}

const render = createPageRenderer({ pages: { 'members-id': ProfilePage }, messages, visitors: ['members-id'] });

function renderProfile(id: string) {
  return render({
    route: { name: 'members-id', params: { id }, query: {}, path: `/members/${id}` },
    locale: 'nl',
    settings: settingsFixture({ name: 'Flirtpunt' }),
    fetchEndpoint: async (_name, input) => {
      if ((input as { id: number }).id === 7) return { profile: { name: 'Anna' } };
      throw new ApiError({ status: 404, code: 'not_found', message: 'Profiel niet gevonden' });
    },
  });
}

describe('a page rendered ahead says what its data made of it', () => {
  it("records the title the page's data gave it, over the route's own", async () => {
    const page = await renderProfile('7');
    expect(page?.html).toContain('Anna');
    expect(page?.head).toEqual({ title: 'Anna – Flirtpunt' });
    expect(page?.notFound).toBeUndefined();
  });

  it('records that what the page is about does not exist, with the route title', async () => {
    const page = await renderProfile('8');
    expect(page?.html).toContain('Niet gevonden');
    expect(page?.notFound).toBe(true);
    expect(page?.head).toEqual({ title: 'Profiel – Flirtpunt' });
  });

  it('renders for visitors only the pages named for them', async () => {
    const other = createPageRenderer({ pages: { 'members-id': ProfilePage, members: ProfilePage }, messages, visitors: ['members-id'] });
    const input = { locale: 'nl' as const, settings: settingsFixture(), fetchEndpoint: async () => ({ profile: { name: 'Anna' } }) };
    expect(await other({ ...input, route: { name: 'members', params: {}, query: {}, path: '/members' } })).toBeNull();
    expect(await other({ ...input, route: { name: 'members-id', params: { id: '7' }, query: {}, path: '/members/7' } })).not.toBeNull();
  });
});

/** A part that loads on first render (as the map lander's map does) and is large, as an SVG map is. */
const LargePart = lazy(async () => ({
  default: () => (
    <svg viewBox="0 0 400 400">
      {Array.from({ length: 400 }, (_, i) => <path key={i} d={`M${i} 0 L${i} 400 L${400 - i} 200 Z`} />)}
    </svg>
  ),
}));

it('a page ahead carries no inline script, even with a large part that loaded during the render (the CSP allows none)', async () => {
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
