/**
 * Chat: conversations between a member and a profile, paid per message exactly once. A send is one
 * transaction: the member's row is locked (one send of a member at a time), a repeated client id
 * answers the message it made, else the message is stored, charged through the credit ledger keyed
 * by its client id, and announced to the receiver, all committed together or not at all. The rules
 * (free conversations and messages, held messages, the history limit) are in docs/chat.md.
 */
import {
  CHAT_HISTORY_FREE, CHAT_LIST_PAGE_SIZE, CHAT_PAGE_SIZE, CHAT_REPORT_MESSAGES, FREE_CONVERSATIONS, FREE_MESSAGES,
  type ChatAnswer, type ChatListItem, type ChatPhotoQuery, type ChatQuery, type ChatsAnswer, type ChatsQuery, type MessageKind, type SendMessage,
  type SendMessageAnswer, type SendPhotoFields,
} from '@dating/shared-contracts';
import type { ChatPhotoFiles } from '../../db/schema.js';
import type { Transaction } from '../../db/transaction.js';
import type { Complainant, ComplaintsService } from '../complaints/index.js';
import type { CountsService } from '../counts/index.js';
import type { CreditsService } from '../credits/index.js';
import { DomainError } from '../domain-error.js';
import type { DomainEventBus } from '../events.js';
import type { PhotosService } from '../photos/index.js';
import type { CardSite, ProfilesService, Viewer } from '../profiles/index.js';
import type { ServerEventsService } from '../server-events/index.js';
import { decodeChatsCursor, encodeChatsCursor } from './cursor.js';
import { giftCatalogue, isGift } from './gifts.js';
import { messageView, seesSharp } from './message-view.js';
import type { ChatQueries, ChatRepository, MessageRow, RemovedConversation, Side } from './repository.js';

/** What the chat domain needs of others. */
export interface ChatNeeds {
  profiles: Pick<ProfilesService, 'cards' | 'isVisible'>;
  credits: Pick<CreditsService, 'spend'>;
  serverEvents: Pick<ServerEventsService, 'record' | 'recordStaff'>;
  counts: CountsService;
  events: DomainEventBus;
  /** Reports from the chat are complaints, with the conversation's last messages as evidence. */
  complaints: Pick<ComplaintsService, 'file'>;
  /** Photos sent in the chat go through the profile photos' pipeline, and are read back from it. */
  photos: Pick<PhotosService, 'render' | 'discard' | 'read'>;
}

/** The prices and bounds of the member's site. */
export interface ChatSite extends CardSite {
  messageCredits: number;
  giftCredits: number;
  photoCredits: number;
  messageLength: number;
}

/** Where a send goes: a conversation of the member's, or a profile (starting one). */
type SendTarget = Pick<SendMessage, 'profile_id' | 'conversation_id' | 'client_id'>;

/** What a message carries, one kind at a time. */
interface MessageContent {
  kind: MessageKind;
  text: string | null;
  giftId: string | null;
  photo: ChatPhotoFiles | null;
}

