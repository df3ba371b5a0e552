/**
 * How often a client (its IP address) or an e-mail address may do something before the site says
 * "try again later". One entry per budget; an endpoint that sends mail or costs money adds one here
 * and takes it with one line (`abuse.take(action, key)` or a row in http/abuse-routes.ts).
 */
import { PASSWORD_RESETS_PER_DAY, type ErrorCode } from '@dating/shared-contracts';

const MINUTE = 60;
const DAY = 24 * 60 * MINUTE;

export interface AbuseLimit {
  /** Uses allowed per window. */
  points: number;
  /** Window length in seconds (fixed window, starting at the first use). */
  seconds: number;
  /** The 429 answer's catalogue code (its text says in how many minutes to try again). */
  code: ErrorCode;
}

export const ABUSE_LIMITS = {
  /** Failed logins from one client over any addresses: stops password spraying. */
  loginFailuresPerClient: { points: 20, seconds: 15 * MINUTE, code: 'too_many_attempts' },
  /**
   * Failed logins on one address from every client together. Past this the address is slowed,
   * not locked: one try per `loginPacePerAddress` window, so its owner can still get in.
   */
  loginFailuresPerAddress: { points: 10, seconds: 60 * MINUTE, code: 'login_slowed' },
  loginPacePerAddress: { points: 1, seconds: 30, code: 'login_slowed' },
  /** Signup attempts from one client: stops signup flooding. */
  signupsPerClient: { points: 10, seconds: 60 * MINUTE, code: 'too_many_signups' },
  /**
   * Password reset requests of one client over any addresses. With the per-requester limit below
   * it is what remains against probing addresses: the reset text says whether one has an account.
   */
  passwordResetsPerClient: { points: 10, seconds: 60 * MINUTE, code: 'too_many_requests' },
  /**
   * Reset requests for one address from one client (key: site, address, client). Counted per
   * requester, not per member: a stranger's requests never use up the owner's.
   */
  passwordResetsPerRequester: { points: PASSWORD_RESETS_PER_DAY, seconds: DAY, code: 'too_many_resets' },
  /** Activation mails asked for again by one client (the per-member hourly limit comes on top). */
  activationMailsPerClient: { points: 10, seconds: 60 * MINUTE, code: 'too_many_requests' },
  /** E-mail changes asked for by one client (each mails two addresses; the per-member daily limit comes on top). */
  mailChangesPerClient: { points: 10, seconds: 60 * MINUTE, code: 'too_many_requests' },
  /** Complaints filed by one client (each sends a confirmation mail). */
  complaintsPerClient: { points: 5, seconds: 60 * MINUTE, code: 'too_many_requests' },
  /** Account deletions by one client (each sends the reactivation mail). */
  accountDeletionsPerClient: { points: 5, seconds: 60 * MINUTE, code: 'too_many_requests' },
  /** Reactivation attempts by one client (guessed tokens or passwords). */
  reactivationsPerClient: { points: 10, seconds: 60 * MINUTE, code: 'too_many_requests' },
  /**
   * Per member (key: the member id), far above what any member does by hand: likes and unlikes
   * (each may notify the other member), photo uploads (each decodes and writes five files) and
   * deletions, and wrong passwords where a logged-in member confirms theirs (password change,
   * e-mail change, deletion: a stolen session must not become a password oracle).
   */
  // 300: a member liking every card of a dozen search pages by hand, and taking some back, stays under it.
  likesPerMember: { points: 300, seconds: 60 * MINUTE, code: 'too_many_actions' },
  // Messages cost credits; 300 an hour is five a minute for an hour, beyond any conversation by hand (spam is not).
  // A match announced or the received likes looked at: a few a visit; 600 an hour keeps a script from spinning the database.
  seenMarksPerMember: { points: 600, seconds: 60 * MINUTE, code: 'too_many_actions' },
  messagesPerMember: { points: 300, seconds: 60 * MINUTE, code: 'too_many_actions' },
  photoUploadsPerMember: { points: 30, seconds: 60 * MINUTE, code: 'too_many_actions' },
  photoDeletionsPerMember: { points: 60, seconds: 60 * MINUTE, code: 'too_many_actions' },
  passwordChecksPerMember: { points: 10, seconds: 60 * MINUTE, code: 'too_many_actions' },
  /** Payments started by one member (each opens a checkout at the provider); a member retrying methods stays far under it. */
  paymentsPerMember: { points: 30, seconds: 60 * MINUTE, code: 'too_many_actions' },
  /** Discount codes checked by one member: typing a code is a few tries, guessing codes is many. */
  discountChecksPerMember: { points: 30, seconds: 60 * MINUTE, code: 'too_many_actions' },
  /**
   * Complaint confirmations mailed to one address nobody has confirmed (a visitor's contact
   * address, an unconfirmed member's): the complaint is filed either way, the mail is skipped.
   */
  complaintMailsPerAddress: { points: 2, seconds: DAY, code: 'too_many_actions' },
  /** Page-bounce beacons from one client (each stores a row; any visitor may send them). */
  pageBouncesPerClient: { points: 120, seconds: 60 * MINUTE, code: 'too_many_requests' },
  /** Admins' credit corrections from one client (each moves credits; a stolen admin session is slowed). */
  creditCorrectionsPerClient: { points: 60, seconds: 60 * MINUTE, code: 'too_many_requests' },
  /**
   * Staff changes per staff member (a stolen staff session is slowed): an operator answers a few a
   * minute and claims a few more; a moderator decides a complaint in minutes.
   */
  operatorClaimsPerStaff: { points: 2_400, seconds: 60 * MINUTE, code: 'too_many_actions' },
  operatorAnswersPerStaff: { points: 1_200, seconds: 60 * MINUTE, code: 'too_many_actions' },
  profileNotesPerStaff: { points: 600, seconds: 60 * MINUTE, code: 'too_many_actions' },
  complaintDecisionsPerStaff: { points: 300, seconds: 60 * MINUTE, code: 'too_many_actions' },
  /**
   * Moderators' decisions from one client (photos, members' status): a busy moderator decides a few
   * hundred photos an hour; a stolen staff session or a runaway script is stopped.
   */
  moderationsPerClient: { points: 600, seconds: 60 * MINUTE, code: 'too_many_requests' },
} as const satisfies Record<string, AbuseLimit>;

/** The name of an abuse budget. */
export type AbuseAction = keyof typeof ABUSE_LIMITS;
