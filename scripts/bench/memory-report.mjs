// The memory benchmark's figures as Markdown: one table, a column per database mode.
const mb = (value) => `${Math.round(value)} MB`;
const seconds = (value) => `${value.toFixed(1)} s`;
const percent = (value) => `${value >= 0 ? '+' : ''}${(value * 100).toFixed(1)} %`;

const rows = [
  ['First start, new database: peak RSS', (r) => mb(r.firstStart.peak)],
  ['First start: start to ready', (r) => seconds(r.firstStart.readySeconds)],
  ['Idle after first start', (r) => mb(r.firstStart.idle)],
  ['Restart, existing database: start to ready', (r) => seconds(r.restart.readySeconds)],
  ['Idle after restart', (r) => mb(r.restart.idle)],
  ['Mixed load: after the first minute', (r) => mb(r.load.afterFirstMinute)],
  ['Mixed load: at its end', (r) => mb(r.load.atEnd)],
  ['Mixed load: drift from the first minute to the end', (r) => percent(r.load.drift)],
  ['Mixed load: peak', (r) => mb(r.load.peak)],
  ['Idle after the load', (r) => mb(r.load.idleAfter)],
  ...[
    ['underLoad', 'Backup halfway through the load'],
    ['idle', 'Backup when idle'],
  ].map(([when, label]) => [
    `${label}: time, size / RSS before → peak / longest health answer`,
    (r) => {
      const b = r.backup?.[when];
      if (!b) return 'pg_dump, outside the server';
      const size = `${(b.bytes / 1024 / 1024).toFixed(1)} MB`;
      return `${seconds(b.seconds)}, ${size} / ${mb(b.before)} → ${mb(b.peak)} / ${Math.round(b.healthMaxMs)} ms`;
    },
  ]),
  [
    'Mixed load: requests (failed)',
    (r) => {
      const failed = Object.values(r.load.failures).reduce((sum, count) => sum + count, 0);
      return `${r.load.requests} (${failed})`;
    },
  ],
];

const titles = { pglite: 'Embedded (PGlite)', postgres: 'PostgreSQL (server RSS only)' };

export function memoryReport({ results, creationChild }) {
  const header = `| | ${results.map((r) => titles[r.mode]).join(' | ')} |`;
  const rule = `|---|${results.map(() => '---:').join('|')}|`;
  const body = rows.map(([label, cell]) => `| ${label} | ${results.map(cell).join(' | ')} |`);
  const failures = results
    .filter((r) => Object.keys(r.load.failures).length > 0)
    .map((r) => `- ${titles[r.mode]}: failed answers by kind ${JSON.stringify(r.load.failures)}`);
  return [
    '## Memory (RSS of the server process tree)',
    '',
    `Mixed load: ${results[0].load.seconds} s of pages, location lists, logins, registrations and ` +
      'contact enquiries from 4 concurrent visitors.',
    '',
    header,
    rule,
    ...body,
    '',
    `Creating an embedded database in a child process (a first start whose build has no ` +
      `template): ${mb(creationChild)} peak for that child, given back when it ends.`,
    ...(failures.length > 0 ? ['', ...failures] : []),
    '',
  ].join('\n');
}
