import { expect, test } from '@jest/globals';
import { screen, waitFor } from '@testing-library/react';
import { SWRConfig } from 'swr';
import { hostDouble, memberFixture, renderRemote } from '@dating/remote-kit/testing';
import { PaymentResult } from './payment-result';
import { messages } from '../i18n/texts';

const payment = (status: string, method = 'ideal', first_purchase = false) => ({
  payment_id: 7, status, package_id: 4, credits: 1000, currency: 'EUR', amount: 2500, method, discount_code: null, first_purchase,
  created_at: '2026-01-01T00:00:00.000Z', settled_at: null,
});

test('pending turns completed when payment.updated arrives on the stream, with the balance and premium', async () => {
  let answer = { payment: payment('pending'), credits: 0, paid_user: false };
  const { host, requests } = hostDouble({ routeName: 'credits-id-paymentmethod', locale: 'nl', member: memberFixture(), answers: () => ({ status: 200, body: answer }) });
  await renderRemote(<SWRConfig value={{ provider: () => new Map() }}><PaymentResult paymentId={7} /></SWRConfig>, host, messages);
  expect(await screen.findByTestId('payment-result')).toHaveAttribute('data-status', 'pending');
  const asked = requests.length;
  answer = { payment: payment('completed', 'ideal', true), credits: 1000, paid_user: true };
  host.serverEvents.send('payment.updated', { payment_id: 7, status: 'completed', paid_user: true, first_purchase: true });
  await waitFor(() => expect(screen.getByTestId('payment-result')).toHaveAttribute('data-status', 'completed'));
  expect(requests.length).toBe(asked + 1);
  expect(screen.getByTestId('result-balance')).toHaveTextContent('Je saldo is nu 1000 credits');
  expect(screen.getByTestId('result-premium')).toHaveTextContent('Je bent nu premium');
});

test('a failed card payment offers a retry and PayPal; another failure offers another method', async () => {
  const { host } = hostDouble({ routeName: 'credits-id-paymentmethod', locale: 'en', member: memberFixture(), answers: () => ({ status: 200, body: { payment: payment('failed', 'visa'), credits: 0, paid_user: false } }) });
  const view = await renderRemote(<SWRConfig value={{ provider: () => new Map() }}><PaymentResult paymentId={7} /></SWRConfig>, host, messages);
  expect(await screen.findByTestId('retry-card')).toHaveTextContent('Pay again');
  expect(screen.getByTestId('retry-paypal')).toHaveTextContent('Pay with PayPal');
  view.unmount();
  const other = hostDouble({ routeName: 'credits-id-paymentmethod', locale: 'en', member: memberFixture(), answers: () => ({ status: 200, body: { payment: payment('cancelled'), credits: 0, paid_user: false } }) });
  await renderRemote(<SWRConfig value={{ provider: () => new Map() }}><PaymentResult paymentId={7} /></SWRConfig>, other.host, messages);
  expect(await screen.findByTestId('retry-other')).toHaveTextContent('Choose another payment method');
  expect(screen.queryByTestId('retry-paypal')).toBeNull();
});
