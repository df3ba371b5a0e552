import { describe, expect, test } from '@jest/globals';
import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import type { MatchScore } from '@dating/shared-contracts';
import { hostDouble, memberFixture, renderRemote } from '@dating/remote-kit/testing';
import { MatchFinderPage } from './match-finder';
import { messages } from '../i18n/texts';
import { cardFixture } from '../testing-fixtures';

const interests = { interests: [{ id: 1, slug: 'cooking', label: 'Koken' }, { id: 2, slug: 'travel', label: 'Reizen' }, { id: 3, slug: 'music', label: 'Muziek' }] };
const score = (over: Partial<MatchScore>): MatchScore => ({ total: 100, gender_fits: true, age: 'in', place: 'region', shared: ['cooking', 'travel'], ...over });

describe('/match-finder', () => {
  test('asks the four questions, gets the scored matches in one request and says each score in words', async () => {
    const { host, requests } = hostDouble({
      routeName: 'match-finder',
      locale: 'nl',
      member: memberFixture(),
      answers: (r) => {
        if (r.path.startsWith('/api/interests.php')) return { status: 200, body: interests };
        if (r.path.startsWith('/api/search-defaults.php')) return { status: 200, body: { filters: {}, near_region: null } };
        if (r.path.startsWith('/api/match-finder.php')) {
          return { status: 200, body: { matches: [
            { profile: cardFixture(1, { age: 30 }), score: score({}) },
            { profile: cardFixture(2, { age: 47 }), score: score({ total: 58, age: 'near', place: 'country', shared: [] }) },
          ] } };
        }
        return { status: 200, body: { regions: { NL: ['Utrecht'] } } };
      },
    });
    await renderRemote(<MatchFinderPage />, host, messages);
    fireEvent.click(screen.getByLabelText('Vrouw'));
    fireEvent.click(screen.getByTestId('finder-next'));
    fireEvent.click(screen.getByTestId('finder-next'));
    fireEvent.change(screen.getByTestId('finder-country'), { target: { value: 'NL' } });
    fireEvent.click(screen.getByTestId('finder-next'));
    fireEvent.click(await screen.findByTestId('finder-interest-cooking'));
    fireEvent.click(screen.getByTestId('finder-interest-travel'));
    fireEvent.click(screen.getByTestId('finder-finish'));

    const first = await screen.findByTestId('finder-match-1');
    const finder = requests.filter((r) => r.path.startsWith('/api/match-finder.php'));
    expect(finder.map((r) => r.path)).toEqual(['/api/match-finder.php?gender=female&min_age=25&max_age=45&country=NL&interests=cooking%2Ctravel']);
    expect(requests.some((r) => r.path.startsWith('/api/profile.php') || r.path.startsWith('/api/search.php'))).toBe(false);
    expect(within(first).getByTestId('finder-score')).toHaveTextContent('100% match');
    expect(within(first).getByTestId('match-reasons')).toHaveTextContent('Het gezochte geslacht');
    expect(within(first).getByTestId('match-reasons')).toHaveTextContent('30 jaar: binnen 25–45');
    expect(within(first).getByTestId('match-reasons')).toHaveTextContent('Woont in jouw regio');
    expect(within(first).getByTestId('match-reasons')).toHaveTextContent('2 gedeelde interesses: Koken en Reizen');
    const second = screen.getByTestId('finder-match-2');
    expect(within(second).getByTestId('finder-score')).toHaveTextContent('58% match');
    expect(within(second).getByTestId('match-reasons')).toHaveTextContent('47 jaar: net buiten 25–45');
    expect(within(second).getByTestId('match-reasons')).toHaveTextContent('Woont in het gekozen land');
    expect(within(second).getByTestId('match-reasons')).toHaveTextContent('Geen gedeelde interesses');
  });

  test("opens on the member's defaults: whom they seek, their country and region, ages around theirs", async () => {
    const { host, requests } = hostDouble({
      routeName: 'match-finder',
      locale: 'nl',
      member: memberFixture(),
      answers: (r) => {
        if (r.path.startsWith('/api/interests.php')) return { status: 200, body: interests };
        if (r.path.startsWith('/api/search-defaults.php')) return { status: 200, body: { filters: { gender: 'female', country: 'NL', min_age: 26, max_age: 42 }, near_region: 'Utrecht' } };
        if (r.path.startsWith('/api/match-finder.php')) return { status: 200, body: { matches: [] } };
        return { status: 200, body: { regions: { NL: ['Utrecht'] } } };
      },
    });
    await renderRemote(<MatchFinderPage />, host, messages);
    await waitFor(() => expect(screen.getByLabelText('Vrouw')).toBeChecked());
    fireEvent.click(screen.getByTestId('finder-next'));
    fireEvent.click(screen.getByTestId('finder-next'));
    expect(screen.getByTestId('finder-country')).toHaveValue('NL');
    fireEvent.click(screen.getByTestId('finder-next'));
    fireEvent.click(screen.getByTestId('finder-finish'));
    await screen.findByTestId('finder-none');
    expect(requests.filter((r) => r.path.startsWith('/api/match-finder.php')).map((r) => r.path))
      .toEqual(['/api/match-finder.php?gender=female&min_age=26&max_age=42&country=NL&countryregion=Utrecht']);
  });
});
