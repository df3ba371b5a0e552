/**
 * The dev outbox: the mail the site sent, readable in the browser and by browser tests. Only
 * outside production; in production every /dev/ path answers 404 (no SPA page, no outbox).
 */
import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { TEXT_LIMITS } from '@dating/shared-contracts';
import type { Config } from '../config.js';
import { DomainError } from '../domains/domain-error.js';
import type { Domains } from '../domains/index.js';
import { outboxListPage, outboxMessagePage } from './outbox-pages.js';

const idParams = z.strictObject({ id: z.coerce.number().int().positive().max(2_147_483_647) });
const listQuery = z.strictObject({
  to: z.string().trim().max(TEXT_LIMITS.email).optional(),
  limit: z.coerce.number().int().min(1).max(200).optional(),
});

/**
 * Registers the dev outbox pages (or, in production, a 404 for /dev/). Each page first lets the
 * queue do its due work (`drain`), so mail a request asked for a moment ago is there to read.
 */
export async function devOutboxRoutes(app: FastifyInstance, { domains, config, drain }: { domains: Domains; config: Config; drain: () => Promise<void> }) {
  if (config.production) {
    app.all('/dev/*', async () => {
      throw new DomainError('not_found');
    });
    return;
  }
  const api = app.withTypeProvider<ZodTypeProvider>();
  const noStore = 'no-store';

  api.get('/dev/outbox', async (_request, reply) => {
    await drain();
    const rows = await domains.mail.list({ limit: 200 });
    return reply.header('cache-control', noStore).type('text/html; charset=utf-8').send(outboxListPage(rows));
  });

  api.get('/dev/outbox.json', { schema: { querystring: listQuery } }, async (request, reply) => {
    await drain();
    const rows = await domains.mail.list({ to: request.query.to || undefined, limit: request.query.limit });
    void reply.header('cache-control', noStore);
    // A plain array, newest first: browser tests take [0] to find the latest link.
    return rows.map((row) => ({
      id: row.id,
      kind: row.kind,
      to: row.toAddress,
      from: row.fromAddress,
      subject: row.subject,
      text: row.text,
      html: row.html,
      transport: row.transport,
      status: row.status,
      sent_at: row.sentAt?.toISOString() ?? null,
      created_at: row.createdAt.toISOString(),
    }));
  });

  api.get('/dev/outbox/:id', { schema: { params: idParams } }, async (request, reply) => {
    const row = await domains.mail.byId(request.params.id);
    if (!row) throw new DomainError('not_found');
    return reply.header('cache-control', noStore).type('text/html; charset=utf-8').send(outboxMessagePage(row));
  });

  api.get('/dev/outbox/:id/raw', { schema: { params: idParams } }, async (request, reply) => {
    const row = await domains.mail.byId(request.params.id);
    if (!row) throw new DomainError('not_found');
    return reply.header('cache-control', noStore).type('text/plain; charset=utf-8').send(await domains.mail.raw(row));
  });
}
