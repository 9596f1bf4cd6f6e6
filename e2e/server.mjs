// Starts the production build for the browser tests with a data folder and a backup folder of its
// own, so a test run never touches a developer's data and always begins from an empty database.
// The server's output is also written to a log file (E2E_SERVER_LOG) so a test can read what the
// server logged, e.g. a password-reset link when no SMTP server is configured.
import { spawn } from 'node:child_process';
import { createWriteStream, mkdtempSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';

const port = process.env.PORT ?? '3210';
const dataDir = process.env.DATA_DIR ?? mkdtempSync(join(tmpdir(), 'deltacrest-e2e-'));
const backupDir = process.env.BACKUP_DIR ?? `${dataDir}-backups`;
const logPath = process.env.E2E_SERVER_LOG ?? join(tmpdir(), `deltacrest-e2e-${port}.log`);
const log = createWriteStream(logPath, { flags: 'w' });

const server = spawn(process.execPath, ['server.mjs'], {
  stdio: ['ignore', 'pipe', 'pipe'],
  env: {
    // Many registrations, logins and enquiries come from one address in a test run.
    RATE_LIMIT_LOGIN_PER_ADDRESS: '1000',
    RATE_LIMIT_ENQUIRIES_PER_ADDRESS: '1000',
    RATE_LIMIT_REGISTER_PER_ADDRESS: '1000',
    RATE_LIMIT_RESET_PER_ADDRESS: '1000',
    // The browser tests fill forms in faster than a person: no enquiry is taken for spam by time.
    SPAM_MIN_SECONDS: '0',
    ...process.env,
    DATA_DIR: dataDir,
    BACKUP_DIR: backupDir,
    PORT: port,
    HOSTNAME: '127.0.0.1',
    E2E: '1',
  },
});
for (const [stream, target] of [
  [server.stdout, process.stdout],
  [server.stderr, process.stderr],
]) {
  stream.on('data', (chunk) => {
    target.write(chunk);
    log.write(chunk);
  });
}
for (const signal of ['SIGINT', 'SIGTERM']) process.on(signal, () => server.kill(signal));
server.on('exit', (code) => process.exit(code ?? 0));
