/**
 * The shop with Mollie as its provider (MOLLIE_API_KEY set), over real HTTP on every backend.
 * Mollie's real API cannot be reached from here, so the site's Mollie client (@mollie/api-client,
 * unchanged) talks to a local stand-in that answers as Mollie's API reference documents
 * (support/mollie-stand-in.ts): what is proven is our side of the protocol, not Mollie's.
 * A payment opens at Mollie with its amount, currency, method, return page and webhook and sends the
 * member to Mollie's checkout; Mollie's webhook (a form post of only the id) makes the site fetch
 * the status: paid, delivered three times, grants once; canceled, expired and failed grant nothing;
 * an id the site did not open is taken without asking Mollie and changes nothing.
 */
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { eq } from 'drizzle-orm';
import { CREDIT_PACKAGES, paymentMethodsFor } from '@dating/shared-contracts';
import { creditEntries, members, paymentEvents, payments, sites } from '../src/db/schema.js';
import { availableBackends } from './support/backends.js';
import { startMollieStandIn, trustStandIn, type MollieStandIn, type MollieStatus } from './support/mollie-stand-in.js';
import { newMember, type TestMember } from './support/members.js';
import { startTestSite, type TestSite } from './support/test-site.js';

const BEST = CREDIT_PACKAGES[CREDIT_PACKAGES.length - 1]!;
const WEBHOOK = '/api/payment-webhook.php?provider=mollie';
const API_KEY = 'test_dHar4XY7LxsDOtmnkVtjNVWXLSlXsM';

