import { afterEach, expect, jest, test } from '@jest/globals';
import { screen, waitFor } from '@testing-library/react';
import { hostDouble, memberFixture, renderRemote } from '@dating/remote-kit/testing';
import { NearMe } from './near-me';
import { messages } from '../../i18n/texts';

const original = { geolocation: Object.getOwnPropertyDescriptor(navigator, 'geolocation'), permissions: Object.getOwnPropertyDescriptor(navigator, 'permissions') };
afterEach(() => {
  for (const [name, descriptor] of Object.entries(original)) {
    if (descriptor) Object.defineProperty(navigator, name, descriptor);
    else delete (navigator as unknown as Record<string, unknown>)[name];
  }
  localStorage.clear();
});

/** A browser whose geolocation the member has refused to this site. */
function refusingBrowser() {
  const getCurrentPosition = jest.fn((_: unknown, fail: (error: { code: number }) => void) => fail({ code: 1 }));
  Object.defineProperty(navigator, 'geolocation', { value: { getCurrentPosition }, configurable: true });
  Object.defineProperty(navigator, 'permissions', { value: { query: async () => ({ state: 'denied' }) }, configurable: true });
  return getCurrentPosition;
}

test('a refusal the browser keeps is said only when the member asks: nothing moves before', async () => {
  const asked = refusingBrowser();
  const { host } = hostDouble({ member: memberFixture() });
  const { user } = await renderRemote(<NearMe onPlace={() => undefined} />, host, messages);
  await waitFor(() => expect(screen.getByTestId('near-me')).toHaveAttribute('data-permission', 'denied'));
  expect(screen.queryByTestId('near-me-denied')).toBeNull();
  expect(screen.getByTestId('near-me-button')).toBeEnabled();
  await user.click(screen.getByTestId('near-me-button'));
  expect(asked).toHaveBeenCalledTimes(1);
  expect(await screen.findByTestId('near-me-denied')).toHaveTextContent('Je browser geeft je locatie niet door');
});
