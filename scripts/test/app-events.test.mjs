/**
 * The bus check (scripts/lib/app-events.mjs; check-boundaries.mjs runs it on the tree) on small
 * trees of its own: it finds events however the code reaches the bus, and fails on each kind of gap,
 * among them the one that hid a failed like: mf-likes sent 'toast:show' and nothing heard it.
 */
import assert from 'node:assert/strict';
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { test } from 'node:test';
import { busGaps, readBusTraffic } from '../lib/app-events.mjs';

const CONTRACTS = `
export interface AppEvents {
  'toast:show': { message: string };
  'signup:open': { step?: number };
  'page:rendered': { route: string };
}
export type AppEventName = keyof AppEvents;
export interface EventBus {
  emit<K extends AppEventName>(name: K, payload: AppEvents[K]): void;
  on<K extends AppEventName>(name: K, listener: (payload: AppEvents[K]) => void): () => void;
}
export interface HostProps { bus: EventBus }
export declare function useHost(): HostProps;
`;

/** Writes `files` (path → text) and the contracts above into a fresh tree and reads its traffic. */
function traffic(files) {
  const root = fs.mkdtempSync(path.join(os.tmpdir(), 'bus-check-'));
  try {
    const all = { 'contracts/events.ts': CONTRACTS, ...files };
    for (const [name, text] of Object.entries(all)) {
      fs.mkdirSync(path.dirname(path.join(root, name)), { recursive: true });
      fs.writeFileSync(path.join(root, name), text);
    }
    fs.writeFileSync(path.join(root, 'tsconfig.base.json'), JSON.stringify({ compilerOptions: { strict: true, target: 'ES2022', module: 'ESNext', moduleResolution: 'Bundler' } }));
    const dirs = ['shell/src', 'mf-likes/src', 'mf-search/src'].map((dir) => path.join(root, dir)).filter((dir) => fs.existsSync(dir));
    return readBusTraffic({ root, dirs, eventsFile: path.join(root, 'contracts/events.ts'), compilerOptions: { lib: ['lib.es2022.d.ts'] } });
  } finally {
    fs.rmSync(root, { recursive: true, force: true });
  }
}

/** The contracts' import, from a file `depth` folders below the tree's root. */
const importAt = (depth) => `import { useHost, type AppEventName, type EventBus, type HostProps } from '${'../'.repeat(depth)}contracts/events';\n`;
const IMPORT = importAt(2);

/** Every declared event sent and heard once, so a case shows only its own gap. */
const QUIET = {
  'mf-search/src/calls.ts': `${IMPORT}export const ask = (bus: EventBus) => { bus.emit('signup:open', {}); bus.emit('page:rendered', { route: 'members' }); };\n`,
  'shell/src/hears.ts': `${IMPORT}export const hear = (bus: EventBus) => [bus.on('signup:open', () => {}), bus.on('page:rendered', () => {})];\n`,
};

test('a toast sent by the like button with no one to show it fails, naming the event and the place', () => {
  const likeButton = `${importAt(3)}export function press() {\n  const { bus } = useHost();\n  bus.emit('toast:show', { message: 'Mislukt' });\n}\n`;
  const gaps = busGaps(traffic({ ...QUIET, 'mf-likes/src/features/like-button.ts': likeButton }));
  assert.deepEqual(gaps, ["'toast:show' is sent and nobody hears it (mf-likes/src/features/like-button.ts:4)"]);

  const toasts = `${IMPORT}export const listen = (services: { bus: EventBus }) => services.bus.on('toast:show', () => {});\n`;
  assert.deepEqual(busGaps(traffic({ ...QUIET, 'mf-likes/src/features/like-button.ts': likeButton, 'shell/src/toasts.ts': toasts })), []);
});

