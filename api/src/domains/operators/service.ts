/**
 * Operators write as the fictional profiles. A member's message to one puts the conversation in
 * the queue (the chat's send does, in its transaction); an operator claims it, which locks it for
 * OPERATOR_CLAIM_MINUTES against every other operator, reads the member's profile, the fictional
 * profile's notes and the whole history, and answers as the fictional profile through the chat
 * service: free, marked as the operator's, delivered live to the member. Every change is audited
 * in its own transaction and told to the staff streams.
 */
import {
  OPERATOR_CLAIM_MINUTES, OPERATOR_HISTORY_MAX, OPERATOR_QUEUE_PAGE_SIZE, OPERATOR_STATS_DAYS,
  type OperatorConversationAnswer, type OperatorQueueAnswer, type OperatorStatsAnswer, type StaffRole,
} from '@dating/shared-contracts';
import type { Database } from '../../db/database.js';
import { transaction, type Transaction } from '../../db/transaction.js';
import type { ChatService, MessageRow } from '../chat/index.js';
import { DomainError } from '../domain-error.js';
import type { ServerEventsService } from '../server-events/index.js';
import type { StaffChange, StaffService } from '../staff/index.js';
import type { FiguresRow, HistoryRow, OperatorsQueries, ProfileRow } from './repository.js';

/** What the operators need of other domains. */
export interface OperatorsNeeds {
  chat: Pick<ChatService, 'answerAsProfile' | 'operatorAnswerOf'>;
  serverEvents: Pick<ServerEventsService, 'recordStaff'>;
  audit(tx: Transaction, change: StaffChange): Promise<void>;
  /** The staff bar counts the waiting conversations through this. */
  registerQueue: StaffService['registerQueue'];
}

/** The staff member acting. */
export interface Operator {
  id: number;
  role: StaffRole;
}

function profileView(row: ProfileRow) {
  return { id: row.id, name: row.name, gender: row.gender, age: row.age, city: row.city, country: row.country, about: row.about, photo: row.photo };
}

function figuresView(row: FiguresRow) {
  return {
    staff: { id: row.staff_id, name: row.name }, answered: row.answered,
    average_wait_seconds: row.average_wait_seconds === null ? null : Math.round(Number(row.average_wait_seconds)),
    longest_wait_seconds: row.longest_wait_seconds === null ? null : Math.round(Number(row.longest_wait_seconds)),
  };
}

/** A message as the operator sees it: from the member, or from the fictional profile (and by which operator). */
function messageView(row: Pick<HistoryRow, 'id' | 'sender_profile_id' | 'kind' | 'text' | 'gift_id' | 'sent_at' | 'written_by_id' | 'written_by_name'>, fictionalProfileId: number) {
  return {
    id: row.id, from: row.sender_profile_id === fictionalProfileId ? 'profile' as const : 'member' as const, kind: row.kind, text: row.text,
    gift_id: row.gift_id, sent_at: row.sent_at, written_by: row.written_by_id === null ? null : { id: row.written_by_id, name: row.written_by_name ?? '' },
  };
}

