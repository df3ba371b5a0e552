import { expect, test } from '@jest/globals';
import { fireEvent, screen } from '@testing-library/react';
import type { AppEvents } from '@dating/shared-contracts';
import { hostDouble, newMemberFixture, renderRemote } from '@dating/remote-kit/testing';
import { SignupModalContent } from './signup-modal-content';
import widget from './signup-modal';
import { messages } from './i18n/texts';

test('the widget module exposes single-spa lifecycles', () => {
  for (const name of ['bootstrap', 'mount', 'unmount', 'update'] as const) expect(typeof widget[name]).toBe('function');
});

test('tells the bus while signup is in progress, and after success goes to the members and closes', async () => {
  const { host } = hostDouble({ routeName: 'index', answers: () => ({ status: 201, body: { user: newMemberFixture() } }) });
  const heard: Array<AppEvents['signup:progress']> = [];
  host.bus.on('signup:progress', (payload) => heard.push(payload));
  let closed = 0;
  const { user } = await renderRemote(<SignupModalContent {...host} closeModal={() => closed++} />, host, messages);

  await user.click(screen.getByTestId('signup-gender-male'));
  expect(heard).toEqual([{ inProgress: true }]);
  await user.click(screen.getByTestId('signup-seeking-female'));
  await user.click(screen.getByTestId('signup-next'));
  await user.type(screen.getByTestId('signup-name'), 'Jan');
  fireEvent.change(screen.getByTestId('signup-date-of-birth'), { target: { value: '1990-05-01' } });
  await user.click(screen.getByTestId('signup-next'));
  await user.type(screen.getByTestId('signup-email'), 'jan@example.nl');
  await user.type(screen.getByTestId('signup-password'), 'geheim123');
  await user.click(screen.getByTestId('signup-submit'));

  await screen.findByTestId('signup-complete');
  expect(heard).toEqual([{ inProgress: true }, { inProgress: false }]);
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
