/**
 * The one stream per browser, with the browser's parts replaced by small working fakes: a lock
 * manager that grants one holder at a time and passes the lock on, channels that deliver to every
 * other tab, and event sources the test drives as the server would.
 */
import { describe, expect, it, jest } from '@jest/globals';
import { createServerEventClient, reconnectDelay, type ChannelLike, type EventSourceLike, type LocksLike } from './server-event-client.js';

class FakeSource implements EventSourceLike {
  onopen: ((event: Event) => void) | null = null;
  onerror: ((event: Event) => void) | null = null;
  closed = false;
  readonly listeners = new Map<string, ((event: MessageEvent<string>) => void)[]>();
  constructor(readonly url: string) {}
  addEventListener(type: string, listener: (event: MessageEvent<string>) => void) {
    this.listeners.set(type, [...(this.listeners.get(type) ?? []), listener]);
  }
  close() {
    this.closed = true;
  }
  /** The server sends one frame. */
  send(event: string, data: unknown, id?: number) {
    const message = { data: JSON.stringify(data), lastEventId: id === undefined ? '' : String(id) } as MessageEvent<string>;
    this.listeners.get(event)?.forEach((listener) => listener(message));
  }
  fail() {
    this.onerror?.(new Event('error'));
  }
}

/** Web Locks: one holder per name, the next waiter gets it when the holder's callback ends or its tab closes. */
function fakeLocks(): LocksLike & { holders(): number } {
  const queues = new Map<string, { grant: () => void }[]>();
  let held = 0;
  const next = (name: string) => {
    const queue = queues.get(name) ?? [];
    queue[0]?.grant();
  };
  return {
    holders: () => held,
    request(name, { signal }, callback) {
      return new Promise((resolve, reject) => {
        const queue = queues.get(name) ?? [];
        queues.set(name, queue);
        const entry = {
          grant: () => {
            held += 1;
            void callback().then(() => {
              held -= 1;
              queue.splice(queue.indexOf(entry), 1);
              resolve(undefined);
              next(name);
            });
          },
        };
        queue.push(entry);
        signal.addEventListener('abort', () => {
          const index = queue.indexOf(entry);
          if (index > 0) {
            queue.splice(index, 1);
            reject(new DOMException('aborted', 'AbortError'));
          }
        });
        if (queue.length === 1) entry.grant();
      });
    },
  };
}

/** BroadcastChannels of one browser: a message reaches every other open channel of the name. */
function fakeChannels() {
  const open = new Set<ChannelLike & { name: string }>();
  return (name: string): ChannelLike => {
    const channel: ChannelLike & { name: string } = {
      name,
      onmessage: null,
      postMessage(message) {
        for (const other of open) if (other !== channel && other.name === name) other.onmessage?.({ data: JSON.parse(JSON.stringify(message)) } as MessageEvent);
      },
      close() {
        open.delete(channel);
      },
    };
    open.add(channel);
    return channel;
  };
}

/** A browser of `tabs` tabs sharing locks and channels; each tab records what it hears. */
function browser(tabs: number, options: { locks?: boolean } = {}) {
  const locks = options.locks === false ? null : fakeLocks();
  const channels = fakeChannels();
  const sources: FakeSource[] = [];
  return {
    locks,
    sources,
    open: () => sources.filter((source) => !source.closed),
    tabs: Array.from({ length: tabs }, () => {
      const heard: string[] = [];
      let resyncs = 0;
      const client = createServerEventClient(
        { path: '/api/events.php', openEventSource: (url) => { const source = new FakeSource(url); sources.push(source); return source; }, locks, openChannel: channels, random: () => 1 },
        { event: (seq, name) => heard.push(`${seq}:${name}`), resync: () => { resyncs += 1; } },
      );
      return { client, heard, resyncs: () => resyncs };
    }),
  };
}

const flush = () => new Promise((resolve) => setTimeout(resolve, 0));

