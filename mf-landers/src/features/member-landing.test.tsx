import { expect, test } from '@jest/globals';
import { screen } from '@testing-library/react';
import { hostDouble, renderRemote } from '@dating/remote-kit/testing';
import { MemberLanding } from './member-landing';
import { messages } from '../i18n/texts';
import { sampleCards } from './test-profiles';

function answersFor(known: boolean) {
  return ({ path }: { path: string }) => {
    if (path.startsWith('/api/lander-member.php')) {
      return known ? { status: 200, body: { profile: sampleCards(1)[0] } } : { status: 404, body: { error: 'Niet gevonden', code: 'not_found' } };
    }
    if (path.startsWith('/api/lander.php')) return { status: 200, body: { profiles: sampleCards(6) } };
    return { status: 404, body: { error: 'x', code: 'not_found' } };
  };
}

test('a known sample member is the hook, with the signup steps in place on /members/{id}/signup', async () => {
  const { host, widgets } = hostDouble({ routeName: 'members-id-signup', answers: answersFor(true) });
  Object.assign(host.route.params, { id: '1' });
  await renderRemote(<MemberLanding variant="signup" />, host, messages);
  expect(await screen.findByRole('heading', { level: 1 })).toHaveTextContent('Meld je aan om Sanne te antwoorden');
  expect(widgets.map((w) => w.name)).toContain('signup-modal');
  // A visitor has no profile: the hook says what the member seeks, never that they saw the visitor's profile.
  expect(screen.getByText(/Sanne \(\d+\) uit .+ zoekt een leuk gesprek\./)).toBeInTheDocument();
  expect(document.body.textContent).not.toMatch(/profiel gezien/);
});

test('an unknown member shows a generic lander, never an error', async () => {
  const { host } = hostDouble({ routeName: 'members-id-landing', answers: answersFor(false) });
  Object.assign(host.route.params, { id: '999' });
  await renderRemote(<MemberLanding variant="landing" />, host, messages);
  expect(await screen.findByRole('heading', { level: 1 }, { timeout: 10_000 })).toHaveTextContent('Iemand wil met je chatten');
});

test('an id that is no number falls back without asking the API', async () => {
  const { host, requests } = hostDouble({ routeName: 'members-id-landing2', answers: answersFor(true) });
  Object.assign(host.route.params, { id: 'abc' });
  await renderRemote(<MemberLanding variant="landing2" />, host, messages);
  expect(screen.getByRole('heading', { level: 1 })).toHaveTextContent('Iemand wil met je chatten');
  expect(requests.some((r) => r.path.startsWith('/api/lander-member.php'))).toBe(false);
});
