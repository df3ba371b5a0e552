/**
 * Mail: the templates in every locale (escaped, complete, without a name for an unconfirmed
 * address), the queue (a request only queues; the worker delivers by SMTP to a local test server,
 * retries with backoff while it is down, then gives up), the dev outbox pages and JSON, their
 * absence in production, and links that a forged Host header cannot redirect.
 */
import net from 'node:net';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { eq, sql } from 'drizzle-orm';
import { LOCALES } from '@dating/shared-contracts';
import { outgoingMail } from '../src/db/schema.js';
import { activationMail, passwordResetMail } from '../src/domains/mail/templates.js';
import { MAIL_MAX_ATTEMPTS, MAIL_RETRY_BACKOFF } from '../src/domains/mail/service.js';
import { NAMELESS_GREETINGS } from '../src/domains/mail/messages/greeting.js';
import { ACTIVATION_MESSAGES } from '../src/domains/mail/messages/activation.js';
import { PASSWORD_RESET_MESSAGES } from '../src/domains/mail/messages/password-reset.js';
import { availableBackends } from './support/backends.js';
import { startTestSite, type TestSite } from './support/test-site.js';

const HOSTILE_NAME = `<img src=x onerror="alert(1)">&'"`;

let serial = 0;
function signupBody(overrides: Record<string, unknown> = {}) {
  serial += 1;
  return { email: `mail${serial}@example.com`, name: 'Lisa', date_of_birth: '1992-08-14', password: 'geheim123', ...overrides };
}

/** The smallest SMTP server that accepts mail: enough for nodemailer, records every message (on `port`, or any free one). */
function startSmtpServer(port = 0): Promise<{ port: number; messages: { from: string; to: string[]; data: string }[]; close(): Promise<void> }> {
  const messages: { from: string; to: string[]; data: string }[] = [];
  const server = net.createServer((socket) => {
    let buffer = '';
    let inData = false;
    let current = { from: '', to: [] as string[], data: '' };
    socket.write('220 test.local ESMTP\r\n');
    socket.on('data', (chunk) => {
      buffer += chunk.toString('utf8');
      let newline: number;
      while ((newline = buffer.indexOf('\r\n')) >= 0) {
        const line = buffer.slice(0, newline);
        buffer = buffer.slice(newline + 2);
        if (inData) {
          if (line === '.') {
            inData = false;
            messages.push(current);
            current = { from: '', to: [], data: '' };
            socket.write('250 2.0.0 queued\r\n');
          } else {
            current.data += `${line.startsWith('..') ? line.slice(1) : line}\n`;
          }
          continue;
        }
        const verb = line.slice(0, 4).toUpperCase();
        if (verb === 'EHLO' || verb === 'HELO') socket.write('250 test.local\r\n');
        else if (verb === 'MAIL') (current.from = line), socket.write('250 2.1.0 ok\r\n');
        else if (verb === 'RCPT') current.to.push(line), socket.write('250 2.1.5 ok\r\n');
        else if (verb === 'DATA') (inData = true), socket.write('354 go ahead\r\n');
        else if (verb === 'QUIT') socket.end('221 bye\r\n');
        else socket.write('250 ok\r\n');
      }
    });
    socket.on('error', () => {});
  });
  return new Promise((resolve) => {
    server.listen(port, '127.0.0.1', () => {
      resolve({
        port: (server.address() as net.AddressInfo).port,
        messages,
        close: () => new Promise((done) => server.close(() => done())),
      });
    });
  });
}

/** The body of a quoted-printable part as text. */
function decodeQuotedPrintable(data: string): string {
  const bytes = data.replace(/=\n/g, '').replace(/=([0-9A-F]{2})/g, (_whole, hex: string) => `%${hex}`);
  return decodeURIComponent(bytes.replace(/%(?![0-9A-F]{2})/g, '%25'));
}

/** A port nothing listens on. */
async function closedPort(): Promise<number> {
  const server = net.createServer();
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  const { port } = server.address() as net.AddressInfo;
  await new Promise((resolve) => server.close(resolve));
  return port;
}