describe('one event stream per browser', () => {
  it('opens one connection for three tabs; the leading tab hands every event to the others', async () => {
    const { tabs, open } = browser(3);
    tabs.forEach((tab) => tab.client.start(7, 4));
    await flush();
    expect(open().map((source) => source.url)).toEqual(['/api/events.php?after=4']);
    open()[0]!.send('counts.changed', { counts: { likes: 1 } }, 5);
    open()[0]!.send('like.received', { profile_id: 3, liked_at: 'x' }, 6);
    expect(tabs.map((tab) => tab.heard)).toEqual([0, 1, 2].map(() => ['5:counts.changed', '6:like.received']));
  });

  it('moves the connection to a waiting tab when the leading tab closes, resuming after the last number it saw', async () => {
    const { tabs, open, sources } = browser(3);
    tabs.forEach((tab) => tab.client.start(7, 4));
    await flush();
    open()[0]!.send('counts.changed', { counts: { likes: 1 } }, 5);
    tabs[0]!.client.stop();
    await flush();
    expect(sources[0]!.closed).toBe(true);
    expect(open().map((source) => source.url)).toEqual(['/api/events.php?after=5']);
    // The new leader's replay of an event the tabs already heard is not heard twice.
    open()[0]!.send('counts.changed', { counts: { likes: 1 } }, 5);
    open()[0]!.send('counts.changed', { counts: { likes: 2 } }, 6);
    expect(tabs[1]!.heard).toEqual(['5:counts.changed', '6:counts.changed']);
    expect(tabs[2]!.heard).toEqual(['5:counts.changed', '6:counts.changed']);
    tabs[1]!.client.stop();
    await flush();
    expect(open().map((source) => source.url)).toEqual(['/api/events.php?after=6']);
  });

  it('a tab that opens after an event was handed on (its state read before it) reads its state again', async () => {
    const { tabs, open } = browser(3);
    tabs[0]!.client.start(7, 4);
    tabs[1]!.client.start(7, 4);
    await flush();
    open()[0]!.send('counts.changed', { counts: { likes: 1 } }, 5);
    // The third tab read the totals at 4, before that like; its channel opens after it.
    tabs[2]!.client.start(7, 4);
    await flush();
    expect(tabs.map((tab) => tab.resyncs())).toEqual([0, 0, 1]);
    // A tab that read its state after the event (at 5) has missed nothing.
    tabs[1]!.client.stop();
    tabs[1]!.client.start(7, 5);
    await flush();
    expect(tabs.map((tab) => tab.resyncs())).toEqual([0, 0, 1]);
    // And every tab hears what follows once.
    open()[0]!.send('counts.changed', { counts: { likes: 2 } }, 6);
    expect(tabs.map((tab) => tab.heard.at(-1))).toEqual(['6:counts.changed', '6:counts.changed', '6:counts.changed']);
  });

  it('starts from now without a number, and learns it from ready', async () => {
    const { tabs, open } = browser(2);
    tabs.forEach((tab) => tab.client.start(7, null));
    await flush();
    expect(open()[0]!.url).toBe('/api/events.php');
    open()[0]!.send('ready', { seq: 12 }, 12);
    tabs[0]!.client.stop();
    await flush();
    expect(open()[0]!.url).toBe('/api/events.php?after=12');
  });

  it('tells every tab to read its state again after a reset, and goes on from the reset’s number', async () => {
    const { tabs, open } = browser(2);
    tabs.forEach((tab) => tab.client.start(7, 40));
    await flush();
    open()[0]!.send('reset', { seq: 3 }, 3);
    expect(tabs.map((tab) => tab.resyncs())).toEqual([1, 1]);
    open()[0]!.send('counts.changed', { counts: { likes: 0 } }, 4);
    expect(tabs.map((tab) => tab.heard)).toEqual([['4:counts.changed'], ['4:counts.changed']]);
  });

  it('reconnects after a lost connection with growing delays, resuming after its last number', async () => {
    jest.useFakeTimers();
    try {
      const { tabs, open, sources } = browser(1, { locks: false });
      tabs[0]!.client.start(7, 9);
      open()[0]!.send('counts.changed', { counts: { likes: 1 } }, 10);
      open()[0]!.fail();
      expect(open()).toEqual([]);
      jest.advanceTimersByTime(reconnectDelay(0, () => 1) - 1);
      expect(open()).toEqual([]);
      jest.advanceTimersByTime(1);
      expect(open()[0]!.url).toBe('/api/events.php?after=10');
      open()[0]!.fail();
      jest.advanceTimersByTime(reconnectDelay(0, () => 1));
      expect(open()).toEqual([]);
      jest.advanceTimersByTime(reconnectDelay(1, () => 1));
      expect(sources).toHaveLength(3);
      // A connection that opens starts the delays over.
      open()[0]!.onopen?.(new Event('open'));
      open()[0]!.fail();
      jest.advanceTimersByTime(reconnectDelay(0, () => 1));
      expect(sources).toHaveLength(4);
      tabs[0]!.client.stop();
      expect(open()).toEqual([]);
    } finally {
      jest.useRealTimers();
    }
  });

  it('gives each tab its own connection where Web Locks are missing', async () => {
    const { tabs, open } = browser(2, { locks: false });
    tabs.forEach((tab) => tab.client.start(7, 1));
    expect(open()).toHaveLength(2);
  });

  it('doubles the delay up to its maximum, between half and all of it', () => {
    expect(reconnectDelay(0, () => 1)).toBe(500);
    expect(reconnectDelay(0, () => 0)).toBe(250);
    expect(reconnectDelay(3, () => 1)).toBe(4_000);
    expect(reconnectDelay(20, () => 1)).toBe(30_000);
  });
});
