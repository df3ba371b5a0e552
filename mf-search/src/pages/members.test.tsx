import { expect, test } from '@jest/globals';
import { screen } from '@testing-library/react';
import { hostDouble, renderRemote } from '@dating/remote-kit/testing';
import { MembersPage } from './members';
import { messages } from '../i18n/texts';

test('shows its heading in the page language', async () => {
  const { host } = hostDouble({ routeName: 'members', locale: 'nl' });
  await renderRemote(<MembersPage />, host, messages);
  expect(screen.getByRole('heading', { level: 1 })).toHaveTextContent('Search');
});
