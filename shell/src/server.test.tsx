/**
 * @jest-environment node
 */
/** The layout rendered ahead on the server: the live layout's parts, in the page's language, around the page. */
import { expect, it, jest } from '@jest/globals';
import type { SiteSettings } from '@dating/shared-contracts';
// The kit's fixture module alone: the testing kit's index would bring the browser's render helpers.
import { memberFixture, settingsFixture } from '../../remote-kit/src/testing/fixtures.js';
import { messages as de } from './i18n/messages/de.js';
import { messages as nl } from './i18n/messages/nl.js';

// The server bundle takes styled-components' server build (the jest setup maps the browser build,
// which cannot collect styles without a document).
// The mock is in place before the renderer and the design system load.
jest.mock('styled-components', () => jest.requireActual(require.resolve('styled-components/dist/styled-components.cjs.js')));
const renderLayout: typeof import('./server.js').renderLayout = (input) => import('./server.js').then((server) => server.renderLayout(input));

const settings: SiteSettings = settingsFixture({ name: 'Flirtpunt', fictional_warning: 'Sommige profielen zijn fictief.' });

it('renders the default layout around the page: header with the login link, disclaimer with the notice, footer', async () => {
  const page = await renderLayout({ route: { name: 'login', params: {}, query: {}, path: '/login' }, locale: 'de', settings, pageHtml: '<h1>Anmelden</h1>' });
  expect(page).not.toBeNull();
  const { html, css } = page!;
  expect(html).toContain('data-layout="default"');
  expect(html).toMatch(/<main[^>]*>.*<h1>Anmelden<\/h1>.*<\/main>/s);
  // The main region's id stays the live page's alone.
  expect(html).not.toContain('id="content"');
  expect(html).toContain(`>${de['nav.login']}</a>`);
  expect(html).toMatch(new RegExp(`<aside[^>]*>${de['layout.disclaimer']}.*Sommige profielen zijn fictief\\.</aside>`, 's'));
  expect(html).toMatch(new RegExp(`<a data-testid="footer-terms" href="/pages/terms"[^>]*>${de['footer.terms']}</a>`));
  expect(html).not.toContain(nl['layout.disclaimer']);
  // The shell's global styles and its components' styles come with it.
  expect(css).toContain('min-height:100vh');
  expect(css).toContain("font-family:'Nunito Variable'");
  // Plain style elements the swap removes, never styled-components' own (which the live sheet would take in at start).
  expect(css).toContain('<style data-prerendered-style');
  expect(css).not.toContain('data-styled=');
});

it('renders the lander layout for a lander: a small bar with the logo, the footer, no disclaimer', async () => {
  const page = await renderLayout({ route: { name: 'landers-gallery', params: { slug: 'milf' }, query: {}, path: '/landers/gallery/milf' }, locale: 'nl', settings, pageHtml: '<section>lander</section>' });
  expect(page!.html).toContain('data-layout="lander"');
  expect(page!.html).toContain('<section>lander</section>');
  expect(page!.html).toContain(`>${nl['footer.faq']}</a>`);
  expect(page!.html).not.toContain('<aside');
  expect(page!.html).not.toContain(nl['nav.login']);
});

it('renders nothing for a path outside the route table', async () => {
  expect(await renderLayout({ route: { name: 'not-found', params: {}, query: {}, path: '/a/b/c/d' }, locale: 'nl', settings, pageHtml: '' })).toBeNull();
});

it("renders a member's header for a member: their name and menu, no login link, no badge totals yet", async () => {
  const member = memberFixture({ paid_user: false }, { name: 'Annelies' });
  const page = await renderLayout({ route: { name: 'members', params: {}, query: {}, path: '/members' }, locale: 'nl', settings, pageHtml: '<h1>Leden</h1>', member });
  expect(page!.html).toContain('Annelies');
  expect(page!.html).toContain(`>${nl['nav.premium']}</a>`);
  expect(page!.html).not.toContain(`>${nl['nav.login']}</a>`);
  expect(page!.html).toContain('<h1>Leden</h1>');
});

it("renders nothing for a member whose alerts only the browser can tell (a dismissal it keeps)", async () => {
  const route = { name: 'members' as const, params: {}, query: {}, path: '/members' };
  const withoutPhoto = memberFixture({}, { main_image: null });
  expect(await renderLayout({ route, locale: 'nl', settings, pageHtml: '', member: withoutPhoto })).toBeNull();
  const mailOff = memberFixture({ notifications_disabled: ['messages'] as never });
  expect(await renderLayout({ route, locale: 'nl', settings, pageHtml: '', member: mailOff })).toBeNull();
});
