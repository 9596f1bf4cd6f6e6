// Resident memory of a server's process tree, read from /proc (Linux): the server and every
// process it started (a child that creates the database), sampled while something runs.
import { readdirSync, readFileSync } from 'node:fs';

const MB = 1024;

function statusField(pid, field) {
  try {
    const match = readFileSync(`/proc/${pid}/status`, 'utf8').match(
      new RegExp(`^${field}:\\s+(\\d+) kB`, 'm'),
    );
    return match ? Number(match[1]) : 0;
  } catch {
    return 0; // gone
  }
}

function parentOf(pid) {
  try {
    // The command name in field 2 may hold spaces: read after its closing parenthesis.
    const stat = readFileSync(`/proc/${pid}/stat`, 'utf8');
    return Number(stat.slice(stat.lastIndexOf(')') + 2).split(' ')[1]);
  } catch {
    return 0;
  }
}

/** `pid` and all its descendants alive now. */
export function processTree(pid) {
  const children = new Map();
  for (const entry of readdirSync('/proc')) {
    if (!/^\d+$/.test(entry)) continue;
    const parent = parentOf(Number(entry));
    children.set(parent, [...(children.get(parent) ?? []), Number(entry)]);
  }
  const tree = [];
  const pending = [pid];
  while (pending.length > 0) {
    const current = pending.pop();
    tree.push(current);
    pending.push(...(children.get(current) ?? []));
  }
  return tree;
}

/** RSS of the tree in MB. */
export function treeRss(pid) {
  return processTree(pid).reduce((sum, member) => sum + statusField(member, 'VmRSS'), 0) / MB;
}

/** The highest RSS the server process itself ever had (VmHWM), in MB. */
export function highWater(pid) {
  return statusField(pid, 'VmHWM') / MB;
}

/**
 * Samples the tree's RSS every `intervalMs` until stopped. The peak is the highest sum seen,
 * or the server's own high-water mark when that is higher (a peak between two samples).
 */
export function sampleRss(pid, intervalMs = 100) {
  const samples = [];
  const started = Date.now();
  const take = () => samples.push({ at: (Date.now() - started) / 1000, rss: treeRss(pid) });
  take();
  const timer = setInterval(take, intervalMs);
  return {
    samples,
    /** The last sample taken at or before `seconds` after the start. */
    at: (seconds) => samples.filter((sample) => sample.at <= seconds).at(-1)?.rss ?? 0,
    stop: () => {
      clearInterval(timer);
      take();
      const peak = Math.max(...samples.map((sample) => sample.rss), highWater(pid));
      return { peak, last: samples.at(-1).rss };
    },
  };
}

/** Resolves with the seconds it took until `url` answered 200; throws if the server died. */
export async function secondsUntilOk(url, handle, timeoutMs = 120_000) {
  const started = Date.now();
  let died = false;
  handle.exited.then(() => (died = true));
  while (Date.now() - started < timeoutMs) {
    if (died) throw new Error(`the server exited before ${url} answered 200`);
    try {
      const response = await fetch(url, { signal: AbortSignal.timeout(5000) });
      await response.arrayBuffer();
      if (response.status === 200) return (Date.now() - started) / 1000;
    } catch {
      // not listening yet
    }
    await new Promise((resolve) => setTimeout(resolve, 50));
  }
  throw new Error(`${url} did not answer 200 within ${timeoutMs / 1000} s`);
}

export const sleep = (ms) => new Promise((resolve) => setTimeout(resolve, ms));
