/**
 * The page rendered ahead as the server sends it: a stand-in no one can submit or find by test id,
 * in the shell's layout when the shell's renderer is there, in the visitor's language, and still
 * sent (under a plain bar) when the layout cannot be rendered.
 */
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { prerenderedParts, standInForms } from '../src/http/page-prerender.js';
import { startTestSite, type TestSite } from './support/test-site.js';
import { newMember } from './support/members.js';

describe('page rendered ahead', () => {
  it('makes a stand-in form post-only with its submit buttons disabled, keeping a form that names its method', () => {
    expect(standInForms('<form noValidate="" aria-label="Inloggen"><input name="password"/><button type="button">Toon</button><button type="submit" class="x">Inloggen</button></form>')).toBe(
      '<form method="post" noValidate="" aria-label="Inloggen"><input name="password"/><button type="button">Toon</button><button disabled="" type="submit" class="x">Inloggen</button></form>',
    );
    expect(standInForms('<form method="get" action="/members">')).toBe('<form method="get" action="/members">');
  });

  it('sends the stand-in without test ids, its forms guarded, the shell root hidden', () => {
    const { head, body } = prerenderedParts({ html: '<form data-testid="login-form"><button data-testid="login-submit" type="submit">Inloggen</button></form>', css: '' }, 'Flirtpunt');
    expect(body).toContain('<form method="post"><button disabled="" type="submit">Inloggen</button></form>');
    expect(body).not.toContain('data-testid');
    expect(head).toContain('#root{display:none!important}');
  });

  it("stands in as the shell's whole layout, laid out like the shell's root, the layout's styles before the page's", () => {
    const { head, body } = prerenderedParts(
      {
        html: '<h1>Inloggen</h1>',
        css: '<style data-styled="page">.p{}</style>',
        layout: { html: '<header data-testid="top-navigation">Flirtpunt</header><main><h1>Inloggen</h1></main><aside data-testid="disclaimer">18+</aside>', css: '<style data-styled="layout">.l{}</style>' },
      },
      'Flirtpunt',
    );
    expect(body).toBe('<div id="prerendered-page"><header>Flirtpunt</header><main><h1>Inloggen</h1></main><aside>18+</aside></div>');
    expect(head).toMatch(/^<style id="prerendered-style">#root\{display:none!important\}#prerendered-page\{display:flex;flex-direction:column;[^<]*<\/style><style data-styled="layout">.l\{\}<\/style><style data-styled="page">.p\{\}<\/style>$/);
  });
});

const VERSION = '0.1.0-layout1234';
const INDEX = '<!doctype html><html lang="nl"><head><meta charset="utf-8"><title></title><script defer src="/main.js?h1"></script></head><body><div id="root"></div></body></html>';

/**
 * A remote renderer as remote-kit's createPageRenderer behaves: the login page, and for a member
 * the own-profile page with the member's answer and React's preload of its first image, which
 * may stand in when the page asks (?whole), as a remote made for members says.
 */
const REMOTE_RENDERER = `exports.render = async ({ route, locale, fetchEndpoint, member }) => {
  if (route.name === 'profile') {
    if (!member) return null;
    const own = await fetchEndpoint('ownProfile', null);
    return {
      html: '<link rel="preload" as="image" href="/media/own.webp" fetchPriority="high"/><h1>' + own.profile.name + '</h1>',
      css: '<style data-styled="page">.p{}</style>',
      pageData: '<script type="application/json" id="page-data-ahead">' + JSON.stringify({ path: route.path, answers: { own } }) + '</script>',
      standsIn: Boolean(route.query.whole),
    };
  }
  if (route.name !== 'login') return null;
  const page = { html: '<form data-testid="login-form"><h1>' + (locale === 'de' ? 'Anmelden' : 'Inloggen') + '</h1><button type="submit">Go</button></form>', css: '<style data-styled="page">.p{}</style>' };
  if (route.query.named) return { ...page, head: { title: 'Anna & <Bo>, 34 – Flirtpunt', description: 'Anna zoekt' } };
  if (route.query.gone) return { ...page, notFound: true };
  return page;
};`;

/**
 * A layout renderer with the shell's contract (shell/src/server.tsx): the page inside the layout,
 * the site texts from the settings it is given. It fails when the page asks (?fail), as a broken one would.
 */
const LAYOUT_RENDERER = `exports.renderLayout = async ({ route, locale, settings, pageHtml, member }) => {
  if (route.query.fail) throw new Error('layout failed');
  return { html: '<header data-testid="top-navigation">' + (member ? member.profile.name + ' @ ' : '') + settings.name + '</header><main>' + pageHtml + '</main><aside data-testid="disclaimer" lang="' + locale + '">' + settings.fictional_warning + '</aside>', css: '<style data-styled="layout">.l{}</style>' };
};`;

function writeBuild(root: string, withLayout: boolean) {
  const shell = path.join(root, 'shell');
  const remote = path.join(root, 'published', 'remotes', 'mf-account', VERSION);
  fs.mkdirSync(shell, { recursive: true });
  fs.mkdirSync(remote, { recursive: true });
  fs.writeFileSync(path.join(shell, 'index.html'), INDEX);
  fs.writeFileSync(path.join(shell, 'first-load.json'), JSON.stringify({ js: ['470.0123abcd.js'] }));
  if (withLayout) fs.writeFileSync(path.join(shell, 'server.cjs'), LAYOUT_RENDERER);
  fs.writeFileSync(path.join(remote, 'mf-manifest.json'), JSON.stringify({ metaData: { remoteEntry: { name: 'remoteEntry.js', path: '' } }, exposes: [] }));
  fs.writeFileSync(path.join(remote, 'server.cjs'), REMOTE_RENDERER);
  const release = { version: VERSION, entry: `/remotes/mf-account/${VERSION}/mf-manifest.json` };
  fs.writeFileSync(path.join(root, 'published', 'remotes.json'), JSON.stringify({ remotes: { 'mf-account': { ...release, history: [release] } } }));
  return { shellDir: shell, publishedDir: path.join(root, 'published') };
}

/** A site on a build with (or without) the shell's layout renderer, for the tests of one describe. */
function siteWithBuild(withLayout: boolean): { client: TestSite['client']; site: () => TestSite } {
  let site: TestSite;
  const tmp = fs.mkdtempSync(path.join(os.tmpdir(), withLayout ? 'layout-ahead-' : 'page-ahead-'));
  beforeAll(async () => {
    site = await startTestSite('pglite', writeBuild(tmp, withLayout));
  });
  afterAll(async () => {
    await site?.close();
    fs.rmSync(tmp, { recursive: true, force: true });
  });
  return { client: (...args) => site.client(...args), site: () => site };
}

/** The stand-in element of a page as sent. */
function standInOf(html: string): string {
  return html.match(/<div id="prerendered-page">[\s\S]*<\/div>/)?.[0] ?? '';
}

describe("the page rendered ahead in the shell's layout", () => {
  const site = siteWithBuild(true);

  it("puts the page rendered ahead into the shell's layout, with the site texts in the visitor's language", async () => {
    const settings = (await site.client().get('/api/settings.php?domain=localhost', { 'accept-language': 'de' })).body as { fictional_warning: string };
    const page = await site.client().get('/login', { 'accept-language': 'de' });
    const standIn = standInOf(page.text);
    expect(standIn).toBe(
      `<div id="prerendered-page"><header>Flirtpunt</header><main><form method="post"><h1>Anmelden</h1><button disabled="" type="submit">Go</button></form></main><aside lang="de">${settings.fictional_warning}</aside></div>`,
    );
    expect(settings.fictional_warning).not.toBe((await site.client().get('/api/settings.php?domain=localhost', { 'accept-language': 'nl' })).body.fictional_warning);
    expect(page.text).toContain('<style data-styled="layout">.l{}</style><style data-styled="page">.p{}</style>');
  });

  it("leaves the shell's chunks to be asked for once it has been shown: its entry alone is preloaded", async () => {
    const page = await site.client().get('/login');
    expect(standInOf(page.text)).not.toBe('');
    expect(page.text).toContain('<link rel="preload" as="script" href="/main.js?h1">');
    expect(page.text).not.toContain('/470.0123abcd.js');
    // A page that does not stand in needs them at once.
    const plain = await site.client().get('/pricing');
    expect(standInOf(plain.text)).toBe('');
    expect(plain.text).toContain('<link rel="preload" as="script" href="/470.0123abcd.js">');
  });

  it("asks for the site's settings again in the page's language when it is the site's own", async () => {
    // she.localhost speaks German: a visitor whose browser names no language the API writes in gets
    // a German page, so its fictional notice must be German too, not the API's default Dutch.
    const german = (await site.client().get('/api/settings.php?domain=she.localhost', { 'accept-language': 'de' })).body as { fictional_warning: string };
    const page = await site.client().get('/login', { host: 'she.localhost', 'accept-language': 'ja' });
    expect(page.text).toContain('<html lang="de"');
    expect(standInOf(page.text)).toContain(`<aside lang="de">${german.fictional_warning}</aside>`);
    const boot = JSON.parse(page.text.match(/<script type="application\/json" id="boot">([\s\S]*?)<\/script>/)![1]!);
    expect(boot.settings.fictional_warning).toBe(german.fictional_warning);
  });

  it('takes the title its data gave the page (a profile names whose it is) into the first HTML, as text', async () => {
    const page = await site.client().get('/login?named=1');
    expect(page.status).toBe(200);
    expect(page.text).toContain('<title>Anna &amp; &lt;Bo&gt;, 34 – Flirtpunt</title>');
    expect(page.text).toContain('<meta property="og:title" content="Anna &amp; &lt;Bo&gt;, 34 – Flirtpunt">');
    expect(page.text).toContain('<meta name="description" content="Anna zoekt">');
    expect((await site.client().get('/login')).text).not.toContain('Anna');
  });

  it('answers 404, not indexed, for a page that shows that what it is about does not exist (an unknown profile)', async () => {
    const page = await site.client().get('/login?gone=1');
    expect(page.status).toBe(404);
    expect(page.text).toContain('<meta name="robots" content="noindex">');
    // The designed page still stands in: the visitor reads "not found" at once.
    expect(standInOf(page.text)).not.toBe('');
    expect((await site.client().get('/login')).status).toBe(200);
  });

  it('still sends the page rendered ahead, under a plain bar, when the layout fails', async () => {
    const page = await site.client().get('/login?fail=1', { 'accept-language': 'nl' });
    expect(page.status).toBe(200);
    expect(standInOf(page.text)).toBe('<div id="prerendered-page"><header>Flirtpunt</header><main><form method="post"><h1>Inloggen</h1><button disabled="" type="submit">Go</button></form></main></div>');
  });
});

describe("a member's page", () => {
  const site = siteWithBuild(true);

  it('carries the answers its page starts with and the preloads of its first images, not a page rendered ahead, where its remote renders it for those alone', async () => {
    const member = await newMember(site.site(), { name: 'Annelies' });
    const page = await member.client.get('/profile');
    expect(page.status).toBe(200);
    const head = page.text.slice(0, page.text.indexOf('</head>'));
    expect(head).toContain('<link rel="preload" as="image" href="/media/own.webp" fetchPriority="high"/>');
    // Its images come before the scripts: they are what the member sees first.
    expect(head.indexOf('as="image"')).toBeLessThan(head.indexOf('as="script"'));
    const data = JSON.parse(page.text.match(/<script type="application\/json" id="page-data-ahead">([\s\S]*?)<\/script>/)![1]!);
    expect(data).toMatchObject({ path: '/profile', answers: { own: { profile: { name: 'Annelies' } } } });
    expect(page.text).not.toContain('id="prerendered-page"');
    expect(page.text).not.toContain('<h1>Annelies</h1>');
  });

  it("stands in with the member's own header when its remote says it may, its images still first", async () => {
    const member = await newMember(site.site(), { name: 'Annelies' });
    const page = await member.client.get('/profile?whole=1');
    expect(page.status).toBe(200);
    expect(standInOf(page.text)).toMatch(/^<div id="prerendered-page"><header>Annelies @ Flirtpunt<\/header><main><link rel="preload" as="image" href="\/media\/own.webp" fetchPriority="high"\/><h1>Annelies<\/h1><\/main>/);
    const head = page.text.slice(0, page.text.indexOf('</head>'));
    expect(head.indexOf('as="image"')).toBeGreaterThan(0);
    expect(head.indexOf('as="image"')).toBeLessThan(head.indexOf('as="script"'));
    expect(head).toContain('<style data-styled="layout">.l{}</style><style data-styled="page">.p{}</style>');
    expect(head).not.toContain('/470.0123abcd.js');
    expect(page.text).toContain('id="page-data-ahead"');
    // Another member's page is their own.
    const other = await newMember(site.site(), { name: 'Bram' });
    expect(standInOf((await other.client.get('/profile?whole=1')).text)).toContain('<header>Bram @ Flirtpunt</header>');
  });

  it("brings only its answers when the shell cannot render the member's layout", async () => {
    const member = await newMember(site.site(), { name: 'Annelies' });
    const page = await member.client.get('/profile?whole=1&fail=1');
    expect(page.status).toBe(200);
    expect(page.text).not.toContain('id="prerendered-page"');
    expect(page.text).toContain('id="page-data-ahead"');
    expect(page.text.slice(0, page.text.indexOf('</head>'))).toContain('href="/media/own.webp"');
    // Nothing stands in: the live page needs the shell's chunks at once.
    expect(page.text).toContain('<link rel="preload" as="script" href="/470.0123abcd.js">');
  });

  it('is where a member arriving on home, login or signup is sent, before anything is rendered for a visitor', async () => {
    const member = await newMember(site.site());
    for (const path of ['/', '/login', '/signup?lang=de']) {
      const answer = await member.client.get(path);
      expect(answer.status, path).toBe(302);
      expect(answer.headers.location).toBe('/members');
      expect(answer.headers['cache-control']).toBe('private, no-cache');
    }
    // A visitor sees them; a member's other pages are not sent elsewhere.
    expect((await site.client().get('/login')).status).toBe(200);
    expect((await member.client.get('/profile')).status).toBe(200);
  });

  it("is sent to a visitor without a member's answers", async () => {
    const page = await site.client().get('/profile');
    expect(page.text).not.toContain('page-data-ahead');
    expect(page.text).not.toContain('id="prerendered-page"');
  });
});

describe('the page rendered ahead without a layout renderer', () => {
  const site = siteWithBuild(false);

  it('stands in under a bar with the site name, as before the layout was rendered ahead', async () => {
    const page = await site.client().get('/login', { 'accept-language': 'nl' });
    expect(standInOf(page.text)).toBe('<div id="prerendered-page"><header>Flirtpunt</header><main><form method="post"><h1>Inloggen</h1><button disabled="" type="submit">Go</button></form></main></div>');
  });
});
