import { expect, test } from '@jest/globals';
import type { ChatMessage } from '@dating/shared-contracts';
import { mergeMessages, newestReceived } from './merge-messages';

const message = (id: number, mine: boolean, status: ChatMessage['status'] = mine ? 'sent' : null): ChatMessage => ({
  id, mine, kind: 'text', text: `m${id}`, gift_id: null, photo: null, sent_at: '2026-01-01T00:00:00.000Z', status, client_id: mine ? `c${id}` : null,
});

test('merges pages and live messages newest first, each once, and marks own messages read up to the receipt', () => {
  const merged = mergeMessages([[message(5, true)], [message(5, true), message(4, false), message(3, true)], [message(2, true, 'held')]], 3);
  expect(merged.map((m) => [m.id, m.status])).toEqual([[5, 'sent'], [4, null], [3, 'read'], [2, 'held']]);
  expect(newestReceived(merged)).toBe(4);
  expect(newestReceived([message(1, true)])).toBe(0);
});
