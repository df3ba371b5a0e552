/** Small texts of a message shared by the list and the conversation. */
import type { ChatMessage } from '@dating/shared-contracts';

/** Characters as the server counts them (code points: an emoji is one). */
export function characters(text: string): number {
  return [...text].length;
}

/** A short time for a message: the clock today, else the date. */
export function messageTime(iso: string, locale: string, now = new Date()): string {
  const at = new Date(iso);
  const sameDay = at.toDateString() === now.toDateString();
  return new Intl.DateTimeFormat(locale, sameDay ? { hour: '2-digit', minute: '2-digit' } : { day: 'numeric', month: 'short' }).format(at);
}

/** Whether a message is a gift (shown as a picture, never as text). */
export const isGift = (message: Pick<ChatMessage, 'kind'>) => message.kind === 'gift';
