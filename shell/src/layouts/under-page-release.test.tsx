import { expect, it, jest } from '@jest/globals';
import { act, render, screen } from '@testing-library/react';
import { createEventBus } from '@dating/shared-contracts';
import { ServicesProvider, type ShellServices } from '../shell/services.js';
import { SLOW_REMOTE_MS } from '../remotes/remote-slot.js';
import { releaseUnderPage, UnderPage } from './under-page.js';

const services = { bus: createEventBus() } as unknown as ShellServices;

it('no clock shows the footer while the page is on its way; the box that stands in for the page does', () => {
  jest.useFakeTimers();
  render(
    <ServicesProvider services={services}>
      <UnderPage>
        <footer data-testid="footer">Voorwaarden</footer>
      </UnderPage>
    </ServicesProvider>,
  );
  // A slow phone may take longer than any wait: the footer shown early would be pushed down.
  act(() => jest.advanceTimersByTime(SLOW_REMOTE_MS * 2));
  expect(screen.getByTestId('footer')).not.toBeVisible();
  act(() => releaseUnderPage());
  expect(screen.getByTestId('footer')).toBeVisible();
  jest.useRealTimers();
});
