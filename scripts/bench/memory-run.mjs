// Runs scripts/bench-memory.mjs in both database modes (the PostgreSQL one through
// scripts/with-postgres.sh) for `npm run bench`, and answers its Markdown report.
import { spawnSync } from 'node:child_process';
import { readFileSync } from 'node:fs';

export function runMemoryBenchmark({ cwd, minutes, report }) {
  const args = ['scripts/bench-memory.mjs', '--minutes', minutes, '--report', report];
  const result = spawnSync('bash', ['scripts/with-postgres.sh', process.execPath, ...args], {
    cwd,
    stdio: ['ignore', 'ignore', 'inherit'],
  });
  if (result.status !== 0) throw new Error('the memory benchmark failed (its output is above)');
  return readFileSync(report, 'utf8');
}
