import { expect, test } from '@jest/globals';
import { screen, within } from '@testing-library/react';
import { SWRConfig } from 'swr';
import { hostDouble, memberFixture, renderRemote } from '@dating/remote-kit/testing';
import { CreditsPage } from './credits';
import { messages } from '../i18n/texts';

const offer = {
  country: 'NL', currency: 'EUR', vat_rate: 21, message_credits: 10, refund_days: 14,
  packages: [
    { id: 1, credits: 100, price: 399, price_now: 299, message_price: 39.9, best_value: false },
    { id: 4, credits: 1000, price: 2500, price_now: 1875, message_price: 25, best_value: true },
  ],
  methods: ['ideal', 'creditcard', 'paypal', 'applepay'],
  discount: { code: 'TIMEBONUS25', percentage: 25, expires_at: new Date(Date.now() + 3_600_000).toISOString() },
};

async function show(locale: 'nl' | 'de', answer: typeof offer = offer) {
  const { host } = hostDouble({ routeName: 'credits', locale, member: memberFixture(), answers: () => ({ status: 200, body: answer }) });
  return renderRemote(<SWRConfig value={{ provider: () => new Map() }}><CreditsPage /></SWRConfig>, host, messages);
}

test('shows the packages in the country\'s currency for the member\'s language, the best value and the discount', async () => {
  await show('nl');
  const packages = await screen.findAllByTestId('package');
  expect(packages).toHaveLength(2);
  // Intl's Dutch euro format, discounted price first and the list price struck through.
  expect(within(packages[1]!).getByTestId('package-price')).toHaveTextContent('€ 18,75€ 25,00');
  expect(within(packages[1]!).getByTestId('best-value')).toHaveTextContent('Beste koop');
  expect(within(packages[0]!).queryByTestId('best-value')).toBeNull();
  expect(packages[1]).toHaveTextContent('€ 0,188 per bericht');
  expect(screen.getByTestId('discount-banner')).toHaveTextContent(/25% korting op alle pakketten\. Nog 0:59:\d\d|Nog 1:00:00/);
});

test('a discount that holds for weeks (the deletion flow\'s stay code) shows its last day, not a clock', async () => {
  await show('nl', { ...offer, discount: { code: 'STAY-ABCDEFGH', percentage: 50, expires_at: '2030-03-14T12:00:00.000Z' } });
  const banner = await screen.findByTestId('discount-banner');
  expect(banner).toHaveTextContent('50% korting op alle pakketten. Geldig tot 14 maart 2030');
  expect(screen.queryByTestId('time-bonus-countdown')).toBeNull();
});

test('lists the methods with their marks, leaving Apple Pay out where the browser cannot pay with it', async () => {
  await show('de');
  const methods = await screen.findAllByTestId('method');
  expect(methods.map((method) => method.dataset.method)).toEqual(['ideal', 'creditcard', 'paypal']);
  expect(methods[1]).toHaveTextContent('Kreditkarte');
  expect(methods[0]!.querySelector('svg[data-method-mark="ideal"]')).not.toBeNull();
});