export function createChatService(repository: ChatRepository, needs: ChatNeeds) {
  const { serverEvents } = needs;

  /** The member's unread total as it stands in `tx`, for their badge. */
  async function announceUnread(tx: Transaction, chat: ChatQueries, memberId: number): Promise<void> {
    await serverEvents.record(tx, memberId, 'counts.changed', { counts: { messages: await chat.unreadTotal(memberId) } });
  }

  /** A message reached its receiver: their side counts it, and a member (not a fictional profile) hears it. */
  async function deliver(tx: Transaction, chat: ChatQueries, message: MessageRow): Promise<void> {
    const receiverProfileId = await chat.receiverOf(message);
    const receiverMemberId = await chat.reached(message, receiverProfileId, true);
    // A fictional profile's messages wait for an operator (the operators' queue, told on their stream).
    if (receiverMemberId === null) {
      if (message.sender_member_id === null) return;
      const queued = await chat.awaitOperator(message, receiverProfileId);
      if (queued.created) {
        await serverEvents.recordStaff(tx, 'conversation.waiting', { conversation_id: message.conversation_id, profile_id: receiverProfileId, waiting_since: queued.waitingSince });
      }
      return;
    }
    // Only a photo shows differently to premium receivers (sharp) and others (blurred).
    const premium = message.kind === 'photo' && (await chat.isPremium(receiverMemberId));
    await serverEvents.record(tx, receiverMemberId, 'message.received', {
      conversation_id: message.conversation_id, profile_id: message.sender_profile_id, message: messageView(message, { memberId: receiverMemberId, premium }, 0),
    });
    await announceUnread(tx, chat, receiverMemberId);
  }

  /** Conversations deleted in `tx`: the open tabs of the members on them (but `except`) drop each one and its unread messages. */
  async function announceRemoved(tx: Transaction, chat: ChatQueries, removed: RemovedConversation[], except: number | null = null): Promise<void> {
    const told = new Set<number>();
    for (const conversation of removed) {
      for (const memberId of conversation.memberIds.filter((id) => id !== except)) {
        await serverEvents.record(tx, memberId, 'conversation.deleted', { conversation_id: conversation.id });
        told.add(memberId);
      }
    }
    for (const memberId of told) await announceUnread(tx, chat, memberId);
  }

  /** Removes the photos' files of deleted conversations: only once their messages are gone for good (after the commit). */
  function discardPhotos(removed: RemovedConversation[]): Promise<void> {
    return needs.photos.discard(removed.flatMap((conversation) => conversation.photos).flatMap((photo) => [...photo.sizes, photo.blurred]));
  }

  needs.counts.register('messages', (memberId) => repository.unreadTotal(memberId));

  needs.events.on('member.blocked', async (event) => {
    if (event.blockerProfileId === null) return;
    const blockerProfileId = event.blockerProfileId;
    const gone = await repository.inTransaction(async (tx, chat) => {
      const removed = await chat.removeBetween(blockerProfileId, event.blockedProfileId);
      if (removed) await announceRemoved(tx, chat, [removed]);
      return removed;
    });
    if (gone) await discardPhotos([gone]);
  });

  needs.events.on('member.confirmed', async ({ memberId }) => {
    await repository.inTransaction(async (tx, chat) => {
      for (const message of await chat.deliverHeld(memberId)) await deliver(tx, chat, message);
    });
  });

  /** The member's side of a conversation, refused as not found when the member is not on it or may no longer see the other profile. */
  async function sideOf(site: CardSite, viewer: Viewer, conversationId: number, chat: ChatQueries = repository): Promise<Side> {
    const side = await chat.side(conversationId, viewer.memberId);
    if (!side || !(await needs.profiles.isVisible(site.id, viewer, side.otherProfileId))) throw new DomainError('not_found');
    return side;
  }

  /** Where a send goes, checked against the profiles domain's visibility before any transaction (a block deletes the conversation anyway). */
  async function targetOf(site: CardSite, viewer: Viewer, target: SendTarget): Promise<{ side: Side | null; otherProfileId: number; myProfileId: number }> {
    if (viewer.profileId === null) throw new DomainError('not_found');
    const side = target.conversation_id !== undefined ? await sideOf(site, viewer, target.conversation_id) : null;
    if (target.profile_id !== undefined && !(await needs.profiles.isVisible(site.id, viewer, target.profile_id))) throw new DomainError('not_found');
    return { side, otherProfileId: side?.otherProfileId ?? target.profile_id!, myProfileId: viewer.profileId };
  }

  /** The answer to a repeated client id: the message it made, nothing charged again. */
  async function replay(chat: ChatQueries, viewer: Viewer, earlier: MessageRow): Promise<SendMessageAnswer> {
    const earlierSide = await chat.side(earlier.conversation_id, viewer.memberId);
    return {
      conversation: { id: earlier.conversation_id }, message: messageView(earlier, viewer, earlierSide?.otherReadUpTo ?? 0),
      credits: await chat.balance(viewer.memberId), replayed: true,
    };
  }

  /** What a message costs: texts are free while a never-paid member has free messages left; gifts and photos always cost. */
  function costOf(site: ChatSite, kind: MessageKind, freeLeft: number): number {
    if (kind === 'gift') return site.giftCredits;
    if (kind === 'photo') return site.photoCredits;
    return freeLeft > 0 ? 0 : site.messageCredits;
  }

  /** Stores, charges and announces one message in one transaction; see the file's comment. */
  function store(site: ChatSite, viewer: Viewer, target: Awaited<ReturnType<typeof targetOf>>, clientId: string, content: MessageContent): Promise<SendMessageAnswer> {
    const { side, otherProfileId, myProfileId } = target;
    return repository.inTransaction(async (tx, chat) => {
      const member = await chat.lockMember(viewer.memberId);
      if (!member) throw new DomainError('auth_required');
      const earlier = await chat.messageByClientId(viewer.memberId, clientId);
      if (earlier) return replay(chat, viewer, earlier);
      let conversationId = side?.conversationId;
      if (conversationId === undefined) {
        const existing = await chat.sideWith(viewer.memberId, otherProfileId);
        if (existing) conversationId = existing.conversationId;
        else {
          if (!member.paid && (await chat.startedBy(viewer.memberId)) >= FREE_CONVERSATIONS) {
            throw new DomainError('premium_only', { values: { limit: FREE_CONVERSATIONS } });
          }
          conversationId = (await chat.openConversation(myProfileId, otherProfileId, viewer.memberId)).id;
        }
      }
      const freeLeft = member.paid || content.kind !== 'text' ? 0 : Math.max(0, FREE_MESSAGES - (await chat.freeMessagesUsed(viewer.memberId)));
      const cost = costOf(site, content.kind, freeLeft);
      const message = await chat.addMessage({
        conversationId, senderProfileId: myProfileId, senderMemberId: viewer.memberId, clientId, ...content, credits: cost, delivered: member.confirmed,
      });
      // Keyed by the member's client id: the same send can never be charged twice, whatever reaches the ledger.
      const charge = cost > 0
        ? await needs.credits.spend(tx, viewer.memberId, cost, content.kind === 'text' ? 'message' : content.kind, `message:${viewer.memberId}:${clientId}`, `message:${message.id}`)
        : null;
      await chat.reached(message, myProfileId, false);
      if (message.delivered) await deliver(tx, chat, message);
      const mySide = await chat.side(conversationId, viewer.memberId);
      return {
        conversation: { id: conversationId }, message: messageView(message, viewer, mySide?.otherReadUpTo ?? 0),
        credits: charge ? charge.balanceAfter : await chat.balance(viewer.memberId), replayed: false,
      };
    });
  }

  return {
    /**
     * A page of the member's conversations, most recent first, with the other profile's card, the
     * cursor of the next page (after the last row read, shown or not), and the unread total of the
     * whole list (the badge's count).
     */
    async list(site: CardSite, viewer: Viewer, query: ChatsQuery): Promise<ChatsAnswer> {
      const after = query.after === undefined ? undefined : decodeChatsCursor(query.after);
      const read = await repository.list(viewer.memberId, { after, limit: CHAT_LIST_PAGE_SIZE + 1 });
      const rows = read.slice(0, CHAT_LIST_PAGE_SIZE);
      const [cards, messages, unread] = await Promise.all([
        needs.profiles.cards(site, viewer, [...new Set(rows.map((row) => row.other_profile_id))]),
        repository.messages(rows.map((row) => row.last_message_id)),
        repository.unreadTotal(viewer.memberId),
      ]);
      const byId = new Map(messages.map((message) => [message.id, message]));
      const chats: ChatListItem[] = rows.flatMap((row) => {
        const profile = cards.get(row.other_profile_id);
        // A conversation with a profile the member may no longer see (hidden, deleted) leaves the list.
        if (!profile) return [];
        const last = byId.get(row.last_message_id);
        return [{
          conversation: { id: row.conversation_id }, profile, num_unread_messages: row.unread_count,
          last_message: last ? messageView(last, viewer, row.other_read_up_to) : null,
        }];
      });
      const last = rows.at(-1);
      const next = read.length > CHAT_LIST_PAGE_SIZE && last ? encodeChatsCursor({ at: last.key_at, id: last.conversation_id }) : null;
      return { chats, unread_messages: unread, next };
    },

    /** A page of a conversation (by id or with a profile), newest first; a non-premium member sees the newest CHAT_HISTORY_FREE. */
    async history(site: ChatSite, viewer: Viewer, query: ChatQuery): Promise<ChatAnswer> {
      const side = query.id !== undefined ? await sideOf(site, viewer, query.id) : await repository.sideWith(viewer.memberId, query.profile_id!);
      const profileId = side?.otherProfileId ?? query.profile_id!;
      const card = (await needs.profiles.cards(site, viewer, [profileId])).get(profileId);
      if (!card) throw new DomainError('not_found');
      const freeLeft = viewer.premium ? 0 : Math.max(0, FREE_MESSAGES - (await repository.freeMessagesUsed(viewer.memberId)));
      const pricing = { message_cost: freeLeft > 0 ? 0 : site.messageCredits, free_messages_left: freeLeft };
      if (!side) return { conversation: null, profile: card, messages: [], before: null, history_limited: false, read_up_to: 0, ...pricing };
      const nth = viewer.premium ? 0 : await repository.nthNewest(side, CHAT_HISTORY_FREE);
      const rows = await repository.page(side, { before: query.before, floor: nth > 0 ? nth - 1 : 0, limit: CHAT_PAGE_SIZE + 1 });
      const shown = rows.slice(0, CHAT_PAGE_SIZE);
      const atEnd = rows.length <= CHAT_PAGE_SIZE;
      // The history limit hid something only when older messages exist below the newest CHAT_HISTORY_FREE.
      const limited = nth > 0 && atEnd && (await repository.page(side, { before: nth, floor: 0, limit: 1 })).length > 0;
      return {
        conversation: { id: side.conversationId }, profile: card,
        messages: shown.map((row) => messageView(row, viewer, side.otherReadUpTo)),
        before: atEnd ? null : shown.at(-1)!.id,
        history_limited: limited, read_up_to: side.otherReadUpTo, ...pricing,
      };
    },

    /** Sends a text or a gift; see the file's comment. */
    async send(site: ChatSite, viewer: Viewer, body: SendMessage): Promise<SendMessageAnswer> {
      if (body.text !== undefined && [...body.text].length > site.messageLength) {
        throw new DomainError('message_too_long', { values: { max: site.messageLength } });
      }
      if (body.gift_id !== undefined && !isGift(body.gift_id)) throw new DomainError('not_found');
      const content: MessageContent = body.gift_id !== undefined
        ? { kind: 'gift', text: null, giftId: body.gift_id, photo: null }
        : { kind: 'text', text: body.text ?? null, giftId: null, photo: null };
      return store(site, viewer, await targetOf(site, viewer, body), body.client_id, content);
    },

    /**
     * Sends a photo: the file goes through the photos pipeline (refused files store nothing), then
     * the message is stored and charged as a text is. A repeated client id answers the first
     * message before any decoding; files of a send that stores no message are removed.
     */
    async sendPhoto(site: ChatSite, viewer: Viewer, fields: SendPhotoFields, file: Buffer): Promise<SendMessageAnswer> {
      const target = await targetOf(site, viewer, fields);
      const earlier = await repository.messageByClientId(viewer.memberId, fields.client_id);
      if (earlier) return replay(repository, viewer, earlier);
      const rendered = await needs.photos.render(file, `chat/${viewer.memberId}`);
      const files = [...rendered.sizes, rendered.blurred];
      try {
        const answer = await store(site, viewer, target, fields.client_id, { kind: 'photo', text: null, giftId: null, photo: rendered });
        // A parallel send with the same client id stored its own files first.
        if (answer.replayed) await needs.photos.discard(files);
        return answer;
      } catch (error) {
        await needs.photos.discard(files);
        throw error;
      }
    },

    /**
     * One file of a photo message, for the conversation's two members only (anyone else: not
     * found); a receiver who is not premium gets only the blurred copy (a sharp size: premium_only).
     */
    async photoFile(viewer: Viewer, query: ChatPhotoQuery): Promise<Buffer> {
      const row = await repository.visiblePhoto(query.id, viewer.memberId);
      if (!row?.photo) throw new DomainError('not_found');
      if (query.size === 'blurred') return needs.photos.read(row.photo.blurred);
      if (!seesSharp(row, viewer)) throw new DomainError('premium_only');
      const size = row.photo.sizes[query.size];
      if (!size) throw new DomainError('not_found');
      return needs.photos.read(size);
    },

    /** The member read a conversation up to a message: the sender hears it, the member's tabs get the new total. */
    async read(site: CardSite, viewer: Viewer, conversationId: number, upTo: number): Promise<{ unread_messages: number }> {
      const side = await sideOf(site, viewer, conversationId);
      return repository.inTransaction(async (tx, chat) => {
        const { moved, readUpTo } = await chat.markRead(side, upTo);
        if (moved && side.otherMemberId !== null) await serverEvents.record(tx, side.otherMemberId, 'message.read', { conversation_id: conversationId, up_to: readUpTo });
        const total = await chat.unreadTotal(viewer.memberId);
        if (moved) await serverEvents.record(tx, viewer.memberId, 'counts.changed', { counts: { messages: total } });
        return { unread_messages: total };
      });
    },

    /** Removes a conversation from the member's list; their other tabs drop it too. */
    async remove(viewer: Viewer, conversationId: number): Promise<void> {
      const side = await repository.side(conversationId, viewer.memberId);
      if (!side) throw new DomainError('not_found');
      await repository.inTransaction(async (tx, chat) => {
        await chat.clear(side);
        await serverEvents.record(tx, viewer.memberId, 'conversation.deleted', { conversation_id: conversationId });
        await announceUnread(tx, chat, viewer.memberId);
      });
    },

    /**
     * Reports the other side of a conversation: a complaint (category harassment) about that
     * profile, with the last CHAT_REPORT_MESSAGES messages the member sees as evidence. Its reference.
     */
    async report(site: CardSite, viewer: Viewer, conversationId: number, description: string, by: Complainant, origin: string): Promise<string> {
      const side = await sideOf(site, viewer, conversationId);
      const rows = await repository.page(side, { floor: 0, limit: CHAT_REPORT_MESSAGES });
      return needs.complaints.file({ category: 'harassment', description, profile_id: side.otherProfileId }, by, origin, {
        conversation_id: conversationId,
        messages: rows.map((row) => ({
          id: row.id, from: row.sender_member_id === viewer.memberId ? 'complainant' as const : 'reported' as const,
          kind: row.kind, text: row.text, gift_id: row.gift_id, sent_at: row.sent_at,
        })),
      });
    },

    /**
     * An account is erased, inside the erasure's transaction `tx`: every conversation of the member
     * goes with its messages (sent by either side), and the other members' tabs drop it. Resolves
     * with the removal of those messages' photo files, for the caller to run once `tx` has
     * committed: a rolled-back erasure keeps its messages, so it must keep their files.
     */
    async memberErased(tx: Transaction, memberId: number): Promise<() => Promise<void>> {
      const chat = repository.within(tx);
      const removed = await chat.removeAllOf(memberId);
      await announceRemoved(tx, chat, removed, memberId);
      return () => discardPhotos(removed);
    },

    /** An operator's earlier answer sent with this client id (a retried answer), if any. */
    operatorAnswerOf(tx: Transaction, staffId: number, clientId: string): Promise<MessageRow | undefined> {
      return repository.within(tx).operatorMessageByClientId(staffId, clientId);
    },

    /**
     * An operator's answer as the fictional profile `profileId`, inside the operators' transaction
     * `tx` (whose claim, audit row and queue change commit with it): stored free (no ledger entry:
     * no one pays for it), marked as written by the operator, the fictional side having read what
     * came before, and delivered to the member live like any message.
     */
    async answerAsProfile(tx: Transaction, answer: { conversationId: number; profileId: number; memberId: number; staffId: number; clientId: string; text: string }): Promise<MessageRow> {
      const chat = repository.within(tx);
      const { moved, readUpTo } = await chat.readAll(answer.conversationId, answer.profileId);
      if (moved) await serverEvents.record(tx, answer.memberId, 'message.read', { conversation_id: answer.conversationId, up_to: readUpTo });
      const message = await chat.addOperatorMessage(answer);
      await chat.reached(message, answer.profileId, false);
      await deliver(tx, chat, message);
      return message;
    },

    /** The gift catalogue at the site's price. */
    gifts(site: Pick<ChatSite, 'giftCredits'>) {
      return { gifts: giftCatalogue(site.giftCredits) };
    },
  };
}
/** The chat service's type, for the plugin and other domains. */
export type ChatService = ReturnType<typeof createChatService>;
