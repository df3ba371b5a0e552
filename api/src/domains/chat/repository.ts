/** The chat domain's SQL (over db/schema.ts): conversations, their two sides' read state, and messages. Only its service calls it. */
import { sql, type SQL } from 'drizzle-orm';
import type { MessageKind } from '@dating/shared-contracts';
import type { Database } from '../../db/database.js';
import type { ChatPhotoFiles } from '../../db/schema.js';
import { queryRows } from '../../db/rows.js';
import { transaction, type Transaction } from '../../db/transaction.js';
import type { ChatsPosition } from './cursor.js';

/** A message row as the service turns it into what a member sees. */
export interface MessageRow {
  id: number;
  conversation_id: number;
  sender_profile_id: number;
  sender_member_id: number | null;
  client_id: string | null;
  kind: MessageKind;
  text: string | null;
  gift_id: string | null;
  /** The photo's files (kind photo), else null. */
  photo: ChatPhotoFiles | null;
  credits: number;
  delivered: boolean;
  sent_at: string;
}

/** One side of a conversation as the member on it sees the pair. */
export interface Side {
  conversationId: number;
  profileId: number;
  memberId: number | null;
  otherProfileId: number;
  otherMemberId: number | null;
  lastMessageId: number;
  unreadCount: number;
  readUpTo: number;
  clearedUpTo: number;
  /** The newest of this side's messages the other side has read. */
  otherReadUpTo: number;
}

/** One row of the member's chat list, most recent first. */
export interface ListRow {
  conversation_id: number;
  other_profile_id: number;
  unread_count: number;
  other_read_up_to: number;
  last_message_id: number;
  /** The sort key: the last message's time (ISO, microseconds) with conversation_id. */
  key_at: string;
}

const MESSAGE_COLUMNS = sql.raw(`m.id, m.conversation_id, m.sender_profile_id, m.sender_member_id, m.client_id, m.kind, m.text, m.gift_id,
  m.photo, m.credits, m.delivered_at is not null as delivered,
  to_char(m.created_at at time zone 'UTC', 'YYYY-MM-DD"T"HH24:MI:SS.MS"Z"') as sent_at`);

const SIDE_COLUMNS = sql.raw(`me.conversation_id as "conversationId", me.profile_id as "profileId", me.member_id as "memberId",
  other.profile_id as "otherProfileId", other.member_id as "otherMemberId", me.last_message_id as "lastMessageId",
  me.unread_count as "unreadCount", me.read_up_to as "readUpTo", me.cleared_up_to as "clearedUpTo", other.read_up_to as "otherReadUpTo"`);

/** A message is visible to `memberId`: delivered, or their own (held until they confirm). */
const visibleTo = (memberId: number) => sql`(m.delivered_at is not null or m.sender_member_id = ${memberId})`;

/** A conversation deleted with its messages: the members on it, and its photos' files to remove once committed. */
export interface RemovedConversation {
  id: number;
  memberIds: number[];
  photos: ChatPhotoFiles[];
}

/** Deletes the conversations `which` picks (a condition on conversations) with their messages, sides and read state. */
async function removeConversations(db: Database, which: SQL): Promise<RemovedConversation[]> {
  // The statement's snapshot still sees the rows the cascade deletes.
  const rows = await queryRows<{ id: number; member_ids: (number | null)[]; photos: ChatPhotoFiles[] }>(db, sql`
    with gone as (delete from conversations where ${which} returning id)
    select gone.id, array(select member_id from conversation_members where conversation_id = gone.id) as member_ids,
      coalesce((select jsonb_agg(m.photo) from messages m where m.conversation_id = gone.id and m.photo is not null), '[]'::jsonb) as photos
    from gone`);
  return rows.map((row) => ({ id: row.id, memberIds: row.member_ids.filter((id): id is number => id !== null), photos: row.photos }));
}

