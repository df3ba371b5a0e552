/** Helpers for the search journeys: the API as a given member sees it. */
import { expect, type APIRequestContext } from '@playwright/test';


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