test('finds sends and listeners however the receiver is spelt', () => {
  const shapes = `${IMPORT}
export function shapes(host: HostProps, deps: { bus?: EventBus }) {
  host.bus.emit('toast:show', { message: 'a' });
  useHost().bus.emit('signup:open', {});
  deps.bus?.emit('page:rendered', { route: 'x' });
  const { emit } = host.bus;
  emit('toast:show', { message: 'b' });
  const renamed = useHost().bus;
  renamed.on('signup:open', () => {});
  const { bus: { on } } = useHost();
  on('page:rendered', () => {});
}
`;
  const found = traffic({ 'mf-search/src/shapes.ts': shapes });
  assert.deepEqual(Object.fromEntries(found.sent), {
    'toast:show': ['mf-search/src/shapes.ts:4', 'mf-search/src/shapes.ts:8'],
    'signup:open': ['mf-search/src/shapes.ts:5'],
    'page:rendered': ['mf-search/src/shapes.ts:6'],
  });
  assert.deepEqual(Object.fromEntries(found.heard), { 'signup:open': ['mf-search/src/shapes.ts:10'], 'page:rendered': ['mf-search/src/shapes.ts:12'] });
});

test('an event heard and never sent fails, and so does one declared and neither sent nor heard', () => {
  const only = {
    'mf-search/src/calls.ts': `${IMPORT}export const ask = (bus: EventBus) => bus.emit('signup:open', {});\n`,
    'shell/src/hears.ts': `${IMPORT}export const hear = (bus: EventBus) => [bus.on('signup:open', () => {}), bus.on('page:rendered', () => {})];\n`,
  };
  assert.deepEqual(busGaps(traffic(only)), [
    "'page:rendered' is heard and nobody sends it (shell/src/hears.ts:2)",
    "'toast:show' is declared in AppEvents and neither sent nor heard",
  ]);
});

test('tests and testing kits neither send nor hear, so a listener that exists only in a test does not hide a gap', () => {
  const sender = `${IMPORT}export const fail = (bus: EventBus) => bus.emit('toast:show', { message: 'x' });\n`;
  const testListener = `${IMPORT}export const spy = (bus: EventBus) => bus.on('toast:show', () => {});\n`;
  const gaps = busGaps(traffic({ ...QUIET, 'mf-likes/src/fail.ts': sender, 'shell/src/toasts.test.ts': testListener, 'shell/src/testing/spy.ts': testListener }));
  assert.deepEqual(gaps, ["'toast:show' is sent and nobody hears it (mf-likes/src/fail.ts:2)"]);
});

test('a name the check cannot read, or emit passed along instead of called, fails rather than passing unseen', () => {
  const vague = `${IMPORT}export function vague(bus: EventBus, name: AppEventName, onDone: (cb: unknown) => void) {
  bus.emit(name, { message: 'x' } as never);
  onDone(bus.emit);
}
`;
  const gaps = busGaps(traffic({ ...QUIET, 'shell/src/toasts.ts': `${IMPORT}export const l = (bus: EventBus) => bus.on('toast:show', () => {});\n`, 'mf-search/src/vague.ts': vague }));
  assert.equal(gaps.length, 3, gaps.join('\n'));
  assert.match(gaps[0], /^'toast:show' is heard and nobody sends it/);
  assert.match(gaps[1], /^cannot tell which event: mf-search\/src\/vague\.ts:3: bus\.emit\(name/);
  assert.match(gaps[2], /^cannot tell which event: mf-search\/src\/vague\.ts:4: bus\.emit passed along instead of called/);
});

test('a bus whose type the checker cannot tell (an import it cannot resolve) fails instead of sending nothing', () => {
  const lost = "import { useHost } from '../../no-such-contracts';\nexport function press() {\n  const { bus } = useHost();\n  bus.emit('toast:show', { message: 'x' });\n}\n";
  const gaps = busGaps(traffic({ ...QUIET, 'mf-likes/src/lost.ts': lost }));
  assert.deepEqual(gaps, [
    "'toast:show' is declared in AppEvents and neither sent nor heard",
    "cannot tell which event: mf-likes/src/lost.ts:4: bus.emit has a bus of no known type (an import that does not resolve?)",
  ]);
});
