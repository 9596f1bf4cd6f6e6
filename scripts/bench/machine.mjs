// What the benchmark ran on, since absolute numbers move between machines.
import { spawnSync } from 'node:child_process';
import { readFileSync } from 'node:fs';
import { cpus, loadavg, totalmem } from 'node:os';
import { join } from 'node:path';

function output(command, args, cwd) {
  const result = spawnSync(command, args, { cwd, encoding: 'utf8' });
  return result.status === 0 ? result.stdout.trim() : null;
}

function packageVersion(cwd, name) {
  try {
    return JSON.parse(readFileSync(join(cwd, 'node_modules', name, 'package.json'), 'utf8'))
      .version;
  } catch {
    return 'not installed';
  }
}

export function describeMachine({ cwd, chromium }) {
  const commit = output('git', ['rev-parse', '--short', 'HEAD'], cwd) ?? 'unknown';
  const dirty = output('git', ['status', '--porcelain', '--untracked-files=no'], cwd);
  const branch = output('git', ['rev-parse', '--abbrev-ref', 'HEAD'], cwd);
  return {
    date: new Date()
      .toISOString()
      .replace('T', ' ')
      .replace(/\.\d+Z$/, ''),
    commit: `${commit}${dirty ? ' (with uncommitted changes)' : ''}${branch ? ` on ${branch}` : ''}`,
    cores: cpus().length,
    cpuModel: cpus()[0]?.model ?? 'unknown',
    memoryGiB: (totalmem() / 2 ** 30).toFixed(1),
    loadAverage: loadavg()[0].toFixed(2),
    node: process.version,
    next: packageVersion(cwd, 'next'),
    react: packageVersion(cwd, 'react'),
    lighthouse: packageVersion(cwd, 'lighthouse'),
    autocannon: packageVersion(cwd, 'autocannon'),
    chromium: output(chromium, ['--version']) ?? 'not found',
  };
}
