// Server CPU: the processes under the `wrangler dev` that serves this state dir: wrangler's Node
// process (request logging), the proxy workerd, and the workerd that runs the Worker together
// with local D1, KV and the Durable Objects (one thread: they cannot be told apart by CPU).
import { readdirSync, readFileSync, readlinkSync } from 'node:fs';
import { join } from 'node:path';
function procTable(): { pid: number; ppid: number }[] {
  const out: { pid: number; ppid: number }[] = [];
  for (const name of readdirSync('/proc')) {
    if (!/^\d+$/.test(name)) continue;
    try {
      const stat = readFileSync(`/proc/${name}/stat`, 'utf8');
      out.push({ pid: Number(name), ppid: Number(stat.slice(stat.lastIndexOf(')') + 2).split(' ')[1]) });
    } catch {
      // exited
    }
  }
  return out;
}

export interface ServerProcs {
  all: number[];
  /** The workerd holding the local D1 files: Worker + D1 + KV + DOs. */
  runtime: number[];
}

/** The wrangler process(es) started for `stateDir` and all their descendants, each once. */
export function serverProcs(stateDir: string): ServerProcs {
  if (process.platform !== 'linux') return { all: [], runtime: [] };
  const table = procTable();
  const kids = new Map<number, number[]>();
  for (const { pid, ppid } of table) kids.set(ppid, [...(kids.get(ppid) ?? []), pid]);
  const all = new Set<number>();
  const walk = (pid: number) => {
    if (all.has(pid)) return;
    all.add(pid);
    for (const k of kids.get(pid) ?? []) walk(k);
  };
  for (const { pid } of table) {
    try {
      const cmd = readFileSync(`/proc/${pid}/cmdline`, 'utf8');
      if (cmd.includes('wrangler') && cmd.includes(stateDir)) walk(pid);
    } catch {
      // exited
    }
  }
  const runtime = [...all].filter((pid) => {
    try {
      return readdirSync(`/proc/${pid}/fd`).some((fd) => {
        try {
          return readlinkSync(`/proc/${pid}/fd/${fd}`).includes(join(stateDir, 'v3', 'd1'));
        } catch {
          return false;
        }
      });
    } catch {
      return false;
    }
  });
  return { all: [...all], runtime };
}

const TICK_MS = 10; // CLK_TCK = 100 on Linux
/** Total user+system CPU milliseconds consumed so far by `pids`. */
export function cpuMs(pids: number[]): number {
  let ticks = 0;
  for (const pid of pids) {
    try {
      const stat = readFileSync(`/proc/${pid}/stat`, 'utf8');
      const f = stat.slice(stat.lastIndexOf(')') + 2).split(' ');
      ticks += Number(f[11]) + Number(f[12]); // utime, stime
    } catch {
      // exited
    }
  }
  return ticks * TICK_MS;
}

/** Busy CPU milliseconds of the whole machine so far (all cores, from /proc/stat). */
export function machineBusyMs(): number {
  try {
    const f = readFileSync('/proc/stat', 'utf8').split('\n')[0]!.trim().split(/\s+/).slice(1).map(Number);
    const idle = (f[3] ?? 0) + (f[4] ?? 0); // idle + iowait
    return (f.reduce((a, b) => a + b, 0) - idle) * TICK_MS;
  } catch {
    return NaN;
  }
}

export const clientCpuMs = () => {
  const u = process.cpuUsage();
  return (u.user + u.system) / 1000;
};