describe('mail templates', () => {
  it.each(LOCALES)('%s: both kinds are complete, escaped and carry the link', (locale) => {
    const link = 'https://example.test/api/activate.php?token=abc_DEF-123';
    for (const mail of [
      activationMail({ locale, siteName: 'Flirt & <Co>' }, link),
      passwordResetMail({ locale, name: HOSTILE_NAME, siteName: 'Flirt & <Co>' }, link, 60),
    ]) {
      expect(mail.subject).toContain('Flirt & <Co>');
      expect(`${mail.subject}${mail.text}${mail.html}`).not.toMatch(/\{\w+\}/);
      expect(mail.text).toContain(link);
      expect(mail.html).toContain(`href="${link}"`);
      expect(mail.html).toContain('Flirt &amp; &lt;Co&gt;');
      expect(mail.html).not.toContain('<img');
      expect(mail.html).not.toContain('<Co>');
      expect(mail.html).toContain(`<html lang="${locale}">`);
    }
    const reset = passwordResetMail({ locale, name: HOSTILE_NAME, siteName: 'S' }, link, 60);
    expect(reset.text).toContain(HOSTILE_NAME);
    expect(reset.html).toContain('&lt;img src=x onerror=&quot;alert(1)&quot;&gt;&amp;&#39;&quot;');
    expect(reset.text).toContain('60');
  });

  it.each(LOCALES)('%s: a mail to an unconfirmed address greets without a name', (locale) => {
    const link = 'https://example.test/x';
    for (const mail of [activationMail({ locale, siteName: 'S' }, link), passwordResetMail({ locale, name: null, siteName: 'S' }, link, 60)]) {
      expect(mail.text.split('\n')[0]).toBe(NAMELESS_GREETINGS[locale]);
      expect(`${mail.subject}${mail.text}${mail.html}`).not.toMatch(/\{\w+\}/);
    }
  });

  it('every locale has its own texts', () => {
    for (const messages of [ACTIVATION_MESSAGES, PASSWORD_RESET_MESSAGES]) {
      expect(Object.keys(messages).sort()).toEqual([...LOCALES].sort());
      const subjects = new Set(LOCALES.map((locale) => messages[locale].subject));
      expect(subjects.size).toBe(LOCALES.length);
    }
  });

  it('a link with markup characters stays one attribute', () => {
    const mail = activationMail({ locale: 'nl', siteName: 'S' }, 'https://x.test/?a=1&b="><script>');
    expect(mail.html).toContain('href="https://x.test/?a=1&amp;b=&quot;&gt;&lt;script&gt;"');
    expect(mail.html).not.toContain('<script>');
  });
});

