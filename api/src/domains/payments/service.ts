/**
 * The shop's rules; it never imports Fastify. A payment is priced when it starts (the package's
 * price in the buyer's currency, less a discount); the provider's webhook then moves it from
 * pending to one final state. Completing grants the credits through the ledger keyed by the
 * payment (`payment:<id>`) and, on the first purchase, makes the member premium, in the one
 * transaction that changes the payment's state and records `payment.updated`: a webhook repeated,
 * late or out of order changes nothing, and a grant can never happen twice.
 */
import {
  CREDIT_PACKAGES, FINAL_PAYMENT_STATES, MINOR_UNITS, VAT_RATES, creditPackage, currencyOf, discountedPrice, packagePrice,
  paymentMethodsFor, vatIncluded, type ActiveDiscount, type CreditPackagesAnswer, type DiscountAnswer, type Currency, type Payment, type PaymentAnswer, type PaymentState,
  type StartPaymentRequest, type TransactionsAnswer,
} from '@dating/shared-contracts';
import type { Database } from '../../db/database.js';
import { transaction } from '../../db/transaction.js';
import type { Clock } from '../../lib/clock.js';
import type { CreditLedgerService } from '../credits/index.js';
import { DomainError } from '../domain-error.js';
import type { ServerEventsService } from '../server-events/index.js';
import type { SiteRow } from '../sites/index.js';
import { activeDiscount, discountFor, timeBonus, type Discount } from './discounts.js';
import { offerStayCode } from './stay-offer.js';
import type { PaymentProvider, WebhookDelivery } from './provider.js';
import type { PaymentRow, PaymentsRepository } from './repository.js';

/** What the payments domain needs of others. */
export interface PaymentsNeeds {
  credits: Pick<CreditLedgerService, 'grant'>;
  serverEvents: Pick<ServerEventsService, 'record'>;
  clock: Clock;
  provider: PaymentProvider;
}

/** Payments /transactions lists at most. */
const TRANSACTIONS_LISTED = 200;

/** The site's own country, from its domain language (`nl_NL` → NL): a visitor without a known country sees its prices. */
function siteCountry(site: SiteRow): string {
  return site.domainLanguage.split('_')[1]?.toUpperCase() ?? site.countries[0] ?? 'NL';
}

/** The country whose prices and methods apply: the given one when the site sells there, else the site's own. */
function shopCountry(site: SiteRow, country: string | null | undefined): string {
  return country && site.countries.includes(country) ? country : siteCountry(site);
}

function paymentAnswer(row: PaymentRow): Payment {
  return {
    payment_id: row.id,
    status: row.status,
    package_id: row.packageId,
    credits: row.credits,
    currency: row.currency as Currency,
    amount: row.amount,
    method: row.method,
    discount_code: row.discountCode,
    first_purchase: row.firstPurchase,
    created_at: row.createdAt.toISOString(),
    settled_at: row.settledAt?.toISOString() ?? null,
  };
}