/** The chat queries, on the database or inside a transaction. */
export function createChatQueries(db: Database) {
  return {
    /** Locks the member's row for the rest of the transaction (one send of a member at a time); their paid flag and status. */
    async lockMember(memberId: number): Promise<{ paid: boolean; confirmed: boolean } | undefined> {
      const [row] = await queryRows<{ paid_user: boolean; status: string }>(db, sql`
        select paid_user, status from members where id = ${memberId} and deleted_at is null for update`);
      return row && { paid: row.paid_user, confirmed: row.status === 'confirmed' };
    },

    /** The member's message sent with this client id, if any. */
    async messageByClientId(memberId: number, clientId: string): Promise<MessageRow | undefined> {
      const [row] = await queryRows<MessageRow>(db, sql`
        select ${MESSAGE_COLUMNS} from messages m where m.sender_member_id = ${memberId} and m.client_id = ${clientId}`);
      return row;
    },

    /** The member's side of a conversation (undefined when the member is not on it). */
    async side(conversationId: number, memberId: number): Promise<Side | undefined> {
      const [row] = await queryRows<Side>(db, sql`
        select ${SIDE_COLUMNS} from conversation_members me
        join conversation_members other on other.conversation_id = me.conversation_id and other.profile_id <> me.profile_id
        where me.conversation_id = ${conversationId} and me.member_id = ${memberId}`);
      return row;
    },

    /** The member's side of the conversation with a profile (undefined when there is none). */
    async sideWith(memberId: number, otherProfileId: number): Promise<Side | undefined> {
      const [row] = await queryRows<Side>(db, sql`
        select ${SIDE_COLUMNS} from conversation_members me
        join conversation_members other on other.conversation_id = me.conversation_id and other.profile_id = ${otherProfileId}
        where me.member_id = ${memberId}`);
      return row;
    },

    /** How many conversations the member started. */
    async startedBy(memberId: number): Promise<number> {
      const [row] = await queryRows<{ n: number }>(db, sql`select count(*)::int as n from conversations where started_by_member_id = ${memberId}`);
      return row?.n ?? 0;
    },

    /** How many text messages the member sent without credits. */
    async freeMessagesUsed(memberId: number): Promise<number> {
      const [row] = await queryRows<{ n: number }>(db, sql`
        select count(*)::int as n from messages where sender_member_id = ${memberId} and kind = 'text' and credits = 0`);
      return row?.n ?? 0;
    },

    /**
     * The conversation of two profiles, made now when there is none (with both sides; a profile's
     * side carries its member). A conversation started at the same moment by the other side is
     * found, not made twice. Its id, and whether this call made it.
     */
    async openConversation(profileA: number, profileB: number, startedBy: number): Promise<{ id: number; created: boolean }> {
      const [low, high] = profileA < profileB ? [profileA, profileB] : [profileB, profileA];
      const [made] = await queryRows<{ id: number }>(db, sql`
        insert into conversations (low_profile_id, high_profile_id, started_by_member_id) values (${low}, ${high}, ${startedBy})
        on conflict (low_profile_id, high_profile_id) do nothing returning id`);
      if (made) {
        await db.execute(sql`
          insert into conversation_members (conversation_id, profile_id, member_id)
          select ${made.id}, p.id, p.member_id from profiles p where p.id in (${low}, ${high})`);
        return { id: made.id, created: true };
      }
      const [found] = await queryRows<{ id: number }>(db, sql`
        select id from conversations where low_profile_id = ${low} and high_profile_id = ${high}`);
      return { id: found!.id, created: false };
    },

    /** Stores a message; `delivered` false holds it until its sender confirms the e-mail. */
    async addMessage(message: {
      conversationId: number; senderProfileId: number; senderMemberId: number; clientId: string; kind: MessageKind;
      text: string | null; giftId: string | null; photo: ChatPhotoFiles | null; credits: number; delivered: boolean;
    }): Promise<MessageRow> {
      const [row] = await queryRows<MessageRow>(db, sql`
        with m as (
          insert into messages (conversation_id, sender_profile_id, sender_member_id, client_id, kind, text, gift_id, photo, credits, delivered_at)
          values (${message.conversationId}, ${message.senderProfileId}, ${message.senderMemberId}, ${message.clientId}, ${message.kind},
            ${message.text}, ${message.giftId}, ${message.photo === null ? null : JSON.stringify(message.photo)}::jsonb, ${message.credits},
            ${message.delivered ? sql`now()` : sql`null`})
          returning *)
        select ${MESSAGE_COLUMNS} from m`);
      return row!;
    },

    /**
     * A message reached one side of its conversation (its sender's side, or the receiver's once
     * delivered): it becomes that side's newest, and a received one counts as unread. The side's
     * member (null for a fictional profile).
     */
    async reached(message: Pick<MessageRow, 'id' | 'conversation_id' | 'sent_at'>, profileId: number, received: boolean): Promise<number | null> {
      const [row] = await queryRows<{ member_id: number | null }>(db, sql`
        update conversation_members set
          last_message_id = greatest(last_message_id, ${message.id}),
          last_message_at = greatest(last_message_at, ${message.sent_at}::timestamptz),
          unread_count = unread_count + ${received ? 1 : 0}
        where conversation_id = ${message.conversation_id} and profile_id = ${profileId}
        returning member_id`);
      return row?.member_id ?? null;
    },

    /** The member's unread total over every conversation (the chats badge). */
    async unreadTotal(memberId: number): Promise<number> {
      const [row] = await queryRows<{ n: number }>(db, sql`
        select coalesce(sum(unread_count), 0)::int as n from conversation_members where member_id = ${memberId} and last_message_id > cleared_up_to`);
      return row?.n ?? 0;
    },

    /**
     * Up to `limit` of the member's conversations with a message to show, most recent first,
     * strictly after `after` (a walk of the index conversation_members_list that stops after the page).
     */
    list(memberId: number, options: { after?: ChatsPosition; limit: number }): Promise<ListRow[]> {
      return queryRows<ListRow>(db, sql`
        select me.conversation_id, other.profile_id as other_profile_id, me.unread_count, other.read_up_to as other_read_up_to,
          me.last_message_id, to_char(me.last_message_at at time zone 'UTC', 'YYYY-MM-DD"T"HH24:MI:SS.US"Z"') as key_at
        from conversation_members me
        join conversation_members other on other.conversation_id = me.conversation_id and other.profile_id <> me.profile_id
        where me.member_id = ${memberId} and me.last_message_id > me.cleared_up_to
          ${options.after ? sql`and (me.last_message_at, me.conversation_id) < (${options.after.at}::timestamptz, ${options.after.id}::int)` : sql``}
        order by me.last_message_at desc, me.conversation_id desc limit ${options.limit}`);
    },

    /** Messages by id. */
    messages(ids: number[]): Promise<MessageRow[]> {
      if (ids.length === 0) return Promise.resolve([]);
      return queryRows<MessageRow>(db, sql`select ${MESSAGE_COLUMNS} from messages m where m.id in ${ids}`);
    },

    /**
     * Up to `limit` messages the member sees in a conversation, newest first: after what they
     * removed from view, above `floor`, below `before`.
     */
    page(side: Side, options: { before?: number; floor: number; limit: number }): Promise<MessageRow[]> {
      return queryRows<MessageRow>(db, sql`
        select ${MESSAGE_COLUMNS} from messages m
        where m.conversation_id = ${side.conversationId} and ${visibleTo(side.memberId ?? 0)}
          and m.id > ${Math.max(side.clearedUpTo, options.floor)}
          ${options.before === undefined ? sql`` : sql`and m.id < ${options.before}`}
        order by m.id desc limit ${options.limit}`);
    },

    /** The id of the `keep`-th newest message the member sees (what a limited history starts at), or 0 when there are fewer. */
    async nthNewest(side: Side, keep: number): Promise<number> {
      const [row] = await queryRows<{ id: number }>(db, sql`
        select m.id from messages m
        where m.conversation_id = ${side.conversationId} and ${visibleTo(side.memberId ?? 0)} and m.id > ${side.clearedUpTo}
        order by m.id desc offset ${keep - 1} limit 1`);
      return row?.id ?? 0;
    },

    /**
     * The member read their side up to `upTo` (never past its newest message, never backwards):
     * the unread count is what was received after it. Whether the read mark moved, and where it is.
     */
    async markRead(side: Side, upTo: number): Promise<{ moved: boolean; readUpTo: number }> {
      const [row] = await queryRows<{ read_up_to: number; before: number }>(db, sql`
        with before as (select read_up_to from conversation_members where conversation_id = ${side.conversationId} and profile_id = ${side.profileId} for update)
        update conversation_members cm set
          read_up_to = greatest(cm.read_up_to, least(${upTo}::int, cm.last_message_id)),
          unread_count = (select count(*)::int from messages m
            where m.conversation_id = cm.conversation_id and m.sender_profile_id <> cm.profile_id and m.delivered_at is not null
              and m.id > greatest(cm.read_up_to, least(${upTo}::int, cm.last_message_id)))
        from before
        where cm.conversation_id = ${side.conversationId} and cm.profile_id = ${side.profileId}
        returning cm.read_up_to, before.read_up_to as before`);
      return { moved: row!.read_up_to > row!.before, readUpTo: row!.read_up_to };
    },

    /** Removes the conversation from the member's view: what is there now is hidden and counts as read. */
    async clear(side: Side): Promise<void> {
      await db.execute(sql`
        update conversation_members set cleared_up_to = last_message_id, read_up_to = greatest(read_up_to, last_message_id), unread_count = 0
        where conversation_id = ${side.conversationId} and profile_id = ${side.profileId}`);
    },

    /**
     * Deletes the conversation of two profiles with its messages; its id, the members on it and its
     * photos' files, for the caller to remove once committed (none when there was no conversation).
     */
    async removeBetween(profileA: number, profileB: number): Promise<RemovedConversation | undefined> {
      const [low, high] = profileA < profileB ? [profileA, profileB] : [profileB, profileA];
      const [removed] = await removeConversations(db, sql`low_profile_id = ${low} and high_profile_id = ${high}`);
      return removed;
    },

    /** Deletes every conversation the member is on (an erased account's), as `removeBetween` does one. */
    removeAllOf(memberId: number): Promise<RemovedConversation[]> {
      return removeConversations(db, sql`id in (select conversation_id from conversation_members where member_id = ${memberId})`);
    },

    /** Delivers every held message of a member (they confirmed the e-mail); the messages delivered. */
    deliverHeld(memberId: number): Promise<MessageRow[]> {
      return queryRows<MessageRow>(db, sql`
        with m as (update messages set delivered_at = now() where sender_member_id = ${memberId} and delivered_at is null returning *)
        select ${MESSAGE_COLUMNS} from m order by m.id`);
    },

    /** The other side of a message's conversation: its profile. */
    async receiverOf(message: Pick<MessageRow, 'conversation_id' | 'sender_profile_id'>): Promise<number> {
      const [row] = await queryRows<{ profile_id: number }>(db, sql`
        select profile_id from conversation_members where conversation_id = ${message.conversation_id} and profile_id <> ${message.sender_profile_id}`);
      return row!.profile_id;
    },

    /** Whether a member is premium (has paid), for what a photo sent to them shows. */
    async isPremium(memberId: number): Promise<boolean> {
      const [row] = await queryRows<{ paid_user: boolean }>(db, sql`select paid_user from members where id = ${memberId}`);
      return row?.paid_user ?? false;
    },

    /** A photo message the member may see (on their side of its conversation, delivered or their own, not deleted from view). */
    async visiblePhoto(messageId: number, memberId: number): Promise<MessageRow | undefined> {
      const [row] = await queryRows<MessageRow>(db, sql`
        select ${MESSAGE_COLUMNS} from messages m
        join conversation_members me on me.conversation_id = m.conversation_id and me.member_id = ${memberId}
        where m.id = ${messageId} and m.kind = 'photo' and m.id > me.cleared_up_to and ${visibleTo(memberId)}`);
      return row;
    },

    /**
     * A member's message reached a fictional profile: the conversation waits for an operator from
     * this message on, or goes on waiting from its first unanswered one. Whether it starts waiting now.
     */
    async awaitOperator(message: Pick<MessageRow, 'id' | 'conversation_id' | 'sent_at' | 'sender_member_id'>, profileId: number): Promise<{ created: boolean; waitingSince: string }> {
      const [row] = await queryRows<{ created: boolean; waiting_since: string }>(db, sql`
        insert into operator_queue (conversation_id, profile_id, member_id, waiting_since, last_message_id)
        values (${message.conversation_id}, ${profileId}, ${message.sender_member_id}, ${message.sent_at}::timestamptz, ${message.id})
        on conflict (conversation_id) do update set last_message_id = greatest(operator_queue.last_message_id, excluded.last_message_id)
        returning (xmax = 0) as created, to_char(waiting_since at time zone 'UTC', 'YYYY-MM-DD"T"HH24:MI:SS.MS"Z"') as waiting_since`);
      return { created: row!.created, waitingSince: row!.waiting_since };
    },

    /** The answer an operator sent with this client id, if any. */
    async operatorMessageByClientId(staffId: number, clientId: string): Promise<MessageRow | undefined> {
      const [row] = await queryRows<MessageRow>(db, sql`
        select ${MESSAGE_COLUMNS} from messages m where m.written_by_staff_id = ${staffId} and m.client_id = ${clientId}`);
      return row;
    },

    /** Stores an operator's answer as the fictional profile: free, delivered at once, marked as the operator's. */
    async addOperatorMessage(message: { conversationId: number; profileId: number; staffId: number; clientId: string; text: string }): Promise<MessageRow> {
      const [row] = await queryRows<MessageRow>(db, sql`
        with m as (
          insert into messages (conversation_id, sender_profile_id, sender_member_id, client_id, kind, text, credits, delivered_at, written_by_staff_id)
          values (${message.conversationId}, ${message.profileId}, null, ${message.clientId}, 'text', ${message.text}, 0, now(), ${message.staffId})
          returning *)
        select ${MESSAGE_COLUMNS} from m`);
      return row!;
    },

    /** The fictional side has read everything it received (an operator answered): where its read mark is now. */
    async readAll(conversationId: number, profileId: number): Promise<{ moved: boolean; readUpTo: number }> {
      const [row] = await queryRows<{ read_up_to: number; before: number }>(db, sql`
        with before as (select read_up_to from conversation_members where conversation_id = ${conversationId} and profile_id = ${profileId} for update)
        update conversation_members cm set read_up_to = greatest(cm.read_up_to, cm.last_message_id), unread_count = 0
        from before where cm.conversation_id = ${conversationId} and cm.profile_id = ${profileId}
        returning cm.read_up_to, before.read_up_to as before`);
      return { moved: (row?.read_up_to ?? 0) > (row?.before ?? 0), readUpTo: row?.read_up_to ?? 0 };
    },

    /** The member's credit balance (read, never written: the ledger owns it). */
    async balance(memberId: number): Promise<number> {
      const [row] = await queryRows<{ credits: number }>(db, sql`select credits from members where id = ${memberId}`);
      return row?.credits ?? 0;
    },
  };
}
/** The chat queries' type. */
export type ChatQueries = ReturnType<typeof createChatQueries>;

/** The chat repository: its queries, and units of work in one transaction. */
export function createChatRepository(db: Database) {
  return {
    ...createChatQueries(db),
    /** Runs `work` in one transaction with the queries on it, so a message, its charge and its events commit together. */
    inTransaction<T>(work: (tx: Transaction, chat: ChatQueries) => Promise<T>): Promise<T> {
      return transaction(db, (tx) => work(tx, createChatQueries(tx)));
    },
    /** The queries inside a transaction another domain opened (an account's erasure). */
    within: (tx: Transaction): ChatQueries => createChatQueries(tx),
  };
}
/** The chat repository's type, for its service. */
export type ChatRepository = ReturnType<typeof createChatRepository>;
