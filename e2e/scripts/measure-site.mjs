// What the measure:* scripts share: the production build started the way `npm start` serves it,
// on a fresh embedded database in a temp folder, and the browser flags Debian Chromium needs here.
import { spawn } from 'node:child_process';
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';

export const ROOT = path.resolve(import.meta.dirname, '..', '..');
export const CHROMIUM = process.env.CHROME_PATH ?? process.env.CHROMIUM_PATH ?? '/usr/bin/chromium';
/** Without the background-networking flags Chromium floods the closed network with refused calls. */
export const CHROMIUM_FLAGS = ['--headless', '--no-sandbox', '--disable-gpu', '--disable-quic', '--no-first-run', '--disable-background-networking', '--disable-component-update', '--disable-sync'];

export const median = (values) => {
  const sorted = [...values].sort((a, b) => a - b);
  const mid = Math.floor(sorted.length / 2);
  return sorted.length % 2 ? sorted[mid] : (sorted[mid - 1] + sorted[mid]) / 2;
};

export const kb = (bytes) => `${(bytes / 1024).toFixed(1)} KB`;

/**
 * Seeds `dataDir` as a development site would be (the demo members included), since a production
 * start seeds no demo member and member pages are measured as one.
 */
async function seedWithDemoMembers(dataDir) {
  const seeding = spawn(process.execPath, ['api/dist/seed.js'], {
    cwd: ROOT,
    env: { ...process.env, NODE_ENV: 'development', DATA_DIR: dataDir, LOG_LEVEL: 'warn' },
    stdio: ['ignore', 'ignore', 'inherit'],
  });
  const code = await new Promise((resolve) => seeding.on('exit', resolve));
  if (code !== 0) throw new Error(`seeding the measured site exited with ${code}`);
}

/**
 * Starts `api/dist/main.js` with NODE_ENV=production on `port` and a temp DATA_DIR seeded with the
 * demo members; resolves when it says it is ready. `stop()` ends it and removes the folder.
 */
export async function startSite(port) {
  const dataDir = fs.mkdtempSync(path.join(os.tmpdir(), 'site-measure-'));
  await seedWithDemoMembers(dataDir);
  const child = spawn(process.execPath, ['api/dist/main.js'], {
    cwd: ROOT,
    env: { ...process.env, NODE_ENV: 'production', PORT: String(port), DATA_DIR: dataDir, LOG_LEVEL: 'warn' },
    stdio: ['ignore', 'pipe', 'inherit'],
  });
  await new Promise((resolve, reject) => {
    child.stdout.on('data', (chunk) => String(chunk).includes('Site ready') && resolve());
    child.on('exit', (code) => reject(new Error(`site exited with ${code}`)));
  });
  return {
    origin: `http://localhost:${port}`,
    stop() {
      child.kill('SIGTERM');
      fs.rmSync(dataDir, { recursive: true, force: true });
    },
  };
}

/** Demo member the member pages are measured as (MEASURE_MEMBER to change), password demo1234. */
export const MEASURE_MEMBER = process.env.MEASURE_MEMBER ?? 'free@example.com';

/**
 * The auth cookie ("name=value") of a fresh login of `email`: member pages (/members) are
 * measured as a logged-in member, as they are used.
 */
export async function memberCookie(origin, email = MEASURE_MEMBER, password = 'demo1234') {
  const login = () =>
    fetch(`${origin}/api/user.php`, {
      method: 'POST',
      headers: { 'Content-Type': 'application/json', Accept: 'application/json' },
      body: JSON.stringify({ email, password }),
    });
  // A kept-alive socket the server has just closed fails once; a second request opens a new one.
  const answer = await login().catch(login);
  if (!answer.ok) throw new Error(`login of ${email} failed: ${answer.status}`);
  const cookie = answer.headers.getSetCookie().map((line) => line.split(';')[0]).find((pair) => /auth=/.test(pair));
  if (!cookie) throw new Error(`login of ${email} set no auth cookie`);
  return cookie;
}

/**
 * Gives a browser context the login cookie `pair` ("name=value") as the site sets it. The production
 * cookie is `__Host-auth`: Secure, path /, no Domain; Chromium counts http://localhost as secure, so
 * it takes a Secure cookie there (a url would make it insecure).
 */
export async function addMemberCookie(context, origin, pair) {
  const at = pair.indexOf('=');
  await context.addCookies([{ name: pair.slice(0, at), value: pair.slice(at + 1), domain: new URL(origin).hostname, path: '/', secure: true, httpOnly: true, sameSite: 'Lax' }]);
}

/** Logs a browser context in as `email` (a fresh login's cookie). */
export async function logInContext(context, origin, email = MEASURE_MEMBER) {
  await addMemberCookie(context, origin, await memberCookie(origin, email));
}

/**
 * A conversation of the measured member, for `/chats/{chat}` (and so that /chats lists one): the
 * first of their list, or one begun now with the first profile their own search shows (a free
 * member's first message is free). Its id.
 */
export async function conversationOfMember(origin, email = MEASURE_MEMBER) {
  const headers = { accept: 'application/json', cookie: await memberCookie(origin, email) };
  const list = await fetch(`${origin}/api/chats.php`, { headers }).then((r) => r.json());
  if (list.chats?.[0]) return list.chats[0].conversation.id;
  const search = await fetch(`${origin}/api/search.php`, { headers }).then((r) => r.json());
  const profileId = search.profiles?.[0]?.id;
  if (!profileId) throw new Error(`${email}'s search shows no profile to write to`);
  const sent = await fetch(`${origin}/api/chat.php`, {
    method: 'POST',
    headers: { ...headers, 'content-type': 'application/json' },
    body: JSON.stringify({ profile_id: profileId, client_id: `measure-${Date.now()}`, text: 'Hallo, hoe gaat het met je?' }),
  });
  if (!sent.ok) throw new Error(`${email}'s first message was refused: ${sent.status}`);
  return (await sent.json()).conversation.id;
}

/** Paths measured as a logged-in member (the rest as a visitor). */
export const MEMBER_PATHS = new Set(['/members', '/credits']);

/**
 * Whether `path` is opened as a logged-in member: the members' search and a profile page
 * (`/members/<id>`, not a member's public landing), the likes pages, the shop's member pages and the member's own pages.
 */
export function isMemberPath(path) {
  return MEMBER_PATHS.has(path) || /^\/members\/\d+$/.test(path) || /^\/(likes|profile|notifications|chats|credits|transactions)(\/|$)/.test(path);
}
