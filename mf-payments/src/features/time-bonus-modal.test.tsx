import { afterEach, beforeEach, expect, jest, test } from '@jest/globals';
import { act, screen } from '@testing-library/react';
import { DISMISSAL_KEYS, TIME_BONUS_MODAL_DELAY_MS } from '@dating/shared-contracts';
import { hostDouble, memberFixture, renderRemote } from '@dating/remote-kit/testing';
import { TimeBonusModal } from './time-bonus-modal';
import { messages } from '../i18n/texts';

const offer = (discount: unknown) => ({
  country: 'NL', currency: 'EUR', vat_rate: 21, message_credits: 10, refund_days: 14, packages: [], methods: [], discount,
});
const bonus = () => ({ code: 'TIMEBONUS25', percentage: 25, expires_at: new Date(Date.now() + 2 * 3_600_000).toISOString() });

beforeEach(() => {
  localStorage.clear();
  jest.useFakeTimers({ doNotFake: ['queueMicrotask', 'nextTick', 'setImmediate'] });
});
afterEach(() => {
  jest.useRealTimers();
});

async function show(discount: unknown, member = memberFixture({ credits: 0, paid_user: false }), dueAt?: number) {
  const { host, requests } = hostDouble({ routeName: 'members', locale: 'nl', member, answers: () => ({ status: 200, body: offer(discount) }) });
  await renderRemote(<TimeBonusModal dueAt={dueAt} />, host, messages);
  return { host, requests };
}

test('appears 40 s after entering with 0 credits while the server says the bonus holds, with the countdown; asks nothing before', async () => {
  const { requests } = await show(bonus());
  await act(async () => void jest.advanceTimersByTime(TIME_BONUS_MODAL_DELAY_MS - 1_000));
  expect(screen.queryByTestId('time-bonus-modal')).toBeNull();
  expect(requests).toHaveLength(0);
  await act(async () => void jest.advanceTimersByTime(1_000));
  expect(await screen.findByTestId('time-bonus-modal')).toHaveTextContent('Wees er snel bij: alleen in je eerste 4 uur krijg je 25% korting');
  expect(screen.getByTestId('time-bonus-modal-countdown')).toHaveTextContent(/Nog 1:59:\d\d|Nog 2:00:00/);
});

test('mounted shortly before it is due, it appears when the shell says (40 s after the member entered), not 40 s after its mount', async () => {
  await show(bonus(), undefined, Date.now() + 8_000);
  await act(async () => void jest.advanceTimersByTime(7_000));
  expect(screen.queryByTestId('time-bonus-modal')).toBeNull();
  await act(async () => void jest.advanceTimersByTime(1_000));
  expect(await screen.findByTestId('time-bonus-modal')).toBeTruthy();
});

test('stays away when the server gives no bonus', async () => {
  await show(null);
  await act(async () => void jest.advanceTimersByTime(TIME_BONUS_MODAL_DELAY_MS));
  await act(async () => void jest.advanceTimersByTime(10));
  expect(screen.queryByTestId('time-bonus-modal')).toBeNull();
});

test('a dismissal is remembered by its time and the modal does not come back', async () => {
  localStorage.setItem(DISMISSAL_KEYS.timeBonus, new Date().toISOString());
  const { requests } = await show(bonus());
  await act(async () => void jest.advanceTimersByTime(TIME_BONUS_MODAL_DELAY_MS));
  expect(screen.queryByTestId('time-bonus-modal')).toBeNull();
  expect(requests).toHaveLength(0);
});
