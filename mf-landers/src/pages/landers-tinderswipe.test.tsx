import { expect, test } from '@jest/globals';
import { screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { hostDouble, renderRemote } from '@dating/remote-kit/testing';
import { LandersTinderswipePage, SWIPES_BEFORE_SIGNUP } from './landers-tinderswipe';
import { messages } from '../i18n/texts';
import { sampleCards } from '../features/test-profiles';

test('the deck swipes through the profiles and asks the visitor to join after a few swipes', async () => {
  const { host, events } = hostDouble({
    routeName: 'landers-tinderswipe',
    answers: ({ path }) => (path.startsWith('/api/lander.php') ? { status: 200, body: { profiles: sampleCards(6) } } : { status: 404, body: { error: 'x', code: 'not_found' } }),
  });
  await renderRemote(<LandersTinderswipePage />, host, messages);
  await userEvent.click(await screen.findByRole('button', { name: 'Sanne overslaan' }));
  await userEvent.click(screen.getByRole('button', { name: 'Eva leuk vinden' }));
  expect(events.filter((e) => e.name === 'signup:open')).toHaveLength(0);
  for (let i = 2; i < SWIPES_BEFORE_SIGNUP; i++) await userEvent.click(screen.getByRole('button', { name: /leuk vinden$/ }));
  expect(events.filter((e) => e.name === 'signup:open')).toHaveLength(1);
});
