import { describe, expect, test } from '@jest/globals';
import { screen } from '@testing-library/react';
import { hostDouble, memberFixture, renderRemote } from '@dating/remote-kit/testing';
import { SignupMatchesPage } from './signup-matches';
import { messages } from '../i18n/texts';
import { cardFixture } from '../testing-fixtures';

describe('/signup-matches', () => {
  test("searches with discovery's defaults from the API (±8 years), not a spread of its own", async () => {
    const { host, requests } = hostDouble({
      routeName: 'signup-matches',
      locale: 'nl',
      member: memberFixture(),
      answers: (r) => {
        if (r.path.startsWith('/api/search-defaults.php')) {
          return { status: 200, body: { filters: { gender: 'female', country: 'NL', min_age: 26, max_age: 42 }, near_region: 'Utrecht' } };
        }
        if (r.path.startsWith('/api/search.php')) {
          return { status: 200, body: { profiles: [cardFixture(1, { age: 30 })], similar: [], total: 1, page: 1, pages: 1, filters: {}, defaults: false, near_region: null } };
        }
        // A profile whose own age would give other ages (±10 around 34: 24–44), should the page compute them.
        if (r.path.startsWith('/api/profile.php')) return { status: 200, body: { profile: { seeking: 'female', country: 'NL', date_of_birth: '1992-01-01' } } };
        return { status: 404, body: { error: 'not_found', message: 'Niet gevonden' } };
      },
    });
    await renderRemote(<SignupMatchesPage />, host, messages);
    await screen.findByTestId('signup-matches');
    const searches = requests.filter((r) => r.path.startsWith('/api/search.php')).map((r) => r.path);
    expect(searches).toEqual(['/api/search.php?gender=female&country=NL&min_age=26&max_age=42&page=1']);
  });
});
