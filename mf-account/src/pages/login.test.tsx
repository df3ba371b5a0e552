import { expect, test } from '@jest/globals';
import { screen } from '@testing-library/react';
import { hostDouble, renderRemote } from '@dating/remote-kit/testing';
import { LoginPage } from './login';
import { messages } from '../i18n/texts';

test('/login logs in with the primary button and invites to sign up in the look signing up has everywhere', async () => {
  const { host } = hostDouble({ routeName: 'login' });
  const { user } = await renderRemote(<LoginPage />, host, messages);
  expect(screen.getByRole('button', { name: 'Inloggen' })).toHaveAttribute('data-variant', 'primary');
  const signup = screen.getByRole('link', { name: 'Meld je gratis aan' });
  expect(signup).toHaveAttribute('href', '/signup');
  expect(signup).toHaveAttribute('data-variant', 'secondary');
  expect(screen.getByText('Nog geen account?')).toBeInTheDocument();
  await user.click(signup);
  expect(host.navigation.to).toHaveBeenCalledWith('signup', undefined, undefined);
});
