// Starts the production build for the browser tests with a data folder of its own, so a test
// run never touches a developer's data and always begins from an empty database.
import { spawn } from 'node:child_process';
import { mkdtempSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';

const port = process.env.PORT ?? '3210';
const dataDir = process.env.DATA_DIR ?? mkdtempSync(join(tmpdir(), 'deltacrest-e2e-'));

const server = spawn(
  process.execPath,
  ['node_modules/next/dist/bin/next', 'start', '-p', port, '-H', '127.0.0.1'],
  { stdio: 'inherit', env: { ...process.env, DATA_DIR: dataDir, E2E: '1' } },
);
for (const signal of ['SIGINT', 'SIGTERM']) process.on(signal, () => server.kill(signal));
server.on('exit', (code) => process.exit(code ?? 0));
