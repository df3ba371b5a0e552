/** Small texts of a message shared by the list and the conversation. */
import type { ChatMessage } from '@dating/shared-contracts';

/** Characters as the server counts them (code points: an emoji is one). */
export function characters(text: string): number {
  return [...text].length;
}

// A formatter is costly to make and cheap to use: one per locale and kind, not one per message and render.
const formatters = new Map<string, Intl.DateTimeFormat>();

/** A short time for a message: the clock today, else the date. */
export function messageTime(iso: string, locale: string, now = new Date()): string {
  const at = new Date(iso);
  const sameDay = at.toDateString() === now.toDateString();
  const key = `${locale}|${sameDay}`;
  let format = formatters.get(key);
  if (!format) {
    format = new Intl.DateTimeFormat(locale, sameDay ? { hour: '2-digit', minute: '2-digit' } : { day: 'numeric', month: 'short' });
    formatters.set(key, format);
  }
  return format.format(at);
}

/** Whether a message is a gift (shown as a picture, never as text). */
export const isGift = (message: Pick<ChatMessage, 'kind'>) => message.kind === 'gift';
