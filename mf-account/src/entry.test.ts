import { afterAll, beforeAll, expect, test } from '@jest/globals';
import { screen, waitFor } from '@testing-library/react';
import { hostDouble, mountLifecycles } from '@dating/remote-kit/testing';
import remote from './entry';

// The shell calls the lifecycles outside React's act(), as a browser does; a test inside act()
// would wait for a render that act holds back.
const actEnvironment = globalThis as { IS_REACT_ACT_ENVIRONMENT?: boolean };
beforeAll(() => {
  actEnvironment.IS_REACT_ACT_ENVIRONMENT = false;
});
afterAll(() => {
  actEnvironment.IS_REACT_ACT_ENVIRONMENT = true;
});

test('the lifecycles mount the page of the route into the given element, update it, and unmount', async () => {
  const { host } = hostDouble({ routeName: 'login', locale: 'sv' });
  const mounted = await mountLifecycles(remote, host);
  // Messages were loaded before the first render: the page shows with its texts at once.
  expect(screen.getByRole('heading', { level: 1 })).toHaveTextContent('Logga in');

  await mounted.update({ ...host, route: { ...host.route, name: 'reset-password' }, locale: 'pl' });
  await waitFor(() => expect(screen.getByTestId('reset-password-page')).toBeInTheDocument());
  expect(screen.getByRole('heading', { level: 1 })).toHaveTextContent('Nie pamiętasz hasła');

  const { domElement } = mounted;
  await mounted.unmount();
  expect(domElement.textContent).toBe('');
});
