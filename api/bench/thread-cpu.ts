/**
 * CPU time of each thread of this process (Linux: /proc/self/task), to say which thread did the
 * work during a measurement: the event loop's, the database worker's, or the helpers'
 * (libuv's pool, V8's compiler and collector). Elsewhere: the process as one row.
 */
import fs from 'node:fs';

/** One thread's name (as the kernel knows it) and its CPU time so far, user + system, in ms. */
export interface ThreadCpu {
  tid: number;
  name: string;
  /** The process's first thread: the one running the event loop. */
  main: boolean;
  ms: number;
}

/** Clock ticks per second of /proc's figures (USER_HZ, 100 on Linux). */
const TICKS_PER_SECOND = 100;

export function threadCpu(): ThreadCpu[] {
  let tids: string[];
  try {
    tids = fs.readdirSync('/proc/self/task');
  } catch {
    const usage = process.cpuUsage();
    return [{ tid: process.pid, name: 'process', main: true, ms: (usage.user + usage.system) / 1000 }];
  }
  const threads: ThreadCpu[] = [];
  for (const tid of tids) {
    try {
      const stat = fs.readFileSync(`/proc/self/task/${tid}/stat`, 'utf8');
      // "tid (name) state ppid …": the name may hold spaces, so fields are counted after its ')'.
      const close = stat.lastIndexOf(')');
      const name = stat.slice(stat.indexOf('(') + 1, close);
      const fields = stat.slice(close + 2).split(' ');
      const ticks = Number(fields[11]) + Number(fields[12]); // utime, stime (fields 14 and 15 of stat)
      threads.push({ tid: Number(tid), name, main: Number(tid) === process.pid, ms: (ticks * 1000) / TICKS_PER_SECOND });
    } catch {
      /* the thread ended meanwhile */
    }
  }
  return threads;
}