export function createOperatorsService(db: Database, queries: (db: Database) => OperatorsQueries, needs: OperatorsNeeds) {
  const repository = queries(db);
  needs.registerQueue('conversations', async () => (await repository.waiting()).count);

  return {
    /** A page of the queue, longest waiting first, with the total waiting. */
    async queue(after: number | undefined): Promise<OperatorQueueAnswer> {
      const [waiting, rows] = await Promise.all([repository.waiting(), repository.page(after, OPERATOR_QUEUE_PAGE_SIZE + 1)]);
      const shown = rows.slice(0, OPERATOR_QUEUE_PAGE_SIZE);
      return {
        waiting: waiting.count,
        conversations: shown.map((row) => ({
          conversation_id: row.conversation_id, profile: { id: row.profile_id, name: row.profile_name }, member: { id: row.member_id, name: row.member_name },
          waiting_since: row.waiting_since, claimed_by: row.claimed_by_id === null ? null : { id: row.claimed_by_id, name: row.claimed_by_name ?? '' },
          claimed_until: row.claimed_until,
        })),
        next: rows.length > OPERATOR_QUEUE_PAGE_SIZE ? shown.at(-1)!.conversation_id : null,
      };
    },

    /**
     * Claims a waiting conversation for the operator (their own claim is extended); another
     * operator's live claim refuses it (conversation_claimed, with until when), a conversation that
     * does not wait is not found. Audited and told to the operators' streams.
     */
    async claim(operator: Operator, conversationId: number): Promise<{ conversation_id: number; claimed_until: string }> {
      return transaction(db, async (tx) => {
        const claimed = await queries(tx).claim(conversationId, operator.id, OPERATOR_CLAIM_MINUTES);
        if (!claimed) throw new DomainError('not_found');
        if (!claimed.won) throw new DomainError('conversation_claimed', { values: { until: claimed.row.claimed_until?.slice(11, 16) ?? '' } });
        const until = claimed.row.claimed_until!;
        await needs.audit(tx, {
          staffId: operator.id, action: 'conversation.claim', recordType: 'conversation', recordId: conversationId,
          before: claimed.before, after: { claimed_by: operator.id, claimed_until: until },
        });
        await needs.serverEvents.recordStaff(tx, 'conversation.claimed', { conversation_id: conversationId, staff_id: operator.id, until });
        return { conversation_id: conversationId, claimed_until: until };
      });
    },

    /** The conversation as an operator reads it: both profiles, the notes, the history (oldest first, up to OPERATOR_HISTORY_MAX), the claim. */
    async conversation(conversationId: number): Promise<OperatorConversationAnswer> {
      const sides = await repository.sides(conversationId);
      if (!sides) throw new DomainError('not_found');
      const [profiles, notes, rows, queued] = await Promise.all([
        repository.profiles([sides.profileId, sides.memberProfileId]), repository.notes(sides.profileId),
        repository.history(conversationId, OPERATOR_HISTORY_MAX + 1), repository.locked(conversationId, false),
      ]);
      const member = profiles.find((row) => row.id === sides.memberProfileId);
      const fictional = profiles.find((row) => row.id === sides.profileId);
      if (!member || !fictional) throw new DomainError('not_found');
      const live = queued?.live ?? false;
      return {
        conversation_id: conversationId,
        member: { ...profileView(member), premium: member.paid_user ?? false, member_since: member.signup_date ?? '' },
        profile: profileView(fictional),
        notes: notes ?? '',
        messages: rows.slice(0, OPERATOR_HISTORY_MAX).reverse().map((row) => messageView(row, sides.profileId)),
        older: rows.length > OPERATOR_HISTORY_MAX,
        waiting_since: queued?.waiting_since ?? null,
        claimed_by: live && queued?.claimed_by ? { id: queued.claimed_by, name: queued.claimed_by_name ?? '' } : null,
        claimed_until: live ? queued!.claimed_until : null,
      };
    },

    /** Replaces a fictional profile's notes (another profile: not found); audited with the notes before and after. */
    async saveNotes(operator: Operator, profileId: number, notes: string): Promise<{ profile_id: number; notes: string }> {
      if ((await repository.notes(profileId)) === undefined) throw new DomainError('not_found');
      return transaction(db, async (tx) => {
        const before = await queries(tx).saveNotes(tx, profileId, notes, operator.id);
        if (before !== notes) {
          await needs.audit(tx, { staffId: operator.id, action: 'profile_notes.update', recordType: 'profile', recordId: profileId, before: { notes: before }, after: { notes } });
        }
        return { profile_id: profileId, notes };
      });
    },

    /**
     * Answers a conversation the operator holds the live claim of, as its fictional profile (see the
     * file's comment); the conversation leaves the queue. A retried answer (the same client id)
     * answers the message it made. Without the claim: claim_required.
     */
    async answer(operator: Operator, input: { conversation_id: number; client_id: string; text: string }) {
      const sides = await repository.sides(input.conversation_id);
      if (!sides) throw new DomainError('not_found');
      return transaction(db, async (tx) => {
        const earlier = await needs.chat.operatorAnswerOf(tx, operator.id, input.client_id);
        if (earlier) return { message: answerView(earlier, operator, sides.profileId), replayed: true };
        const q = queries(tx);
        // The member's row first, as the member's own send takes it: the two never wait on each other in a circle.
        await q.lockMember(sides.memberId);
        const held = await q.locked(input.conversation_id);
        if (!held || !held.live || held.claimed_by !== operator.id) throw new DomainError('claim_required');
        await q.dequeue(input.conversation_id);
        const message = await needs.chat.answerAsProfile(tx, {
          conversationId: input.conversation_id, profileId: sides.profileId, memberId: sides.memberId, staffId: operator.id, clientId: input.client_id, text: input.text,
        });
        await q.recordAnswer({ messageId: message.id, staffId: operator.id, conversationId: input.conversation_id, waitingSince: held.waiting_since });
        await needs.audit(tx, {
          staffId: operator.id, action: 'conversation.answer', recordType: 'conversation', recordId: input.conversation_id,
          before: { waiting_since: held.waiting_since, claimed_until: held.claimed_until }, after: { message_id: message.id, profile_id: sides.profileId },
        });
        await needs.serverEvents.recordStaff(tx, 'conversation.answered', { conversation_id: input.conversation_id, staff_id: operator.id });
        return { message: answerView(message, operator, sides.profileId), replayed: false };
      });
    },

    /** The operator's own figures and the queue's; an admin also gets every operator's. */
    async stats(operator: Operator): Promise<OperatorStatsAnswer> {
      const [mine, waiting, team] = await Promise.all([
        repository.figures(OPERATOR_STATS_DAYS, operator.id), repository.waiting(),
        operator.role === 'admin' ? repository.figures(OPERATOR_STATS_DAYS) : Promise.resolve(null),
      ]);
      return {
        mine: figuresView(mine[0]!), waiting: waiting.count,
        oldest_wait_seconds: waiting.oldestSeconds === null ? null : Math.round(waiting.oldestSeconds),
        team: team ? team.map(figuresView) : null,
      };
    },
  };
}

/** An answer as its operator sees it. */
function answerView(message: MessageRow, operator: Operator, profileId: number) {
  return messageView({ ...message, written_by_id: operator.id, written_by_name: null }, profileId);
}
export type OperatorsService = ReturnType<typeof createOperatorsService>;