describe.each(await availableBackends())('mail on %s', (backend) => {
  describe('the dev outbox', () => {
    let site: TestSite;
    let mailId: number;
    let email: string;
    beforeAll(async () => {
      site = await startTestSite(backend);
      // A confirmed member whose name is markup asks for a reset link: the mail greets them by that name.
      email = 'free@example.com';
      const member = site.client();
      expect((await member.login(email)).status).toBe(200);
      expect((await member.put('/api/profile.php', { name: HOSTILE_NAME })).status).toBe(200);
      expect((await site.client().post('/api/password-reset.php', { email })).status).toBe(200);
      // The worker writes the reset's mail after the request: let it, so the signup's mail is the newer one.
      await site.jobs.drain();
      expect((await site.client().post('/api/signup.php', signupBody())).status).toBe(201);
      await site.jobs.drain();
      const [row] = await site.database.db.select().from(outgoingMail).where(eq(outgoingMail.toAddress, email));
      mailId = row!.id;
    });
    afterAll(async () => {
      await site?.close();
    });

    it('stores the mail with the site as sender and the outbox transport', async () => {
      const [row] = await site.database.db.select().from(outgoingMail).where(eq(outgoingMail.id, mailId));
      expect(row).toMatchObject({ kind: 'password_reset', toAddress: email, transport: 'outbox', status: 'kept', attempts: 1, sentAt: null, fromAddress: 'Flirtpunt <support@flirtpunt.example>' });
      expect(row!.memberId).toBeGreaterThan(0);
      expect(row!.siteId).toBeGreaterThan(0);
    });

    it('lists every mail, newest first, escaped', async () => {
      const page = await site.client().get('/dev/outbox');
      expect(page.status).toBe(200);
      expect(page.headers['content-type']).toContain('text/html');
      expect(page.text).toContain(`href="/dev/outbox/${mailId}"`);
      const newest = page.text.indexOf(`mail${serial}@example.com`);
      const older = page.text.indexOf(email);
      expect(newest).toBeGreaterThan(0);
      expect(older).toBeGreaterThan(newest);
      expect(page.text).not.toContain('<img');
    });

    it('shows one mail in a sandboxed frame, with nothing unescaped', async () => {
      const page = await site.client().get(`/dev/outbox/${mailId}`);
      expect(page.status).toBe(200);
      expect(page.text).toMatch(/<iframe [^>]*sandbox="[^"]*"[^>]*srcdoc="/);
      expect(page.text).not.toMatch(/sandbox="[^"]*allow-scripts/);
      expect(page.text).not.toMatch(/sandbox="[^"]*allow-same-origin/);
      expect(page.text).not.toContain('<img');
      // Inside srcdoc the mail's own escaping is escaped once more.
      expect(page.text).toContain('&amp;lt;img src=x onerror=&amp;quot;alert(1)&amp;quot;&amp;gt;');
      expect(page.text).toContain('/reset-password/do?token=');
      const raw = await site.client().get(`/dev/outbox/${mailId}/raw`);
      expect(raw.status).toBe(200);
      expect(raw.text).toMatch(/^From: Flirtpunt <support@flirtpunt\.example>$/m);
      expect(raw.text).toMatch(new RegExp(`^To: ${email.replace('.', '\\.')}$`, 'm'));
      expect(raw.text).toContain('Content-Type: multipart/alternative');
    });

    it('answers JSON filtered by recipient (case-insensitive)', async () => {
      const answer = await site.client().get(`/dev/outbox.json?to=${encodeURIComponent(email.toUpperCase())}`);
      expect(answer.status).toBe(200);
      expect(answer.body).toHaveLength(1);
      expect(Object.keys(answer.body[0]).sort()).toEqual(['created_at', 'from', 'html', 'id', 'kind', 'sent_at', 'status', 'subject', 'text', 'to', 'transport']);
      expect(answer.body[0]).toMatchObject({ id: mailId, to: email, kind: 'password_reset', status: 'kept' });
      const all = await site.client().get('/dev/outbox.json');
      expect(all.body.length).toBeGreaterThanOrEqual(2);
      expect(all.body[0].id).toBeGreaterThan(all.body[1].id);
      expect((await site.client().get('/dev/outbox.json?to=nobody@example.com')).body).toEqual([]);
    });

    it('bad ids and queries are 4xx with a translated error', async () => {
      expect((await site.client().get('/dev/outbox/999999')).status).toBe(404);
      for (const path of ['/dev/outbox/abc', '/dev/outbox/-1', '/dev/outbox/1e99', `/dev/outbox.json?to=${'a'.repeat(300)}`, '/dev/outbox.json?limit=0', '/dev/outbox.json?evil=1']) {
        const answer = await site.client().get(path);
        expect(answer.status, path).toBe(400);
        expect(answer.body.code, path).toBe('invalid_input');
      }
    });
  });

  describe('in production', () => {
    let site: TestSite;
    beforeAll(async () => {
      site = await startTestSite(backend, { production: true });
    });
    afterAll(async () => {
      await site?.close();
    });

    it('the dev outbox does not exist', async () => {
      for (const path of ['/dev/outbox', '/dev/outbox.json', '/dev/outbox.json?to=free@example.com', '/dev/outbox/1', '/dev/outbox/1/raw']) {
        const answer = await site.client().get(path);
        expect(answer.status, path).toBe(404);
        expect(answer.body.code, path).toBe('not_found');
      }
    });

    it('a forged Host header cannot put another domain into the link', async () => {
      const body = signupBody();
      const answer = await site.client().post('/api/signup.php', body, { host: 'attacker.example' });
      expect(answer.status).toBe(201);
      const [row] = await site.database.db.select().from(outgoingMail).where(eq(outgoingMail.toAddress, body.email));
      expect(row!.text).toContain('https://localhost/api/activate.php?token=');
      expect(row!.text).not.toContain('attacker');
    });
  });

  describe('by SMTP, through the queue', () => {
    it('the worker delivers to the SMTP server and marks the mail sent; the mail carries no typed name; links start with PUBLIC_ORIGIN', async () => {
      const smtp = await startSmtpServer();
      const site = await startTestSite(backend, { smtpUrl: `smtp://127.0.0.1:${smtp.port}`, publicOrigin: 'https://www.flirtpunt.example/' });
      try {
        const body = signupBody({ name: 'Claim prize: evil.example/p' });
        expect((await site.client().post('/api/signup.php', body)).status).toBe(201);
        await site.jobs.drain();
        const [row] = await site.database.db.select().from(outgoingMail).where(eq(outgoingMail.toAddress, body.email));
        expect(row).toMatchObject({ transport: 'smtp', status: 'sent', attempts: 1, lastError: null });
        expect(row!.sentAt).toBeInstanceOf(Date);
        expect(row!.text).toMatch(/^https:\/\/www\.flirtpunt\.example\/api\/activate\.php\?token=[\w-]{43}$/m);
        expect(smtp.messages).toHaveLength(1);
        const [message] = smtp.messages;
        expect(message!.from).toContain('support@flirtpunt.example');
        expect(message!.to.join()).toContain(body.email);
        expect(message!.data).toMatch(/^From: Flirtpunt <support@flirtpunt\.example>$/m);
        expect(message!.data).toMatch(/^Subject: /m);
        expect(message!.data).toContain('Content-Type: text/html');
        // Anyone may sign up with another person's address: the name they typed is not mailed to it.
        expect(decodeQuotedPrintable(message!.data)).not.toContain('evil.example');
        expect(row!.text.startsWith('Hallo,\n')).toBe(true);
      } finally {
        await site.close();
        await smtp.close();
      }
    });

    it('a hanging SMTP server does not hold up the request: the mail only waits in the queue', async () => {
      const held = new Set<net.Socket>();
      const silent = net.createServer((socket) => held.add(socket));
      await new Promise<void>((resolve) => silent.listen(0, '127.0.0.1', resolve));
      const site = await startTestSite(backend, { smtpUrl: `smtp://127.0.0.1:${(silent.address() as net.AddressInfo).port}` });
      try {
        const started = performance.now();
        const answer = await site.client().post('/api/signup.php', signupBody());
        expect(answer.status).toBe(201);
        // nodemailer would wait 10 s for the greeting; the answer does not.
        expect(performance.now() - started).toBeLessThan(5_000);
      } finally {
        // Dropping the held connection ends the queued mail's wait at once, not after nodemailer's 10 s.
        for (const socket of held) socket.destroy();
        await site.close();
        await new Promise((resolve) => silent.close(resolve));
      }
    });

    it('a dead SMTP server does not fail the signup; the mail is retried with backoff, delivered once the server is back, or given up on', async () => {
      const port = await closedPort();
      const site = await startTestSite(backend, { smtpUrl: `smtp://127.0.0.1:${port}` });
      const errors: unknown[] = [];
      const original = console.error;
      console.error = (...args: unknown[]) => errors.push(args);
      const mailTo = async (to: string) => (await site.database.db.select().from(outgoingMail).where(eq(outgoingMail.toAddress, to)))[0]!;
      /** The retry's time has come (instead of waiting for the backoff). */
      const makeDue = (id: number) => site.database.db.update(outgoingMail).set({ nextAttemptAt: sql`now()` }).where(eq(outgoingMail.id, id));
      let smtp: Awaited<ReturnType<typeof startSmtpServer>> | null = null;
      try {
        const first = signupBody();
        const second = signupBody();
        expect((await site.client().post('/api/signup.php', first)).status).toBe(201);
        expect((await site.client().post('/api/signup.php', second)).status).toBe(201);
        await site.jobs.drain();
        const waiting = await mailTo(first.email);
        expect(waiting).toMatchObject({ transport: 'smtp', status: 'queued', attempts: 1, sentAt: null });
        expect(waiting.lastError).toMatch(/ECONNREFUSED/);
        const delay = (waiting.nextAttemptAt.getTime() - Date.now()) / 1000;
        expect(delay).toBeGreaterThan(MAIL_RETRY_BACKOFF.firstSeconds - 15);
        expect(delay).toBeLessThanOrEqual(MAIL_RETRY_BACKOFF.firstSeconds + 1);
        expect(errors).toHaveLength(2);

        // Not due yet: another pass leaves it alone.
        await site.jobs.drain();
        expect((await mailTo(first.email)).attempts).toBe(1);

        // The second mail's last attempt fails too: it is given up on.
        await site.database.db.update(outgoingMail).set({ attempts: MAIL_MAX_ATTEMPTS - 1, nextAttemptAt: sql`now()` }).where(eq(outgoingMail.toAddress, second.email));
        await site.jobs.drain();
        expect(await mailTo(second.email)).toMatchObject({ status: 'failed', attempts: MAIL_MAX_ATTEMPTS });

        // The server is back: the first mail's next attempt delivers it.
        smtp = await startSmtpServer(port);
        await makeDue(waiting.id);
        await site.jobs.drain();
        expect(await mailTo(first.email)).toMatchObject({ status: 'sent', attempts: 2, lastError: null });
        expect(smtp.messages.map((message) => message.to.join())).toEqual([expect.stringContaining(first.email)]);
      } finally {
        console.error = original;
        await site.close();
        await smtp?.close();
      }
    });
  });
});
