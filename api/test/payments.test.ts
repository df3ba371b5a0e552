/**
 * The shop over real HTTP on every backend, with the sandbox provider: a webhook delivered three
 * times, out of order or in parallel credits once; a bad or stale signature is refused and changes
 * nothing; failed and expired payments grant nothing; the first purchase makes the member premium
 * (payment.updated and credits.changed in their stream); the history shows the purchase's ledger
 * line; the sandbox checkout page sends a signed webhook itself; the time bonus holds within 4 h
 * of signup only (the clock moved, not waited on); and the best package of every country costs
 * one message exactly the site's minimum_message_costs.
 */
import { randomUUID } from 'node:crypto';
import { describe, expect, it } from 'vitest';
import { eq } from 'drizzle-orm';
import { CREDIT_PACKAGES, COUNTRIES, MINOR_UNITS, PACKAGE_PRICES, STAY_DISCOUNT_DAYS, TIME_BONUS, currencyOf, type PaymentState } from '@dating/shared-contracts';
import { creditEntries, discountCodes, members } from '../src/db/schema.js';
import { MINIMUM_MESSAGE_COSTS } from '../src/seed/sites.js';
import { availableBackends } from './support/backends.js';
import { openEventStream } from './support/event-stream.js';
import { newMember, type TestMember } from './support/members.js';
import { suiteSite } from './support/suite-site.js';

const BEST = CREDIT_PACKAGES[CREDIT_PACKAGES.length - 1]!;
const WEBHOOK = '/api/payment-webhook.php?provider=sandbox';

describe('package prices', () => {
  it.each(COUNTRIES)('the best package in %s makes one message cost the site\'s minimum_message_costs', (country) => {
    const currency = currencyOf(country);
    expect(MINIMUM_MESSAGE_COSTS[country]!.currency).toBe(currency);
    const bestPrice = PACKAGE_PRICES[currency][CREDIT_PACKAGES.length - 1]!;
    // 10 credits a message (the seeded sites' message_credits).
    expect((bestPrice / BEST.credits) * 10 / MINOR_UNITS).toBeCloseTo(MINIMUM_MESSAGE_COSTS[country]!.costs, 10);
  });
});