describe.each(await availableBackends())('payments with Mollie on %s', (backend) => {
  let mollie: MollieStandIn;
  let site: TestSite;
  let distrust: () => void;
  beforeAll(async () => {
    distrust = trustStandIn();
    mollie = await startMollieStandIn({ apiKey: API_KEY });
    site = await startTestSite(backend, { mollieApiKey: API_KEY, mollieApiEndpoint: mollie.apiEndpoint });
  });
  afterAll(async () => {
    await site?.close();
    await mollie?.close();
    distrust?.();
  });

  /** Starts a payment as `member`; answers it with Mollie's id of it. */
  async function start(member: TestMember, packageId = 1, method = 'ideal') {
    const answer = await member.client.post('/api/payment.php', { package_id: packageId, method });
    expect(answer.status, answer.text).toBe(200);
    const [row] = await site.database.db.select({ providerRef: payments.providerRef }).from(payments).where(eq(payments.id, answer.body.payment_id));
    return { paymentId: answer.body.payment_id as number, checkoutUrl: answer.body.checkout_url as string, mollieId: row!.providerRef! };
  }

  /** Posts Mollie's webhook as Mollie does: a form with only the id. */
  const webhook = (mollieId: string) =>
    site.client().request('POST', WEBHOOK, { body: new URLSearchParams({ id: mollieId }).toString(), headers: { 'content-type': 'application/x-www-form-urlencoded' } });

  const fetchesOf = (mollieId: string) => mollie.requests.filter((request) => request.method === 'GET' && request.path === `/v2/payments/${mollieId}`).length;
  const memberState = async (memberId: number) => {
    const [row] = await site.database.db.select({ credits: members.credits, paidUser: members.paidUser }).from(members).where(eq(members.id, memberId));
    return row!;
  };
  const purchases = async (memberId: number) => (await site.database.db.select().from(creditEntries).where(eq(creditEntries.memberId, memberId))).filter((entry) => entry.kind === 'purchase');

  it('opens the payment at Mollie with its amount, currency, method, return page and webhook, and sends the member to Mollie\'s checkout', async () => {
    const member = await newMember(site);
    const { paymentId, checkoutUrl, mollieId } = await start(member, BEST.id, 'ideal');
    expect(mollieId).toMatch(/^tr_\w+$/);
    expect(checkoutUrl).toBe(mollie.payment(mollieId).checkoutUrl);
    const [siteRow] = await site.database.db.select({ name: sites.name }).from(sites).where(eq(sites.isDefault, true));
    const origin = site.config.publicOrigin;
    expect(mollie.payment(mollieId).request).toEqual({
      amount: { value: '25.00', currency: 'EUR' },
      description: `${siteRow!.name} #${paymentId}`,
      redirectUrl: `${origin}/credits/${BEST.id}/ideal?payment=${paymentId}`,
      webhookUrl: `${origin}${WEBHOOK}`,
      method: 'ideal',
      metadata: { payment_id: paymentId },
    });
    expect(mollie.requests.find((request) => request.method === 'POST' && request.body?.metadata?.payment_id === paymentId)?.authorization).toBe(`Bearer ${API_KEY}`);
    expect((await member.client.get(`/api/payment.php?id=${paymentId}`)).body).toMatchObject({ payment: { status: 'pending', amount: 2500, currency: 'EUR' }, credits: 0 });

    // Every card brand pays in Mollie's one card form; the bank transfer is Mollie's banktransfer.
    expect(mollie.payment((await start(member, 1, 'visa')).mollieId).request).toMatchObject({ method: 'creditcard', amount: { value: '3.99', currency: 'EUR' } });
    expect(mollie.payment((await start(member, 1, 'sct')).mollieId).request.method).toBe('banktransfer');
    // Mollie takes every method the country offers: the member's choice is the same as with the sandbox.
    expect((await member.client.get('/api/credit-packages.php')).body.methods).toEqual(paymentMethodsFor('NL'));
    // The sandbox is not the provider now: its checkout and webhook are not there.
    expect(site.routes.filter((route) => route.url.startsWith('/sandbox/'))).toEqual([]);
    expect((await site.client().post('/api/payment-webhook.php?provider=sandbox', { event_id: 'x', payment_id: paymentId, status: 'completed' })).status).toBe(404);
  });

  it('a paid payment\'s webhook, delivered three times, grants once; the status is fetched from Mollie each time', async () => {
    const member = await newMember(site);
    const { paymentId, mollieId } = await start(member, BEST.id);
    // Mollie posts on every change; while it is still open nothing moves.
    expect((await webhook(mollieId)).status).toBe(200);
    expect((await member.client.get(`/api/payment.php?id=${paymentId}`)).body.payment.status).toBe('pending');

    mollie.setStatus(mollieId, 'paid');
    for (let i = 0; i < 3; i += 1) {
      const answer = await webhook(mollieId);
      expect(answer.status, answer.text).toBe(200);
      expect(answer.body).toEqual({ received: true });
    }
    expect(fetchesOf(mollieId)).toBe(4);
    expect(await memberState(member.id)).toEqual({ credits: BEST.credits, paidUser: true });
    expect(await purchases(member.id)).toHaveLength(1);
    expect((await member.client.get(`/api/payment.php?id=${paymentId}`)).body).toMatchObject({ payment: { status: 'completed', first_purchase: true }, credits: BEST.credits, paid_user: true });
    // The news claimed once each: open, then paid (a refund later posts the same id and status).
    const claimed = await site.database.db.select({ eventId: paymentEvents.eventId, status: paymentEvents.status }).from(paymentEvents).where(eq(paymentEvents.paymentId, paymentId));
    expect(claimed.sort((a, b) => a.eventId.localeCompare(b.eventId))).toEqual([{ eventId: `${mollieId}:open`, status: 'pending' }, { eventId: `${mollieId}:paid`, status: 'completed' }]);
  });

  it.each([['canceled', 'cancelled'], ['expired', 'expired'], ['failed', 'failed']] as const)('a payment Mollie reports %s grants nothing and ends %s', async (mollieStatus: MollieStatus, ours) => {
    const member = await newMember(site);
    const { paymentId, mollieId } = await start(member, 1, 'visa');
    mollie.setStatus(mollieId, mollieStatus);
    expect((await webhook(mollieId)).status).toBe(200);
    expect((await webhook(mollieId)).status).toBe(200);
    expect(await memberState(member.id)).toEqual({ credits: 0, paidUser: false });
    expect(await purchases(member.id)).toHaveLength(0);
    expect((await member.client.get(`/api/payment.php?id=${paymentId}`)).body.payment).toMatchObject({ status: ours, settled_at: expect.any(String) });
  });

  it('an id the site did not open is taken (200) without asking Mollie and changes nothing; a body that is not Mollie\'s is refused', async () => {
    const before = await site.database.db.select().from(paymentEvents);
    const unknown = await webhook('tr_NotOpenedHere1');
    expect(unknown.status).toBe(200);
    expect(unknown.body).toEqual({ received: true });
    expect(fetchesOf('tr_NotOpenedHere1')).toBe(0);
    // One Mollie no longer knows (another mode's key): asked, answered 404, nothing changes.
    const member = await newMember(site);
    const { paymentId, mollieId } = await start(member);
    mollie.forget(mollieId);
    expect((await webhook(mollieId)).status).toBe(200);
    expect(fetchesOf(mollieId)).toBe(1);
    expect((await member.client.get(`/api/payment.php?id=${paymentId}`)).body.payment.status).toBe('pending');
    expect(await site.database.db.select().from(paymentEvents)).toHaveLength(before.length);

    expect((await site.client().request('POST', WEBHOOK, { body: 'id=ord_123', headers: { 'content-type': 'application/x-www-form-urlencoded' } })).status).toBe(400);
    const sandboxShaped = await site.client().post(WEBHOOK, { event_id: 'x', payment_id: paymentId, status: 'completed' });
    expect(sandboxShaped.status).toBe(400);
    expect((await member.client.get(`/api/payment.php?id=${paymentId}`)).body).toMatchObject({ payment: { status: 'pending' }, credits: 0 });
  });

  it('a method Mollie refuses to open is unavailable to the member, and the attempt ends failed', async () => {
    mollie.inactiveMethods.add('paypal');
    try {
      const member = await newMember(site);
      const refused = await member.client.post('/api/payment.php', { package_id: 1, method: 'paypal' });
      expect(refused.status).toBe(400);
      expect(refused.body.code).toBe('payment_method_unavailable');
      const [attempt] = (await member.client.get('/api/transactions.php')).body.payments;
      expect(attempt).toMatchObject({ method: 'paypal', status: 'failed' });
    } finally {
      mollie.inactiveMethods.delete('paypal');
    }
  });
});
