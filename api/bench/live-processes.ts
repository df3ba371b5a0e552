/** The live bench's processes: API servers (live-serve.ts) asked over IPC, and a Redis of its own that the bench can stop. */
import { spawn, type ChildProcess } from 'node:child_process';
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import readline from 'node:readline';
import type { LiveMember } from './live-members.js';

const here = path.dirname(new URL(import.meta.url).pathname);

/** One running API process. */
export interface LiveServer {
  port: number;
  cookie: string;
  members: LiveMember[];
  ask<T>(ask: 'memory' | 'heads' | 'streams', memberIds?: number[]): Promise<T>;
  stop(): Promise<void>;
}

export async function startLiveServer(kind: 'pglite' | 'postgres', members: number, env: Record<string, string> = {}): Promise<LiveServer> {
  const child = spawn(process.execPath, ['--expose-gc', '--import', 'tsx', path.join(here, 'live-serve.ts'), kind, String(members)], {
    cwd: path.join(here, '..'),
    stdio: ['ignore', 'pipe', 'inherit', 'ipc'],
    env: { ...process.env, ...env },
  });
  const lines = readline.createInterface({ input: child.stdout! });
  let ready: { port: number; cookie: string; members: LiveMember[] } | null = null;
  for await (const line of lines) {
    if (line.startsWith('{')) {
      ready = JSON.parse(line);
      break;
    }
  }
  if (!ready) throw new Error(`${kind} live server did not start`);
  let nextId = 0;
  const waiting = new Map<number, (answer: unknown) => void>();
  child.on('message', (message: { id: number; answer: unknown }) => waiting.get(message.id)?.(message.answer));
  return {
    ...ready,
    ask<T>(ask: 'memory' | 'heads' | 'streams', memberIds?: number[]) {
      nextId += 1;
      const id = nextId;
      return new Promise<T>((resolve) => {
        waiting.set(id, (answer) => resolve(answer as T));
        child.send({ id, ask, memberIds });
      });
    },
    stop: () => stopChild(child),
  };
}

async function stopChild(child: ChildProcess): Promise<void> {
  if (child.exitCode !== null) return;
  const exited = new Promise((resolve) => child.once('exit', resolve));
  child.kill('SIGTERM');
  await exited;
}

/** A Redis server of the bench's own on `port` (so stopping it disturbs nobody else); null without redis-server. */
export async function startOwnRedis(port: number): Promise<{ url: string; stop(): Promise<void> } | null> {
  const dir = fs.mkdtempSync(path.join(os.tmpdir(), 'live-bench-redis-'));
  const child = spawn('redis-server', ['--port', String(port), '--bind', '127.0.0.1', '--save', '', '--appendonly', 'no', '--dir', dir], { stdio: ['ignore', 'pipe', 'ignore'] });
  const started = await new Promise<boolean>((resolve) => {
    child.once('error', () => resolve(false));
    child.stdout!.on('data', (chunk: Buffer) => {
      if (chunk.toString().includes('Ready to accept connections')) resolve(true);
    });
    setTimeout(() => resolve(false), 5_000);
  });
  if (!started) {
    child.kill();
    return null;
  }
  return {
    url: `redis://127.0.0.1:${port}`,
    async stop() {
      await stopChild(child);
      fs.rmSync(dir, { recursive: true, force: true });
    },
  };
}
