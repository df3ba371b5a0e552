import { afterAll, beforeAll, expect, test } from '@jest/globals';
import { screen, waitFor } from '@testing-library/react';
import { bootstrap, mount, unmount, update } from './entry';
import { hostDouble } from './testing/host-double';

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
  const domElement = document.createElement('div');
  document.body.appendChild(domElement);
  const { host } = hostDouble({ routeName: 'login', locale: 'sv' });
  const spa = { name: 'mf-account', domElement, singleSpa: {}, mountParcel: () => undefined };

  await bootstrap({ ...host, ...spa } as never);
  await mount({ ...host, ...spa } as never);
  // Messages were loaded before the first render: the page shows with its texts at once.
  expect(screen.getByRole('heading', { level: 1 })).toHaveTextContent('Logga in');

  await update({ ...host, ...spa, route: { ...host.route, name: 'reset-password' }, locale: 'pl' } as never);
  await waitFor(() => expect(screen.getByTestId('reset-password-page')).toBeInTheDocument());
  expect(screen.getByRole('heading', { level: 1 })).toHaveTextContent('Nie pamiętasz hasła');

  await unmount({ ...host, ...spa } as never);
  expect(domElement.textContent).toBe('');
});
