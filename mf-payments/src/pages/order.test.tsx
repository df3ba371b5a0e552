import { expect, test } from '@jest/globals';
import { act, screen } from '@testing-library/react';
import { SWRConfig } from 'swr';
import { errorText } from '@dating/shared-contracts';
import { hostDouble, memberFixture, renderRemote } from '@dating/remote-kit/testing';
import { OrderPage } from './order';
import { messages } from '../i18n/texts';

const offer = {
  country: 'NL', currency: 'EUR', vat_rate: 21, message_credits: 10, refund_days: 14,
  packages: [{ id: 4, credits: 1000, price: 2500, price_now: 2500, message_price: 25, best_value: true }],
  methods: ['ideal'],
  discount: null,
};

async function order() {
  const double = hostDouble({
    routeName: 'credits-id-paymentmethod', member: memberFixture(),
    answers: (request) => {
      if (request.path.startsWith('/api/credit-packages.php')) return { status: 200, body: offer };
      if (request.path === '/api/discount.php?code=half') return { status: 200, body: { code: 'HALF', value_percentage: 50, expires: null, minimum_order_value: null, currency: null, country: null, paymentmethods: null, status: 'active' } };
      return { status: 404, body: { code: 'discount_code_not_found', error: errorText('discount_code_not_found', 'nl') } };
    },
  });
  Object.assign(double.host.route.params, { id: '4', paymentmethod: 'ideal' });
  const rendered = await renderRemote(<SWRConfig value={{ provider: () => new Map() }}><OrderPage /></SWRConfig>, double.host, messages);
  await screen.findByTestId('order-page');
  return { ...rendered, requests: double.requests };
}

test('a typed code is checked before paying: the total shows the discount, and the field says so', async () => {
  const { user } = await order();
  expect(screen.getByTestId('order-total')).toHaveTextContent('€ 25,00');
  await user.type(screen.getByTestId('discount-code'), 'half');
  await user.click(screen.getByTestId('discount-apply'));
  expect(await screen.findByText('50% korting is verrekend.')).toBeInTheDocument();
  expect(screen.getByTestId('order-total')).toHaveTextContent('€ 12,50');
  expect(screen.queryByTestId('discount-apply')).toBeNull();
  // Another code again asks to be checked, and the total is the list price meanwhile.
  await user.type(screen.getByTestId('discount-code'), 'X');
  expect(screen.getByTestId('order-total')).toHaveTextContent('€ 25,00');
});

test('a code that does not hold is said at the field, and the total stays', async () => {
  const { user } = await order();
  await user.type(screen.getByTestId('discount-code'), 'NOPE');
  await user.click(screen.getByTestId('discount-apply'));
  expect(await screen.findByTestId('discount-code-error')).toHaveTextContent('Code niet gevonden');
  expect(screen.getByTestId('order-total')).toHaveTextContent('€ 25,00');
});

test('a double press on "Apply" in the same tick checks the code once', async () => {
  const { user, requests } = await order();
  await user.type(screen.getByTestId('discount-code'), 'half');
  const apply = screen.getByTestId('discount-apply');
  act(() => {
    apply.click();
    apply.click();
  });
  expect(await screen.findByText('50% korting is verrekend.')).toBeInTheDocument();
  expect(requests.filter((request) => request.path.startsWith('/api/discount.php'))).toHaveLength(1);
});
