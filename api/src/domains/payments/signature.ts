/**
 * The sandbox provider's webhook signature, shaped like Stripe's: `Sandbox-Signature:
 * t=<unix seconds>,v1=<hex HMAC-SHA256 of "t.body">`. The timestamp is inside the signed text, so
 * a captured delivery cannot be replayed after the tolerance with a new time.
 */
import { createHmac, timingSafeEqual } from 'node:crypto';

/** The header that carries the signature. */
export const SIGNATURE_HEADER = 'sandbox-signature';
/** A signature older or newer than this is stale (seconds). */
export const SIGNATURE_TOLERANCE_SECONDS = 300;

/** The header value for `body` signed at `unixSeconds`. */
export function sign(secret: string, body: string, unixSeconds: number): string {
  return `t=${unixSeconds},v1=${hmac(secret, `${unixSeconds}.${body}`)}`;
}

/** True when `header` signs `body` with `secret` within the tolerance of `nowSeconds`. */
export function verifySignature(secret: string, body: string, header: string | undefined, nowSeconds: number): boolean {
  if (!header || header.length > 500) return false;
  const parts = new Map(header.split(',').map((part) => {
    const at = part.indexOf('=');
    return [part.slice(0, at).trim(), part.slice(at + 1).trim()] as const;
  }));
  const time = Number(parts.get('t'));
  const given = parts.get('v1') ?? '';
  if (!Number.isSafeInteger(time) || Math.abs(nowSeconds - time) > SIGNATURE_TOLERANCE_SECONDS) return false;
  if (!/^[0-9a-f]{64}$/.test(given)) return false;
  return timingSafeEqual(Buffer.from(given, 'hex'), Buffer.from(hmac(secret, `${time}.${body}`), 'hex'));
}

function hmac(secret: string, text: string): string {
  return createHmac('sha256', secret).update(text).digest('hex');
}
