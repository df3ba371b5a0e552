/**
 * A message as one member sees it. A photo's URLs lead to GET /api/chat-photo.php, which checks
 * again who asks; a receiver who is not premium gets only the blurred copy's URL, so a sharp URL
 * never reaches that browser (the same rule as profile photos, domains/profiles/photos.ts).
 */
import { ENDPOINTS, type ChatMessage, type ChatPhoto } from '@dating/shared-contracts';
import type { ChatPhotoFiles } from '../../db/schema.js';
import type { MessageRow } from './repository.js';

/** Who looks at a message: the member and whether they are premium. */
export interface MessageViewer {
  memberId: number;
  premium: boolean;
}

/** Whether `viewer` may see a photo message sharp: their own, or received while premium. */
export function seesSharp(row: Pick<MessageRow, 'sender_member_id'>, viewer: MessageViewer): boolean {
  return row.sender_member_id === viewer.memberId || viewer.premium;
}

const photoUrl = (messageId: number, size: number | 'blurred') => `${ENDPOINTS.chatPhoto.path}?id=${messageId}&size=${size}`;

/** A photo message's files as `viewer` may see them. */
function photoView(row: MessageRow & { photo: ChatPhotoFiles }, viewer: MessageViewer): ChatPhoto {
  if (!seesSharp(row, viewer)) {
    const { width, height } = row.photo.blurred;
    return { locked: true, sizes: [{ url: photoUrl(row.id, 'blurred'), width, height }] };
  }
  return { locked: false, sizes: row.photo.sizes.map((size, index) => ({ url: photoUrl(row.id, index), width: size.width, height: size.height })) };
}

/** A message as `viewer` sees it; `otherReadUpTo` tells which of their own the other side read. */
export function messageView(row: MessageRow, viewer: MessageViewer, otherReadUpTo: number): ChatMessage {
  const mine = row.sender_member_id === viewer.memberId;
  return {
    id: row.id,
    mine,
    kind: row.kind,
    text: row.text,
    gift_id: row.gift_id,
    photo: row.photo ? photoView({ ...row, photo: row.photo }, viewer) : null,
    sent_at: row.sent_at,
    status: mine ? (!row.delivered ? 'held' : row.id <= otherReadUpTo ? 'read' : 'sent') : null,
    client_id: mine ? row.client_id : null,
  };
}
