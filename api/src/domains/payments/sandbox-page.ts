/** The sandbox provider's checkout page: plain HTML, no script (the site's CSP allows none inline), one form. */
import type { Payment } from '@dating/shared-contracts';

/** What the person at the sandbox checkout may have the bank do. */
export const SANDBOX_OUTCOMES = {
  pay: 'completed',
  fail: 'failed',
  cancel: 'cancelled',
  expire: 'expired',
} as const;
export type SandboxOutcome = keyof typeof SANDBOX_OUTCOMES;

const escape = (text: string) => text.replace(/[&<>"']/g, (c) => `&#${c.charCodeAt(0)};`);

/** The page for a payment; `closed` when it is no longer pending. */
export function sandboxCheckoutPage(payment: Payment & { amountText: string }): string {
  const open = payment.status === 'pending';
  const button = (outcome: SandboxOutcome, label: string) => `<button name="outcome" value="${outcome}" data-outcome="${outcome}">${label}</button>`;
  return `<!doctype html>
<html lang="en"><head><meta charset="utf-8"><meta name="viewport" content="width=device-width, initial-scale=1">
<title>Sandbox checkout</title>
<style>
body{font-family:system-ui,sans-serif;background:#f3f4f6;color:#111827;margin:0;padding:2rem 1rem}
main{max-width:28rem;margin:0 auto;background:#fff;border-radius:12px;padding:1.5rem;box-shadow:0 1px 4px rgba(0,0,0,.12)}
h1{font-size:1.25rem;margin:0 0 .25rem}p{margin:.5rem 0}.note{color:#4b5563;font-size:.875rem}
.amount{font-size:2rem;font-weight:700}form{display:grid;gap:.5rem;margin-top:1rem}
button{font:inherit;padding:.75rem;border-radius:8px;border:1px solid #9ca3af;background:#fff;cursor:pointer}
button[value=pay]{background:#166534;border-color:#166534;color:#fff;font-weight:700}
button:focus-visible{outline:3px solid #1d4ed8;outline-offset:2px}
</style></head>
<body><main>
<h1>Sandbox payment provider</h1>
<p class="note">A test checkout: no money moves. Choose what the bank answers; the provider then calls the site's webhook.</p>
<p>Payment <strong>#${payment.payment_id}</strong> · ${escape(payment.method)} · ${payment.credits} credits</p>
<p class="amount">${escape(payment.amountText)}</p>
${open ? `<form method="post" action="/sandbox/checkout">
<input type="hidden" name="payment" value="${payment.payment_id}">
${button('pay', 'Pay')}${button('fail', 'Fail')}${button('cancel', 'Cancel')}${button('expire', 'Expire')}
</form>` : `<p>This payment is ${escape(payment.status)}.</p>`}
</main></body></html>`;
}
