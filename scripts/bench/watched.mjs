// What a page bench watches while it measures a server: its process group's memory, and how long
// /api/health takes to answer meanwhile (how long the work held other requests).
import { execFileSync } from 'node:child_process';

/** The resident memory of the server's process group, in MB. */
export function groupRssMb(pid) {
  const out = execFileSync('ps', ['-o', 'rss=', '-g', String(pid)], { encoding: 'utf8' });
  return Math.round(
    out.split('\n').reduce((sum, line) => sum + (Number(line.trim()) || 0), 0) / 1024,
  );
}

/** Runs `work` while asking /api/health every 10 ms: the longest answer, and the peak memory. */
export async function watched(server, work) {
  let done = false;
  let longest = 0;
  let peak = groupRssMb(server.pid);
  const sampler = setInterval(() => (peak = Math.max(peak, groupRssMb(server.pid))), 50);
  const polling = (async () => {
    while (!done) {
      const started = performance.now();
      await fetch(`${server.url}/api/health`);
      longest = Math.max(longest, performance.now() - started);
      await new Promise((resolve) => setTimeout(resolve, 10));
    }
  })();
  const result = await work();
  done = true;
  await polling;
  clearInterval(sampler);
  return { result, longest, peak };
}
