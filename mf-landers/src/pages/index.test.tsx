import { expect, test } from '@jest/globals';
import { screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { hostDouble, renderRemote } from '@dating/remote-kit/testing';
import { IndexPage } from './index';
import { messages } from '../i18n/texts';
import { sampleCards } from '../features/test-profiles';

const answers = ({ path }: { path: string }) => {
  if (path.startsWith('/api/lander.php')) return { status: 200, body: { profiles: sampleCards(12) } };
  if (path.startsWith('/api/company.php')) return { status: 200, body: { name: 'Test B.V.', address: 'Straat 1', kvk: '1', city: 'Utrecht', country: 'NL', tradenames: [], vat_numbers: [], support_phone: '', delete_discount: 0, added: null } };
  return { status: 404, body: { error: 'x', code: 'not_found' } };
};

test('sells the site in the visitor\'s language with photos, trust signals and the signup', async () => {
  const { host, events, requests } = hostDouble({ routeName: 'index', locale: 'nl', answers, settings: { logged_out_search: true } });
  await renderRemote(<IndexPage />, host, messages);
  expect(screen.getByRole('heading', { level: 1 })).toHaveTextContent('Flirten, chatten en daten op Testdates');
  expect(await screen.findAllByTestId('profile-tile')).toHaveLength(11);
  expect(requests.find((r) => r.path.startsWith('/api/lander.php'))!.path).toBe('/api/lander.php?niche=1&country=NL');
  expect(screen.getByTestId('members-teaser')).toBeInTheDocument();
  expect(await screen.findByText('Een dienst van Test B.V.')).toBeInTheDocument();
  expect(within(screen.getByTestId('trust-signals')).getByText('Alleen voor volwassenen (18+)')).toBeInTheDocument();

  await userEvent.click(screen.getAllByTestId('lander-signup')[0]!);
  expect(events).toContainEqual({ name: 'signup:open', payload: {} });
});

test('shows no members teaser where visitors may not search', async () => {
  const { host } = hostDouble({ routeName: 'index', locale: 'en', answers, settings: { logged_out_search: false } });
  await renderRemote(<IndexPage />, host, messages);
  await screen.findAllByTestId('profile-tile');
  expect(screen.queryByTestId('members-teaser')).toBeNull();
  expect(screen.getByRole('heading', { level: 1 })).toHaveTextContent('Flirt, chat and date on Testdates');
});
