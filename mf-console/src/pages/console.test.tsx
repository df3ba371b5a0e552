import { expect, test } from '@jest/globals';
import { screen } from '@testing-library/react';
import { SWRConfig } from 'swr';
import { hostDouble, renderRemote } from '@dating/remote-kit/testing';
import type { StaffRole } from '@dating/shared-contracts';
import { ConsoleStartPage } from './console';
import { messages } from '../i18n/texts';

async function startPage(role: StaffRole, locale: 'nl' | 'de') {
  const { host } = hostDouble({
    routeName: 'console',
    locale,
    answers: (request) => (request.path === '/api/staff-session.php' ? { status: 200, body: { staff: { id: 1, email: 'm@example.test', name: 'Mo', role } } } : { status: 500 }),
  });
  await renderRemote(<SWRConfig value={{ provider: () => new Map() }}><ConsoleStartPage /></SWRConfig>, host, messages);
}

test('a moderator sees the photo and member queues, not the audit log, in Dutch', async () => {
  await startPage('moderator', 'nl');
  expect(screen.getByRole('heading', { level: 1 })).toHaveTextContent('Console');
  expect(await screen.findByTestId('console-place-photos')).toHaveTextContent("Foto's");
  expect(screen.getByTestId('console-place-members')).toBeInTheDocument();
  expect(screen.queryByTestId('console-place-audit')).toBeNull();
});

test('an admin also sees the audit log; a page language other than Dutch reads English', async () => {
  await startPage('admin', 'de');
  expect(await screen.findByTestId('console-place-audit')).toHaveTextContent('Audit log');
});
