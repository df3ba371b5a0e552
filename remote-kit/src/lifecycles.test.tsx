import { afterAll, beforeAll, expect, jest, test } from '@jest/globals';
import { act, screen } from '@testing-library/react';
import { defineRemote, remoteLifecycles } from './lifecycles';
import { useTexts } from './texts';
import { useMember } from './host';
import { hostDouble, memberFixture, mountLifecycles } from './testing';

// The shell calls lifecycles outside act(), as a browser does.
const actEnvironment = globalThis as { IS_REACT_ACT_ENVIRONMENT?: boolean };
beforeAll(() => {
  actEnvironment.IS_REACT_ACT_ENVIRONMENT = false;
});
afterAll(() => {
  actEnvironment.IS_REACT_ACT_ENVIRONMENT = true;
});

function Greeting() {
  const t = useTexts();
  const member = useMember();
  return <h1>{t('hello', { name: member?.profile.name ?? '–' })}</h1>;
}

test('mount waits for the locale’s texts, so the first render already shows them', async () => {
  let release!: () => void;
  const imported = jest.fn((locale: string) => new Promise<{ messages: Record<string, string> }>((resolve) => {
    release = () => resolve({ messages: { hello: locale === 'de' ? 'Hallo {name}' : 'Hoi {name}' } });
  }));
  const remote = defineRemote({ pages: { login: Greeting }, messages: imported });
  const { host } = hostDouble({ routeName: 'login', locale: 'de', member: memberFixture() });
  const mounting = mountLifecycles(remote, host);
  await new Promise((resolve) => setTimeout(resolve, 10));
  expect(imported).toHaveBeenCalledWith('de');
  expect(screen.queryByRole('heading')).toBeNull();
  release();
  const mounted = await mounting;
  expect(screen.getByRole('heading')).toHaveTextContent('Hallo Anna');
  await mounted.unmount();
});

test('a page that throws shows the generic text in the page’s language and tells the shell', async () => {
  function Broken(): never {
    throw new Error('bug');
  }
  const quiet = jest.spyOn(console, 'error').mockImplementation(() => undefined);
  const reportCrash = jest.fn();
  const remote = remoteLifecycles(Broken, async () => ({ messages: {} }));
  const { host } = hostDouble({ locale: 'en' });
  const mounted = await mountLifecycles(remote, { ...host, reportCrash });
  await act(async () => undefined);
  expect(screen.getByTestId('remote-crash')).toHaveTextContent('An error occurred, please try again later.');
  expect(reportCrash).toHaveBeenCalledWith(expect.objectContaining({ message: 'bug' }));
  await mounted.unmount();
  quiet.mockRestore();
});
