import { expect, test } from '@jest/globals';
import { screen } from '@testing-library/react';
import { hostDouble, renderRemote } from '@dating/remote-kit/testing';
import { IndexPage } from './index';
import { messages } from '../i18n/texts';

test('shows its heading in the page language', async () => {
  const { host } = hostDouble({ routeName: 'index', locale: 'nl' });
  await renderRemote(<IndexPage />, host, messages);
  expect(screen.getByRole('heading', { level: 1 })).toHaveTextContent('Landers');
});
