/**
 * A local stand-in for Mollie's Payments API, for the Mollie provider's tests: Mollie itself cannot
 * be reached from here. It answers as Mollie's API reference documents
 * (https://docs.mollie.com/reference/create-payment, /reference/get-payment, /reference/handling-errors):
 * POST /v2/payments checks the key and the required fields and answers 201 with a payment in status
 * "open" and its `_links.checkout.href`; GET /v2/payments/:id answers the payment with the status
 * the test set, or Mollie's 404. It serves HTTPS because the client only speaks HTTPS (it gives
 * every request its own agent with Mollie's CA bundle), with a test-only certificate
 * (fixtures/mollie-stand-in, made with openssl for 127.0.0.1); `trustStandIn` lets the test's
 * process accept it.
 */
import fs from 'node:fs';
import https from 'node:https';
import type { AddressInfo } from 'node:net';
import { randomBytes } from 'node:crypto';

/** Mollie's payment statuses (https://docs.mollie.com/docs/status-change). */
export type MollieStatus = 'open' | 'pending' | 'authorized' | 'paid' | 'canceled' | 'expired' | 'failed';

/** A request the stand-in received. */
export interface StandInRequest {
  method: string;
  path: string;
  authorization: string | undefined;
  body: any;
}

/** A payment as the stand-in keeps it. */
interface StandInPayment {
  id: string;
  createdAt: string;
  request: any;
  status: MollieStatus;
}

/** The time field Mollie adds on reaching a status (paidAt, canceledAt, …). */
const STATUS_TIMES: Partial<Record<MollieStatus, string>> = {
  paid: 'paidAt', canceled: 'canceledAt', expired: 'expiredAt', failed: 'failedAt', authorized: 'authorizedAt',
};

const FIXTURES = new URL('../fixtures/mollie-stand-in/', import.meta.url);

/** Mollie's error body (application/hal+json, RFC 7807 style). */
function problem(status: number, title: string, detail: string, field?: string) {
  return {
    status, title, detail, ...(field && { field }),
    _links: { documentation: { href: 'https://docs.mollie.com/overview/handling-errors', type: 'text/html' } },
  };
}

