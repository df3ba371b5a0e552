/**
 * When the time-bonus modal's remote loads. The modal is due TIME_BONUS_MODAL_DELAY_MS after the
 * member entered the members area (spec section 4), and mf-payments' code is needed only then; so
 * it loads TIME_BONUS_LOAD_LEAD_MS before, at an idle moment, rather than while a members-area page
 * starts for every member it concerns (every new member has 0 credits).
 */
import { TIME_BONUS_LOAD_LEAD_MS, TIME_BONUS_MODAL_DELAY_MS } from '@dating/shared-contracts';
/** The longest the load then waits for the browser to be idle. */
const IDLE_WAIT_MS = 1_000;

/** When the modal is due for a member who entered the members area at `enteredAt` (epoch ms). */
export function timeBonusDueAt(enteredAt: number): number {
  return enteredAt + TIME_BONUS_MODAL_DELAY_MS;
}

/** Calls `load` TIME_BONUS_LOAD_LEAD_MS before `dueAt` (epoch ms), once the browser is idle; returns the cancel. */
export function beforeTimeBonusIsDue(dueAt: number, load: () => void): () => void {
  let idle: number | undefined;
  const timer = setTimeout(() => {
    idle = typeof requestIdleCallback === 'function' ? requestIdleCallback(load, { timeout: IDLE_WAIT_MS }) : window.setTimeout(load, 0);
  }, Math.max(0, dueAt - TIME_BONUS_LOAD_LEAD_MS - Date.now()));
  return () => {
    clearTimeout(timer);
    if (idle !== undefined) (typeof cancelIdleCallback === 'function' ? cancelIdleCallback : clearTimeout)(idle);
  };
}
