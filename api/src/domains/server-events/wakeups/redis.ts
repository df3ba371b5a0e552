/** Wake-ups over Redis pub/sub (REDIS_URL): one connection publishes, one listens. */
import { Redis } from 'ioredis';
import type { WakeupChannel } from './wakeup.js';

const CHANNEL = 'server-events';

export function redisChannel(url: string): WakeupChannel {
  // enableOfflineQueue off: while Redis is away a send fails at once and the next channel takes it.
  const publisher = new Redis(url, { enableOfflineQueue: false, maxRetriesPerRequest: 1 });
  const subscriber = new Redis(url, { maxRetriesPerRequest: null });
  // Unhandled 'error' events would end the process; ioredis reconnects on its own.
  publisher.on('error', () => {});
  subscriber.on('error', () => {});
  const reconnectListeners: (() => void)[] = [];
  let subscribed = false;
  subscriber.on('ready', () => {
    subscriber.subscribe(CHANNEL).then(() => {
      subscribed = true;
      // Whatever was sent while this process was not listening is read from the log now.
      reconnectListeners.forEach((listener) => listener());
    }, () => {});
  });
  subscriber.on('close', () => {
    subscribed = false;
  });
  return {
    name: 'redis',
    ready: () => publisher.status === 'ready' && subscribed,
    async send(message) {
      await publisher.publish(CHANNEL, message);
    },
    listen(receive) {
      subscriber.on('message', (channel, message) => {
        if (channel === CHANNEL) receive(message);
      });
    },
    onReconnect(listener) {
      reconnectListeners.push(listener);
    },
    async close() {
      await Promise.all([publisher.quit().catch(() => publisher.disconnect()), subscriber.quit().catch(() => subscriber.disconnect())]);
    },
  };
}