/** The fields Create payment requires, checked as Mollie does (the first missing or malformed one is the answer). */
function invalidField(body: any): [string, string] | null {
  if (typeof body?.amount?.currency !== 'string' || !/^[A-Z]{3}$/.test(body.amount.currency)) return ['amount.currency', 'The amount currency is invalid'];
  if (typeof body.amount.value !== 'string' || !/^\d+\.\d{2}$/.test(body.amount.value)) return ['amount.value', 'The amount contains an invalid value'];
  if (typeof body.description !== 'string' || body.description === '' || body.description.length > 255) return ['description', 'The description is invalid'];
  if (typeof body.redirectUrl !== 'string' || !/^https?:\/\//.test(body.redirectUrl)) return ['redirectUrl', 'The redirect URL is invalid'];
  if (body.webhookUrl !== undefined && (typeof body.webhookUrl !== 'string' || !/^https?:\/\//.test(body.webhookUrl))) return ['webhookUrl', 'The webhook URL is invalid'];
  return null;
}

export async function startMollieStandIn(options: { apiKey: string }) {
  const payments = new Map<string, StandInPayment>();
  const requests: StandInRequest[] = [];
  /** Methods "not activated on the profile": Create payment answers 422 for them. */
  const inactiveMethods = new Set<string>();
  let origin = '';

  function paymentJson(payment: StandInPayment) {
    const token = payment.id.slice('tr_'.length);
    const final = payment.status !== 'open' && payment.status !== 'pending' && payment.status !== 'authorized';
    const timeField = STATUS_TIMES[payment.status];
    return {
      resource: 'payment',
      id: payment.id,
      mode: options.apiKey.startsWith('live_') ? 'live' : 'test',
      createdAt: payment.createdAt,
      amount: payment.request.amount,
      description: payment.request.description,
      method: payment.request.method ?? null,
      metadata: payment.request.metadata ?? null,
      status: payment.status,
      ...(timeField && { [timeField]: new Date().toISOString() }),
      isCancelable: !final,
      ...(!final && { expiresAt: new Date(Date.parse(payment.createdAt) + 15 * 60_000).toISOString() }),
      profileId: 'pfl_standin0001',
      sequenceType: 'oneoff',
      redirectUrl: payment.request.redirectUrl,
      ...(payment.request.webhookUrl && { webhookUrl: payment.request.webhookUrl }),
      _links: {
        self: { href: `${origin}/v2/payments/${payment.id}`, type: 'application/hal+json' },
        ...(!final && { checkout: { href: `https://www.mollie.com/checkout/select-method/${token}`, type: 'text/html' } }),
        dashboard: { href: `https://www.mollie.com/dashboard/org_standin/payments/${payment.id}`, type: 'text/html' },
        documentation: { href: 'https://docs.mollie.com/reference/create-payment', type: 'text/html' },
      },
    };
  }

  const server = https.createServer(
    { key: fs.readFileSync(new URL('key.pem', FIXTURES)), cert: fs.readFileSync(new URL('cert.pem', FIXTURES)) },
    (request, response) => {
      const chunks: Buffer[] = [];
      request.on('data', (chunk: Buffer) => chunks.push(chunk));
      request.on('end', () => {
        const text = Buffer.concat(chunks).toString('utf8');
        let body: any = null;
        try {
          body = text ? JSON.parse(text) : null;
        } catch {
          body = text;
        }
        const path = (request.url ?? '').split('?')[0]!;
        requests.push({ method: request.method ?? '', path, authorization: request.headers.authorization, body });
        const send = (status: number, json: unknown) => {
          response.writeHead(status, { 'content-type': 'application/hal+json' });
          response.end(JSON.stringify(json));
        };
        if (request.headers.authorization !== `Bearer ${options.apiKey}`) {
          send(401, problem(401, 'Unauthorized Request', 'Missing authentication, or failed to authenticate'));
          return;
        }
        if (request.method === 'POST' && path === '/v2/payments') {
          const invalid = invalidField(body);
          if (invalid) return send(422, problem(422, 'Unprocessable Entity', invalid[1], invalid[0]));
          if (body.method && inactiveMethods.has(body.method)) {
            return send(422, problem(422, 'Unprocessable Entity', 'The payment method is not active in your website profile.', 'method'));
          }
          const payment: StandInPayment = { id: `tr_${randomBytes(6).toString('hex')}`, createdAt: new Date().toISOString(), request: body, status: 'open' };
          payments.set(payment.id, payment);
          return send(201, paymentJson(payment));
        }
        const match = /^\/v2\/payments\/(tr_\w+)$/.exec(path);
        if (request.method === 'GET' && match) {
          const payment = payments.get(match[1]!);
          if (!payment) return send(404, problem(404, 'Not Found', `No payment exists with token ${match[1]}.`));
          return send(200, paymentJson(payment));
        }
        send(404, problem(404, 'Not Found', 'The resource does not exist'));
      });
    },
  );
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  origin = `https://127.0.0.1:${(server.address() as AddressInfo).port}`;

  return {
    /** The API root to configure (MOLLIE_API_ENDPOINT). */
    apiEndpoint: `${origin}/v2/`,
    requests,
    /** The payment Create payment made, by Mollie's id. */
    payment(id: string) {
      const payment = payments.get(id);
      if (!payment) throw new Error(`The stand-in made no payment ${id}`);
      return { request: payment.request, status: payment.status, checkoutUrl: `https://www.mollie.com/checkout/select-method/${id.slice('tr_'.length)}` };
    },
    /** What the member did at Mollie's checkout: the payment's status from now on. */
    setStatus(id: string, status: MollieStatus) {
      const payment = payments.get(id);
      if (!payment) throw new Error(`The stand-in made no payment ${id}`);
      payment.status = status;
    },
    /** Mollie forgets a payment (a key of the other mode): GET answers 404. */
    forget(id: string) {
      payments.delete(id);
    },
    inactiveMethods,
    close: () => new Promise<void>((resolve) => server.close(() => resolve())),
  };
}
/** A running stand-in. */
export type MollieStandIn = Awaited<ReturnType<typeof startMollieStandIn>>;

/**
 * Lets this test process accept the stand-in's certificate until the returned function is called.
 * The client pins Mollie's CA bundle to its own agent, so no certificate of ours can be trusted any
 * other way; the stand-in is the only TLS peer a test file talks to.
 */
export function trustStandIn(): () => void {
  const before = process.env.NODE_TLS_REJECT_UNAUTHORIZED;
  process.env.NODE_TLS_REJECT_UNAUTHORIZED = '0';
  return () => {
    if (before === undefined) delete process.env.NODE_TLS_REJECT_UNAUTHORIZED;
    else process.env.NODE_TLS_REJECT_UNAUTHORIZED = before;
  };
}
