import { expect, test } from '@jest/globals';
import { screen } from '@testing-library/react';
import type { AppEvents } from '@dating/shared-contracts';
import { hostDouble, newMemberFixture, renderRemote } from '@dating/remote-kit/testing';
import { SignupModalContent } from './signup-modal-content';
import widget from './signup-modal';
import { messages } from './i18n/texts';
import { fillSignup } from './features/signup/fill-signup';

test('the widget module exposes single-spa lifecycles', () => {
  for (const name of ['bootstrap', 'mount', 'unmount', 'update'] as const) expect(typeof widget[name]).toBe('function');
});

test('tells the bus while signup is in progress, and after success goes to the members and closes', async () => {
  const { host } = hostDouble({ routeName: 'index', answers: () => ({ status: 201, body: { user: newMemberFixture() } }) });
  const heard: Array<AppEvents['signup:progress']> = [];
  host.bus.on('signup:progress', (payload) => heard.push(payload));
  let closed = 0;
  const { user } = await renderRemote(<SignupModalContent {...host} closeModal={() => closed++} />, host, messages);

  await fillSignup(user);
  // The account exists: the photo step asks for a photo under its own heading, skippable.
  expect(await screen.findByRole('heading', { name: 'Voeg een profielfoto toe' })).toBeInTheDocument();
  await user.click(screen.getByTestId('signup-photo-skip'));

  await screen.findByTestId('signup-complete');
  expect(heard).toEqual([{ inProgress: true }, { inProgress: false }]);
  // One heading once done: the completion's, not the modal's 'Gratis aanmelden' beside it.
  expect(screen.getAllByRole('heading').map((heading) => heading.textContent)).toEqual(['Controleer je e-mail']);
  expect(host.session.signIn).toHaveBeenCalled();
  await user.click(screen.getByTestId('signup-complete-continue'));
  expect(host.navigation.to).toHaveBeenCalledWith('members');
  expect(closed).toBe(1);
});

test('leaving mid-signup ends the in-progress state', async () => {
  const { host } = hostDouble({ routeName: 'index' });
  const heard: Array<AppEvents['signup:progress']> = [];
  host.bus.on('signup:progress', (payload) => heard.push(payload));
  const { user, unmount } = await renderRemote(<SignupModalContent {...host} />, host, messages);
  await user.click(screen.getByTestId('signup-gender-female'));
  unmount();
  expect(heard).toEqual([{ inProgress: true }, { inProgress: false }]);
});