describe.each(await availableBackends())('payments on %s', (backend) => {
  const { site, clock } = suiteSite(backend);

  /** Starts a payment of package `packageId` with `method` as `member`. */
  async function start(member: TestMember, packageId = 1, method = 'ideal', extra: Record<string, unknown> = {}) {
    const answer = await member.client.post('/api/payment.php', { package_id: packageId, method, ...extra });
    expect(answer.status, answer.text).toBe(200);
    return answer.body as { payment_id: number; checkout_url: string };
  }

  /** Sends the sandbox's signed webhook for a payment (a fresh event id unless given), as the provider would. */
  async function webhook(paymentId: number, status: PaymentState, options: { eventId?: string; at?: number } = {}) {
    const { body, headers } = await site.domains.sandbox.signed({ eventId: options.eventId ?? randomUUID(), paymentId, status }, options.at);
    return site.client().request('POST', WEBHOOK, { body, headers });
  }

  const creditsOf = async (memberId: number) => {
    const [row] = await site.database.db.select({ credits: members.credits, paidUser: members.paidUser }).from(members).where(eq(members.id, memberId));
    return row!;
  };
  const purchaseEntries = async (memberId: number) =>
    (await site.database.db.select().from(creditEntries).where(eq(creditEntries.memberId, memberId))).filter((entry) => entry.kind === 'purchase');

  it('offers the packages and methods of the member\'s country in its currency, the largest marked best value', async () => {
    const member = await newMember(site);
    const offer = (await member.client.get('/api/credit-packages.php')).body;
    expect(offer).toMatchObject({ country: 'NL', currency: 'EUR', message_credits: 10, refund_days: 14 });
    expect(offer.methods).toContain('ideal');
    expect(offer.methods).not.toContain('bancontact');
    expect(offer.packages.map((item: { best_value: boolean }) => item.best_value)).toEqual([false, false, false, true]);
    expect(offer.packages[3]).toMatchObject({ credits: 1000, price: 2500, message_price: 25 });
    // A new member is within the time bonus's 4 hours.
    expect(offer.discount).toMatchObject({ code: TIME_BONUS.code, percentage: 25 });
    expect(offer.packages[3].price_now).toBe(1875);
    // A visitor without a known country sees the site's own.
    const visitor = (await site.client().get('/api/credit-packages.php')).body;
    expect(visitor).toMatchObject({ country: 'NL', currency: 'EUR', discount: null });
  });

  it('refuses a method the member\'s country does not offer, and a package that does not exist', async () => {
    const member = await newMember(site);
    const bancontact = await member.client.post('/api/payment.php', { package_id: 1, method: 'bancontact' });
    expect(bancontact.status).toBe(400);
    expect(bancontact.body.code).toBe('payment_method_unavailable');
    expect((await member.client.post('/api/payment.php', { package_id: 99, method: 'ideal' })).status).toBe(404);
    expect((await member.client.post('/api/payment.php', { package_id: 1, method: 'giropay' })).body.code).toBe('payment_method_unavailable');
  });

  it('a webhook delivered three times, and out of order, credits once; the first purchase makes the member premium, live', async () => {
    const member = await newMember(site);
    const stream = await openEventStream(member.client);
    try {
      const { payment_id: paymentId, checkout_url: checkoutUrl } = await start(member, BEST.id);
      expect(checkoutUrl).toBe(`/sandbox/checkout?payment=${paymentId}`);
      expect((await member.client.get(`/api/payment.php?id=${paymentId}`)).body).toMatchObject({ payment: { status: 'pending' }, credits: 0, paid_user: false });

      const eventId = randomUUID();
      for (let i = 0; i < 3; i += 1) expect((await webhook(paymentId, 'completed', { eventId })).status).toBe(200);
      // A late pending and a failure after completion change nothing either.
      expect((await webhook(paymentId, 'pending')).status).toBe(200);
      expect((await webhook(paymentId, 'failed')).status).toBe(200);

      expect(await creditsOf(member.id)).toEqual({ credits: BEST.credits, paidUser: true });
      expect(await purchaseEntries(member.id)).toHaveLength(1);
      const state = (await member.client.get(`/api/payment.php?id=${paymentId}`)).body;
      expect(state).toMatchObject({ payment: { status: 'completed', first_purchase: true, credits: BEST.credits }, credits: BEST.credits, paid_user: true });
      // The member answer knows at once (its cache is dropped with the grant).
      expect((await member.client.get('/api/user.php')).body.user).toMatchObject({ credits: BEST.credits, paid_user: true });

      const updated = await stream.next((frame) => frame.event === 'payment.updated');
      expect(updated.data).toEqual({ payment_id: paymentId, status: 'completed', paid_user: true, first_purchase: true });
      const changed = await stream.next((frame) => frame.event === 'credits.changed');
      expect(changed.data).toMatchObject({ credits: BEST.credits, kind: 'purchase' });
      expect(stream.frames.filter((frame) => frame.event === 'payment.updated')).toHaveLength(1);

      // A second purchase adds credits but is not the first.
      const second = await start(member, 1);
      await webhook(second.payment_id, 'completed');
      expect((await member.client.get(`/api/payment.php?id=${second.payment_id}`)).body).toMatchObject({ payment: { first_purchase: false }, credits: BEST.credits + 100 });
    } finally {
      stream.close();
    }
  });

  it('parallel webhooks of one payment credit once; two payments started at once both arrive', async () => {
    const member = await newMember(site);
    const [one, two] = await Promise.all([start(member, 1), start(member, 2)]);
    const answers = await Promise.all([
      ...Array.from({ length: 4 }, () => webhook(one.payment_id, 'completed')),
      ...Array.from({ length: 4 }, () => webhook(two.payment_id, 'completed')),
    ]);
    expect(answers.map((answer) => answer.status)).toEqual(Array(8).fill(200));
    expect((await creditsOf(member.id)).credits).toBe(100 + 250);
    expect(await purchaseEntries(member.id)).toHaveLength(2);
    expect(await site.domains.credits.reconcile([member.id])).toEqual([]);
  });

  it('refuses a bad signature, a stale one and an unsigned webhook, and changes nothing', async () => {
    const member = await newMember(site);
    const { payment_id: paymentId } = await start(member);
    const { body, headers } = await site.domains.sandbox.signed({ eventId: randomUUID(), paymentId, status: 'completed' });
    const tampered = body.replace('"completed"', '"completed" ');
    const sent = [
      await site.client().request('POST', WEBHOOK, { body: tampered, headers }),
      await site.client().request('POST', WEBHOOK, { body, headers: { 'content-type': 'application/json' } }),
      await site.client().request('POST', WEBHOOK, { body, headers: { ...headers, 'sandbox-signature': headers['sandbox-signature']!.replace(/v1=(.)/, (_, first: string) => `v1=${first === '0' ? '1' : '0'}`) } }),
      // Signed 301 s ago: past the 300 s tolerance.
      await webhook(paymentId, 'completed', { at: Math.floor(clock.now().getTime() / 1000) - 301 }),
    ];
    for (const answer of sent) {
      expect(answer.status).toBe(403);
      expect(answer.body.code).toBe('webhook_signature_invalid');
    }
    expect(await creditsOf(member.id)).toEqual({ credits: 0, paidUser: false });
    expect((await member.client.get(`/api/payment.php?id=${paymentId}`)).body.payment.status).toBe('pending');
    // The same event properly signed is then taken: the refusals had claimed nothing.
    expect((await site.client().request('POST', WEBHOOK, { body, headers })).status).toBe(200);
    expect((await creditsOf(member.id)).credits).toBe(100);
  });

  it.each(['failed', 'cancelled', 'expired'] as const)('a %s payment grants nothing and stays so', async (status) => {
    const member = await newMember(site);
    const { payment_id: paymentId } = await start(member, 1, 'visa');
    await webhook(paymentId, status);
    await webhook(paymentId, 'completed');
    expect(await creditsOf(member.id)).toEqual({ credits: 0, paidUser: false });
    expect((await member.client.get(`/api/payment.php?id=${paymentId}`)).body.payment).toMatchObject({ status, settled_at: expect.any(String) });
  });

  it('the sandbox checkout page takes the choice, sends the member back, and its own signed webhook completes the payment', async () => {
    const member = await newMember(site);
    const { payment_id: paymentId } = await start(member, 2, 'paypal');
    const page = await member.client.get(`/sandbox/checkout?payment=${paymentId}`);
    expect(page.status).toBe(200);
    expect(page.text).toContain('value="pay"');
    const stream = await openEventStream(member.client);
    try {
      const back = await member.client.request('POST', '/sandbox/checkout', { body: `payment=${paymentId}&outcome=pay`, headers: { 'content-type': 'application/x-www-form-urlencoded' } });
      expect(back.status).toBe(303);
      expect(back.headers.location).toBe(`/credits/2/paypal?payment=${paymentId}`);
      const updated = await stream.next((frame) => frame.event === 'payment.updated', 10_000);
      expect(updated.data).toMatchObject({ payment_id: paymentId, status: 'completed' });
      expect((await creditsOf(member.id)).credits).toBe(250);
    } finally {
      stream.close();
    }
  });

  it('lists the member\'s payments with a receipt for a completed one, and the purchase in the credit history', async () => {
    const member = await newMember(site);
    const { payment_id: paymentId } = await start(member, 3, 'ideal');
    await webhook(paymentId, 'completed');
    const list = (await member.client.get('/api/transactions.php')).body;
    expect(list.payments.map((payment: { payment_id: number }) => payment.payment_id)).toEqual([paymentId]);
    const one = (await member.client.get(`/api/transactions.php?id=${paymentId}`)).body;
    expect(one.receipt).toMatchObject({ vat_number: 'NL864512379B01', vat_rate: 21, amount: 1499, vat: 260, currency: 'EUR', method: 'ideal', company: { name: 'Lindeboom Online B.V.' } });
    const history = (await member.client.get('/api/credits-history.php')).body;
    expect(history.entries[0]).toMatchObject({ kind: 'purchase', amount: 500, reference: `payment:${paymentId}` });
    // Another member sees neither the payment nor its receipt.
    const stranger = await newMember(site);
    expect((await stranger.client.get(`/api/transactions.php?id=${paymentId}`)).status).toBe(404);
    expect((await stranger.client.get(`/api/payment.php?id=${paymentId}`)).status).toBe(404);
  });

  it('the time bonus takes 25 % within 4 h of signup, once, and is refused after (the clock moved)', async () => {
    const member = await newMember(site);
    const { payment_id: paymentId } = await start(member, BEST.id, 'ideal', { discount_code: 'timebonus25' });
    expect((await member.client.get(`/api/payment.php?id=${paymentId}`)).body.payment).toMatchObject({ amount: 1875, discount_code: TIME_BONUS.code });
    await webhook(paymentId, 'completed');
    const again = await member.client.post('/api/payment.php', { package_id: 1, method: 'ideal', discount_code: TIME_BONUS.code });
    expect(again.status).toBe(409);
    expect(again.body).toMatchObject({ code: 'discount_code_used', error: 'Code reeds gebruikt' });

    const later = await newMember(site);
    const signedUp = Date.parse((await later.client.get('/api/user.php')).body.user.signup_date);
    const before = clock.now();
    clock.set(new Date(signedUp + TIME_BONUS.windowSeconds * 1000 - 1000));
    expect((await later.client.get('/api/credit-packages.php')).body.discount).toMatchObject({ code: TIME_BONUS.code });
    clock.set(new Date(signedUp + TIME_BONUS.windowSeconds * 1000));
    try {
      const refused = await later.client.post('/api/payment.php', { package_id: 1, method: 'ideal', discount_code: TIME_BONUS.code });
      expect(refused.status).toBe(404);
      expect(refused.body).toMatchObject({ code: 'discount_code_not_found', error: 'Code niet gevonden' });
      expect((await later.client.get('/api/credit-packages.php')).body.discount).toBeNull();
    } finally {
      clock.set(before);
    }
  });

  it('a discount code is checked, priced into the payment, and used once per member', async () => {
    const code = `STAY${Math.random().toString(36).slice(2, 8).toUpperCase()}`;
    await site.database.db.insert(discountCodes).values({ code, percentage: 50, country: 'NL', methods: ['ideal', 'paypal'], minimumOrder: 800, currency: 'EUR' });
    const member = await newMember(site);
    expect((await member.client.get(`/api/discount.php?code=${code.toLowerCase()}`)).body).toEqual({
      code, value_percentage: 50, expires: null, minimum_order_value: 800, currency: 'EUR', country: 'NL', paymentmethods: ['ideal', 'paypal'], status: 'active',
    });
    const unknown = await member.client.get('/api/discount.php?code=NOSUCHCODE');
    expect(unknown.status).toBe(404);
    expect(unknown.body).toMatchObject({ code: 'discount_code_not_found', error: 'Code niet gevonden' });
    // Below its minimum order, or with a method it does not hold for: not found for this order.
    expect((await member.client.post('/api/payment.php', { package_id: 1, method: 'ideal', discount_code: code })).status).toBe(404);
    expect((await member.client.post('/api/payment.php', { package_id: 2, method: 'visa', discount_code: code })).status).toBe(404);
    const { payment_id: paymentId } = await start(member, 2, 'ideal', { discount_code: code });
    expect((await member.client.get(`/api/payment.php?id=${paymentId}`)).body.payment).toMatchObject({ amount: 450, discount_code: code });
    await webhook(paymentId, 'completed');
    expect((await member.client.get(`/api/discount.php?code=${code}`)).body).toMatchObject({ code: 'discount_code_used', error: 'Code reeds gebruikt' });
    expect((await member.client.post('/api/payment.php', { package_id: 2, method: 'ideal', discount_code: code })).status).toBe(409);
    // Another member may still use it; the welcome discount is the time bonus while it holds.
    const other = await newMember(site);
    expect((await other.client.get(`/api/discount.php?code=${code}`)).status).toBe(200);
    expect((await other.client.get('/api/discount.php?welcome=true')).body).toMatchObject({ code: TIME_BONUS.code, value_percentage: 25, expires: expect.any(String) });
  });

  it('the deletion flow\'s "stay" offer is the member\'s own code of delete_discount: one code, shown on /credits, used once, no one else\'s', async () => {
    const member = await newMember(site);
    // Past the time bonus's 4 h, so the stay code is the active discount.
    const signedUp = Date.parse((await member.client.get('/api/user.php')).body.user.signup_date);
    const before = clock.now();
    clock.set(new Date(signedUp + TIME_BONUS.windowSeconds * 1000 + 1000));
    try {
      const [first, twice] = await Promise.all([member.client.post('/api/stay-discount.php', {}), member.client.post('/api/stay-discount.php', {})]);
      expect(first.status, first.text).toBe(200);
      expect(first.body).toMatchObject({ code: expect.stringMatching(/^STAY-[A-Z2-9]{8}$/), percentage: 50 });
      expect(Date.parse(first.body.expires_at) - clock.now().getTime()).toBe(STAY_DISCOUNT_DAYS * 86_400_000);
      expect(twice.body.code).toBe(first.body.code);
      const offer = (await member.client.get('/api/credit-packages.php')).body;
      expect(offer.discount).toMatchObject({ code: first.body.code, percentage: 50 });
      expect(offer.packages[3].price_now).toBe(1250);
      // Bound to the member: another member cannot use it.
      const other = await newMember(site);
      expect((await other.client.get(`/api/discount.php?code=${first.body.code}`)).status).toBe(404);
      const { payment_id: paymentId } = await start(member, BEST.id, 'ideal', { discount_code: first.body.code });
      expect((await member.client.get(`/api/payment.php?id=${paymentId}`)).body.payment).toMatchObject({ amount: 1250, discount_code: first.body.code });
      await webhook(paymentId, 'completed');
      const used = await member.client.post('/api/stay-discount.php', {});
      expect(used.status).toBe(409);
      expect(used.body).toMatchObject({ code: 'discount_code_used', error: 'Code reeds gebruikt' });
      expect((await member.client.get('/api/credit-packages.php')).body.discount).toBeNull();
      const mine = await site.database.db.select().from(discountCodes).where(eq(discountCodes.memberId, member.id));
      expect(mine).toHaveLength(1);
    } finally {
      clock.set(before);
    }
  });

  it('refuses a visitor starting a payment or reading one', async () => {
    expect((await site.client().post('/api/payment.php', { package_id: 1, method: 'ideal' })).status).toBe(403);
    expect((await site.client().post('/api/stay-discount.php', {})).status).toBe(403);
    expect((await site.client().get('/api/payment.php?id=1')).status).toBe(403);
    expect((await site.client().get('/api/transactions.php')).status).toBe(403);
  });
});
