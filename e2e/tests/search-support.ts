/** Helpers for the search journeys: axe-core on the page, and the API as a given member sees it. */
import { createRequire } from 'node:module';
import { expect, type APIRequestContext, type Page } from '@playwright/test';

const AXE = createRequire(import.meta.url).resolve('axe-core/axe.min.js');

/** Serious and critical axe-core violations on the page as it is now (the context needs bypassCSP). */
export async function seriousViolations(page: Page): Promise<string[]> {
  await page.addScriptTag({ path: AXE });
  return page.evaluate(async () => {
    const result = await (window as unknown as { axe: { run: (ctx: Document) => Promise<{ violations: { id: string; impact: string; nodes: { target: string[] }[] }[] }> } }).axe.run(document);
    return result.violations
      .filter((v) => v.impact === 'serious' || v.impact === 'critical')
      .map((v) => `${v.id} (${v.impact}): ${v.nodes.map((n) => n.target.join(' ')).join(', ')}`);
  });
}

/** Logs `request` in through the API (its cookies then belong to the page's context). */
export async function logInByApi(request: APIRequestContext, email: string, password = 'demo1234') {
  const answer = await request.post('/api/user.php', { data: { email, password } });
  expect(answer.status(), await answer.text()).toBe(200);
}

/** A fictional profile of the search (as the logged-in member sees it; never a demo member) with at least `photos` photos. */
export async function profileWithPhotos(request: APIRequestContext, photos: number): Promise<{ id: number; urls: string[][] }> {
  const search = (await (await request.get('/api/search.php?country=NL')).json()) as { profiles: { id: number; fictional: boolean }[] };
  for (const { id } of search.profiles.filter((profile) => profile.fictional)) {
    const { profile } = (await (await request.get(`/api/profile.php?id=${id}`)).json()) as { profile: { photos: { sizes: { url: string }[] }[] } };
    if (profile.photos.length >= photos) return { id, urls: profile.photos.map((photo) => photo.sizes.map((size) => size.url)) };
  }
  throw new Error(`no profile with ${photos} photos`);
}
