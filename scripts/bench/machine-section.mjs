// The report's first section: the machine and how busy it was, which says how far to trust timings.
import { table } from './format.mjs';

export function machineSection(machine) {
  const busiest = Math.max(Number(machine.loadAverage), Number(machine.loadAverageEnd ?? 0));
  const busy =
    busiest > machine.cores
      ? `**The machine was busy (load average ${busiest.toFixed(1)} on ${machine.cores} cores): other work competed for the CPU, so timings (Lighthouse performance and TBT, throughput) are pessimistic. Byte counts are unaffected.**\n\n`
      : '';
  return [
    '## Machine',
    '',
    busy + '',
    table(
      ['', ''],
      [
        ['Date (UTC)', machine.date],
        ['Git commit', machine.commit],
        ['CPU', `${machine.cores} × ${machine.cpuModel}`],
        ['Memory', `${machine.memoryGiB} GiB`],
        [
          'Load average (1 min) at start / end',
          `${machine.loadAverage} / ${machine.loadAverageEnd ?? '–'}`,
        ],
        ['Node.js', machine.node],
        ['Next.js / React', `${machine.next} / ${machine.react}`],
        ['Chromium', machine.chromium],
        ['Lighthouse / autocannon', `${machine.lighthouse} / ${machine.autocannon}`],
      ],
    ),
  ].join('\n');
}
