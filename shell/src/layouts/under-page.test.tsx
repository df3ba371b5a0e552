import { expect, it } from '@jest/globals';
import { act, render, screen } from '@testing-library/react';
import { createEventBus } from '@dating/shared-contracts';
import { ServicesProvider, type ShellServices } from '../shell/services.js';
import { UnderPage } from './under-page.js';

const bus = createEventBus();
const services = { bus } as unknown as ShellServices;

function renderFooter() {
  return render(
    <ServicesProvider services={services}>
      <UnderPage>
        <footer data-testid="footer">Voorwaarden</footer>
      </UnderPage>
    </ServicesProvider>,
  );
}

it('holds the footer unseen until the first page has rendered, and never again in the visit', () => {
  const first = renderFooter();
  const held = () => screen.getByTestId('footer').parentElement!;
  expect(held()).toHaveAttribute('data-held');
  expect(screen.getByTestId('footer')).not.toBeVisible();
  act(() => bus.emit('page:rendered', { route: 'members' }));
  expect(held()).not.toHaveAttribute('data-held');
  expect(screen.getByTestId('footer')).toBeVisible();
  first.unmount();
  // The next page of the visit: the footer is not held again.
  renderFooter();
  expect(held()).not.toHaveAttribute('data-held');
});
