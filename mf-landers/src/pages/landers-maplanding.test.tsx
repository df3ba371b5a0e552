import { describe, expect, test } from '@jest/globals';
import { screen } from '@testing-library/react';
import { hostDouble, renderRemote } from '@dating/remote-kit/testing';
import { LandersMaplandingPage } from './landers-maplanding';
import { landerCountry } from '../features/lander-data';
import { messages } from '../i18n/texts';
import { sampleCards } from '../features/test-profiles';

describe('the country the map lander shows', () => {
  test("is the visitor's when the site serves it", () => {
    expect(landerCountry('BE', ['NL', 'BE', 'DE'])).toBe('BE');
  });

  test("is the site's first country when the visitor's is unknown or not one of the site's", () => {
    expect(landerCountry(null, ['NL', 'BE'])).toBe('NL');
    expect(landerCountry('JP', ['DE', 'AT'])).toBe('DE');
  });

  test("is the site's home country, the one speaking the site's language, before the first in its list", () => {
    expect(landerCountry(null, ['US', 'NL', 'BE'], 'nl_NL')).toBe('NL');
    expect(landerCountry('JP', ['GB', 'IE', 'US'], 'en_GB')).toBe('GB');
    expect(landerCountry(null, ['US', 'NL'], 'pl')).toBe('US');
  });
});

/** Renders the map lander for a visitor the site placed in `geoip`, on a site serving `countries`. */
async function mapLanderFor(geoip: string | null, countries: string[]) {
  const { host, requests } = hostDouble({
    routeName: 'landers-maplanding',
    settings: { countries, geoip_country: geoip, geoip_selected_country: null },
    answers: ({ path }) => (path.startsWith('/api/lander.php') ? { status: 200, body: { profiles: sampleCards(6) } } : { status: 404, body: { error: 'x', code: 'not_found' } }),
  });
  await renderRemote(<LandersMaplandingPage />, host, messages);
  return requests;
}

test("a visitor from outside the site's countries sees the site's first country, its profiles first", async () => {
  const requests = await mapLanderFor('JP', ['BE', 'NL']);
  expect(await screen.findByRole('heading', { name: 'Leden in België' })).toBeTruthy();
  expect(requests.find((request) => request.path.startsWith('/api/lander.php'))?.path).toContain('country=BE');
});

test("a visitor the site cannot place sees the Dutch site's home country, not the first in its list", async () => {
  const requests = await mapLanderFor(null, ['US', 'NL']);
  expect(await screen.findByRole('heading', { name: 'Leden in Nederland' })).toBeTruthy();
  expect(requests.find((request) => request.path.startsWith('/api/lander.php'))?.path).toContain('country=NL');
});

test("on a site without a country of its language, such a visitor sees the site's first country", async () => {
  const requests = await mapLanderFor(null, ['DE', 'AT']);
  expect(await screen.findByRole('heading', { name: 'Leden in Duitsland' })).toBeTruthy();
  expect(requests.find((request) => request.path.startsWith('/api/lander.php'))?.path).toContain('country=DE');
});

test('a visitor from one of the site countries sees their own', async () => {
  const requests = await mapLanderFor('NL', ['DE', 'NL']);
  expect(await screen.findByRole('heading', { name: 'Leden in Nederland' })).toBeTruthy();
  expect(requests.find((request) => request.path.startsWith('/api/lander.php'))?.path).toContain('country=NL');
});