export function createPaymentsService(db: Database, repository: PaymentsRepository, needs: PaymentsNeeds) {
  const { clock, provider } = needs;

  /** The methods of a country the provider takes. */
  const methodsFor = (country: string) => paymentMethodsFor(country).filter((method) => provider.takes(method));

  async function buyerOf(memberId: number) {
    const buyer = await repository.buyer(memberId);
    if (!buyer) throw new DomainError('auth_required');
    return buyer;
  }

  return {
    provider,

    /** The packages and methods of the member's country (a visitor's: `geoCountry`, else the site's), with the active discount applied. */
    async offer(site: SiteRow, memberId: number | null, geoCountry: string | null): Promise<CreditPackagesAnswer> {
      const buyer = memberId === null ? undefined : await repository.buyer(memberId);
      const country = shopCountry(site, buyer?.country ?? geoCountry);
      const currency = currencyOf(country);
      const discount = buyer ? await activeDiscount(repository, buyer, clock.now()) : null;
      const best = CREDIT_PACKAGES[CREDIT_PACKAGES.length - 1]!;
      return {
        country,
        currency,
        vat_rate: VAT_RATES[country] ?? 0,
        message_credits: site.messageCredits,
        refund_days: site.refundDays,
        packages: CREDIT_PACKAGES.map((item) => {
          const price = packagePrice(item.id, currency);
          return {
            id: item.id,
            credits: item.credits,
            price,
            price_now: discount ? discountedPrice(price, discount.percentage) : price,
            message_price: (price * site.messageCredits) / item.credits,
            best_value: item.id === best.id,
          };
        }),
        methods: methodsFor(country),
        discount: discount && { code: discount.code, percentage: discount.percentage, expires_at: discount.expiresAt?.toISOString() ?? null },
      };
    },

    /**
     * Starts a pending payment of a package, priced now, opens it at the provider and answers where
     * the member pays it. `origin` is the site's (the member returns there, the webhook is posted there).
     */
    async start(site: SiteRow, memberId: number, request: StartPaymentRequest, origin: string): Promise<{ payment_id: number; checkout_url: string }> {
      const buyer = await buyerOf(memberId);
      const item = creditPackage(request.package_id);
      if (!item) throw new DomainError('not_found');
      const country = shopCountry(site, buyer.country);
      if (!methodsFor(country).includes(request.method)) throw new DomainError('payment_method_unavailable');
      const currency = currencyOf(country);
      const listAmount = packagePrice(item.id, currency);
      const now = clock.now();
      let discount: Discount | null = null;
      if (request.discount_code) {
        discount = await discountFor(repository, buyer, { code: request.discount_code, country, currency, method: request.method, listAmount, siteId: site.id }, now);
      }
      const payment = await repository.insertPayment({
        memberId,
        siteId: site.id,
        packageId: item.id,
        credits: item.credits,
        country,
        currency,
        amount: discount ? discountedPrice(listAmount, discount.percentage) : listAmount,
        listAmount,
        vatRate: String(VAT_RATES[country] ?? 0),
        method: request.method,
        provider: provider.name,
        discountCode: discount?.code ?? null,
        discountPercentage: discount?.percentage ?? null,
      });
      let checkout;
      try {
        checkout = await provider.checkout({
          paymentId: payment.id, packageId: item.id, amount: payment.amount, currency, method: request.method, description: `${site.name} #${payment.id}`, origin,
        });
      } catch (error) {
        // Never shown to the member as pending: it failed to open.
        await repository.abandon(payment.id, clock.now());
        throw error;
      }
      if (checkout.providerRef) await repository.setProviderRef(payment.id, checkout.providerRef);
      return { payment_id: payment.id, checkout_url: checkout.url };
    },

    /** The deletion flow's "stay" offer: the member's own code of the company's delete_discount (stay-offer.ts). */
    async stayDiscount(memberId: number): Promise<ActiveDiscount> {
      const buyer = await buyerOf(memberId);
      const code = await offerStayCode(db, repository, buyer, clock.now());
      return { code: code.code, percentage: code.percentage, expires_at: code.expiresAt?.toISOString() ?? null };
    },

    /**
     * The discount a typed code gives the member (its method and minimum order are checked again
     * with the payment), or with `welcome` the time bonus while it holds.
     */
    async discount(site: SiteRow, memberId: number, query: { code?: string; welcome?: 'true' | 'false' }): Promise<DiscountAnswer> {
      const buyer = await buyerOf(memberId);
      const country = shopCountry(site, buyer.country);
      const now = clock.now();
      let found: Discount | null;
      if (query.code) found = await discountFor(repository, buyer, { code: query.code, country, currency: currencyOf(country), siteId: site.id }, now);
      else if (query.welcome === 'true') found = await timeBonus(repository, buyer, now);
      else throw new DomainError('invalid_input');
      if (!found) throw new DomainError('discount_code_not_found');
      return {
        code: found.code,
        value_percentage: found.percentage,
        expires: found.expiresAt?.toISOString() ?? null,
        minimum_order_value: found.minimumOrder ?? null,
        currency: found.currency ?? null,
        country: found.country ?? null,
        paymentmethods: found.methods ?? null,
        status: 'active',
      };
    },

    /** One of the member's payments, with their balance and premium flag now. */
    async payment(memberId: number, paymentId: number): Promise<PaymentAnswer> {
      const row = await repository.memberPayment(memberId, paymentId);
      if (!row) throw new DomainError('not_found');
      const buyer = await buyerOf(memberId);
      return { payment: paymentAnswer(row), credits: buyer.credits, paid_user: buyer.paidUser };
    },

    /** The member's payments (or the one asked for, with its receipt once completed). */
    async transactions(memberId: number, paymentId?: number): Promise<TransactionsAnswer> {
      if (paymentId === undefined) {
        return { payments: (await repository.memberPayments(memberId, TRANSACTIONS_LISTED)).map(paymentAnswer), receipt: null };
      }
      const row = await repository.memberPayment(memberId, paymentId);
      if (!row) throw new DomainError('not_found');
      if (row.status !== 'completed' || !row.settledAt) return { payments: [paymentAnswer(row)], receipt: null };
      const company = await repository.companyOfSite(row.siteId);
      if (!company) throw new Error(`Site ${row.siteId} has no company`);
      const vatRate = Number(row.vatRate);
      return {
        payments: [paymentAnswer(row)],
        receipt: {
          company: { name: company.name, address: company.address, city: company.city, country: company.country, kvk: company.kvk },
          vat_number: company.vatNumbers[0] ?? '',
          vat_rate: vatRate,
          vat: vatIncluded(row.amount, vatRate),
          amount: row.amount,
          currency: row.currency as Currency,
          method: row.method,
          paid_at: row.settledAt.toISOString(),
        },
      };
    },

    /**
     * Takes a provider's webhook: refuses one the provider cannot vouch for (nothing changes), and
     * applies the event it reports once (see the file's comment). A pending event, an event after
     * the final state, a repeated event id, or news the provider has nothing to apply for changes
     * nothing and is still taken (2xx), so the provider stops sending it.
     */
    async webhook(delivery: WebhookDelivery): Promise<void> {
      const event = await provider.event(delivery);
      if (!event) return;
      await transaction(db, async (tx) => {
        const payment = await repository.lockPayment(tx, event.paymentId);
        if (!payment || payment.provider !== provider.name) throw new DomainError('not_found');
        if (!(await repository.claimEvent(tx, provider.name, event.eventId, payment.id, event.status))) return;
        if (event.status === 'pending' || FINAL_PAYMENT_STATES.includes(payment.status)) return;
        const status: PaymentState = event.status;
        let firstPurchase = false;
        if (status === 'completed') {
          await needs.credits.grant(tx, payment.memberId, payment.credits, 'purchase', `payment:${payment.id}`, `payment:${payment.id}`);
          firstPurchase = await repository.makePremium(tx, payment.memberId);
          if (payment.discountCode) await repository.redeem(tx, payment.discountCode, payment.memberId, payment.id);
        }
        await repository.settle(tx, payment.id, status, clock.now(), firstPurchase);
        const member = await repository.memberState(tx, payment.memberId);
        await needs.serverEvents.record(tx, payment.memberId, 'payment.updated', {
          payment_id: payment.id, status, paid_user: member.paidUser, first_purchase: firstPurchase,
        });
      });
    },

    /** A pending payment of the provider, for its checkout page (undefined when there is none). */
    async pendingPayment(paymentId: number) {
      const row = await repository.payment(paymentId);
      if (!row || row.provider !== provider.name) return undefined;
      return { ...paymentAnswer(row), amountText: `${(row.amount / MINOR_UNITS).toFixed(2)} ${row.currency}` };
    },
  };
}
/** The payments service's type, for the plugin and other domains. */
export type PaymentsService = ReturnType<typeof createPaymentsService>;
