/**
 * The work this API process does beside answering requests: answering password-reset requests,
 * delivering queued mail, erasing accounts past their reactivation window, pruning server events
 * past their retention, and hashing photos stored without a perceptual hash (sample photos seeded
 * before the seed made one). Each runs on its own
 * timer and, for requests and mail, soon after a request queued some; `drain` runs them until
 * nothing is due (tests, the dev outbox).
 */
import type { Domains } from './domains/index.js';
import { startErasureJob } from './domains/deletion/index.js';
import { startBackgroundJob } from './lib/background-job.js';

/** How often the workers look for work queued by another process (and mail to retry). */
export const QUEUE_INTERVAL_MS = 30_000;
/** How often photos without a perceptual hash are looked for (after the pass at start). */
const PHOTO_HASH_INTERVAL_MS = 60 * 60_000;
/** How often server events past their retention are removed (several processes may: a second delete finds nothing). */
const EVENT_PRUNE_INTERVAL_MS = 60 * 60_000;

export interface Jobs {
  /** Runs the queue work until nothing is due (mail asked for a moment ago is then in the outbox). */
  drain(): Promise<void>;
  /** Stops the timers and waits for the passes under way. */
  stop(): Promise<void>;
}

export function startJobs(domains: Domains, onError: (job: string, error: unknown) => void): Jobs {
  const erasure = startErasureJob(domains.deletion, { onError: (error) => onError('erasure', error) });
  const resets = startBackgroundJob(() => domains.passwordReset.answerPending(), { intervalMs: QUEUE_INTERVAL_MS, onError: (error) => onError('password reset', error) });
  const mail = startBackgroundJob(() => domains.mail.deliverDue(), { intervalMs: QUEUE_INTERVAL_MS, onError: (error) => onError('mail', error) });
  const hashes = startBackgroundJob(() => domains.photos.hashUnhashed(), { intervalMs: PHOTO_HASH_INTERVAL_MS, onError: (error) => onError('photo hash', error) });
  const eventPruning = startBackgroundJob(() => domains.serverEvents.prune(), { intervalMs: EVENT_PRUNE_INTERVAL_MS, onError: (error) => onError('server event pruning', error) });
  // Once at start, until every stored photo has its hash.
  void hashes.drain().catch((error) => onError('photo hash', error));
  domains.passwordReset.onRequested(() => resets.notify());
  domains.mail.onQueued(() => mail.notify());
  return {
    async drain() {
      // Requests first: answering them queues the mail.
      await resets.drain();
      await mail.drain();
    },
    async stop() {
      await Promise.all([erasure.stop(), resets.stop(), mail.stop(), hashes.stop(), eventPruning.stop()]);
    },
  };
}
