import { afterEach, beforeEach, expect, jest, test } from '@jest/globals';
import { countRequests } from './requests-in-flight.js';

beforeEach(() => {
  jest.useFakeTimers();
});
afterEach(() => {
  jest.useRealTimers();
});

test('idle at once with nothing under way; otherwise once the last answer has come', async () => {
  const answers: ((response: Response) => void)[] = [];
  const requests = countRequests(() => new Promise<Response>((resolve) => answers.push(resolve)));
  await expect(requests.whenIdle(1_000)).resolves.toBeUndefined();
  const first = requests.fetch('/api/search.php');
  const second = requests.fetch('/api/counts.php');
  let idle = false;
  void requests.whenIdle(10_000).then(() => { idle = true; });
  answers[0]!({ ok: true } as Response);
  await first;
  expect(idle).toBe(false);
  answers[1]!({ ok: true } as Response);
  await second;
  await Promise.resolve();
  expect(idle).toBe(true);
});

test('a failed request counts as answered', async () => {
  const requests = countRequests(() => Promise.reject(new Error('offline')));
  await expect(requests.fetch('/api/search.php')).rejects.toThrow('offline');
  await expect(requests.whenIdle(1_000)).resolves.toBeUndefined();
});
