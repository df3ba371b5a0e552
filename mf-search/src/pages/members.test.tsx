import { describe, expect, test } from '@jest/globals';
import { fireEvent, screen, waitFor } from '@testing-library/react';
import { hostDouble, memberFixture, renderRemote } from '@dating/remote-kit/testing';
import { MembersPage } from './members';
import { messages } from '../i18n/texts';
import { cardFixture } from '../testing-fixtures';

const regions = { status: 200, body: { regions: { NL: ['Utrecht', 'Zeeland'] } } };
const answer = (over = {}) => ({ filters: {}, defaults: false, near_region: null, profiles: [cardFixture(1), cardFixture(2)], total: 50, page: 2, pages: 3, similar: [], ...over });

describe('/members', () => {
  test('searches with the filters of the URL and shows the count, the cards and the pages', async () => {
    const { host, requests } = hostDouble({ routeName: 'members', locale: 'nl', query: { gender: 'non_binary', country: 'NL', page: '2' }, answers: (r) => (r.path.startsWith('/api/regions.php') ? regions : { status: 200, body: answer() }) });
    host.route.path = '/members';
    await renderRemote(<MembersPage />, host, messages);
    expect(await screen.findByTestId('search-count')).toHaveTextContent('50 profielen gevonden');
    expect(requests.find((r) => r.path.startsWith('/api/search.php'))?.path).toBe('/api/search.php?page=2&gender=non_binary&country=NL');
    expect(screen.getByTestId('search-results-card-1')).toBeInTheDocument();
    const img = screen.getByTestId('search-results-card-1').querySelector('img')!;
    expect(img.getAttribute('srcset')).toBe('/media/p1-320.webp 320w, /media/p1-640.webp 640w');
    expect(img.getAttribute('width')).toBe('320');
    expect(screen.getByRole('link', { name: 'Pagina 3' })).toHaveAttribute('href', '/members?gender=non_binary&country=NL&page=3');
    fireEvent.click(screen.getByRole('link', { name: 'Pagina 3' }));
    expect(host.navigation.to).toHaveBeenCalledWith('members', {}, { gender: 'non_binary', country: 'NL', page: '3' });
  });

  test('a new search starts on page 1 with the chosen filters, and similar profiles show when the page is thin', async () => {
    const { host } = hostDouble({ routeName: 'members', locale: 'nl', query: { page: '2' }, answers: (r) => (r.path.startsWith('/api/regions.php') ? regions : { status: 200, body: answer({ similar: [cardFixture(9)] }) }) });
    await renderRemote(<MembersPage />, host, messages);
    expect(await screen.findByTestId('similar-results-card-9')).toBeInTheDocument();
    fireEvent.change(screen.getByTestId('filter-gender'), { target: { value: 'female' } });
    fireEvent.click(screen.getByTestId('search-submit'));
    expect(host.navigation.to).toHaveBeenCalledWith('members', {}, { gender: 'female' });
  });

  test('a search that finds no one offers the swipe game and the match finder', async () => {
    const { host } = hostDouble({ routeName: 'members', locale: 'nl', answers: (r) => (r.path.startsWith('/api/regions.php') ? regions : { status: 200, body: answer({ profiles: [], total: 0, page: 1, pages: 0 }) }) });
    await renderRemote(<MembersPage />, host, messages);
    expect(await screen.findByTestId('search-empty')).toHaveTextContent('Niemand gevonden');
    expect(screen.getByRole('link', { name: 'Probeer swipen' })).toHaveAttribute('href', '/swipe-game');
    expect(screen.getByRole('link', { name: 'Open de matchvinder' })).toHaveAttribute('href', '/match-finder');
    fireEvent.click(screen.getByRole('link', { name: 'Open de matchvinder' }));
    expect(host.navigation.to).toHaveBeenCalledWith('match-finder', undefined, undefined);
  });

  test("opens on the member's defaults the API ran with: the form shows them, and clearing asks for everyone", async () => {
    const defaults = { gender: 'female', country: 'NL', min_age: 26, max_age: 42 };
    const { host, requests } = hostDouble({
      routeName: 'members', locale: 'nl', member: memberFixture(),
      answers: (r) => (r.path.startsWith('/api/regions.php') ? regions : { status: 200, body: answer({ page: 1, filters: defaults, defaults: true, near_region: 'Utrecht' }) }),
    });
    host.route.path = '/members';
    await renderRemote(<MembersPage />, host, messages);
    await waitFor(() => expect(screen.getByTestId('filter-gender')).toHaveValue('female'));
    expect(requests.find((r) => r.path.startsWith('/api/search.php'))?.path).toBe('/api/search.php?page=1');
    expect(screen.getByTestId('filter-country')).toHaveValue('NL');
    expect(screen.getByTestId('search-from-profile')).toHaveTextContent('Gekozen bij je profiel');
    expect(screen.getByTestId('search-near-first')).toHaveTextContent('Eerst leden bij jou in de buurt, in Utrecht.');
    // Page 2 of the defaults stays the defaults.
    expect(screen.getByRole('link', { name: 'Pagina 2' })).toHaveAttribute('href', '/members?page=2');
    fireEvent.click(screen.getByTestId('search-clear'));
    expect(host.navigation.to).toHaveBeenCalledWith('members', {}, { all: '1' });
    // Every filter can still be changed: a changed gender is asked with the other defaults as shown.
    fireEvent.change(screen.getByTestId('filter-gender'), { target: { value: 'male' } });
    fireEvent.click(screen.getByTestId('search-submit'));
    expect(host.navigation.to).toHaveBeenCalledWith('members', {}, { gender: 'male', country: 'NL', min_age: '26', max_age: '42' });
  });

  test('a visitor the site does not let search is asked to log in', async () => {
    const { host } = hostDouble({ routeName: 'members', locale: 'nl', answers: () => ({ status: 403, body: { error: 'Log in', code: 'auth_required', auth_required: true } }) });
    await renderRemote(<MembersPage />, host, messages);
    expect(await screen.findByTestId('login-call')).toHaveTextContent('Log in om leden te zoeken');
    const opened: unknown[] = [];
    host.bus.on('signup:open', (payload) => opened.push(payload));
    fireEvent.click(screen.getByTestId('login-call-signup'));
    await waitFor(() => expect(opened).toHaveLength(1));
  });
});
