// The production build as `npm start` runs it, and nginx serving one prerendered page beside it.
import { spawnSync } from 'node:child_process';
import { chmodSync, existsSync, mkdirSync, readFileSync, writeFileSync } from 'node:fs';
import { join } from 'node:path';
import { startProcess, waitForHttp } from './processes.mjs';

export const NGINX = '/usr/sbin/nginx';

/** Generous limits and caps, so the load test measures the server and not the rate limiter. */
const unlimited = String(1_000_000_000);
const rateLimitEnv = {
  CAP_ACCOUNTS_PER_HOUR: unlimited,
  RATE_LIMIT_LOGIN_PER_ADDRESS: unlimited,
  RATE_LIMIT_LOGIN_PER_ACCOUNT: unlimited,
  RATE_LIMIT_REGISTER_PER_ADDRESS: unlimited,
  RATE_LIMIT_RESET_PER_ADDRESS: unlimited,
  RATE_LIMIT_RESET_PER_ACCOUNT: unlimited,
  RATE_LIMIT_ENQUIRIES_PER_ADDRESS: unlimited,
};

/** `next build`, with its output in a log file; throws with the log's tail when it fails. */
export function buildSite({ cwd, logFile }) {
  const result = spawnSync(process.execPath, ['node_modules/next/dist/bin/next', 'build'], {
    cwd,
    encoding: 'utf8',
    env: { ...process.env, NEXT_TELEMETRY_DISABLED: '1' },
    maxBuffer: 64 * 1024 * 1024,
  });
  writeFileSync(logFile, `${result.stdout ?? ''}${result.stderr ?? ''}`);
  if (result.status !== 0) {
    const tail = `${result.stdout}${result.stderr}`.trim().split('\n').slice(-25).join('\n');
    throw new Error(`next build failed (full log: ${logFile}):\n${tail}`);
  }
  // What `npm run build` does after `next build`, so the benchmark measures what is deployed.
  const template = spawnSync(
    process.execPath,
    ['scripts/create-database.mjs', join('.next', 'pglite-template')],
    { cwd, encoding: 'utf8' },
  );
  if (template.status !== 0) throw new Error(`database template failed:\n${template.stderr}`);
}

/**
 * The command of `npm start` in `cwd`'s package.json, as environment and node arguments
 * (`NAME=value ... node args...`), so the bench measures the memory settings it carries. An older
 * checkout whose start script is not `node ...` runs `next start`.
 */
function startCommand(cwd, port) {
  const script = JSON.parse(readFileSync(join(cwd, 'package.json'), 'utf8')).scripts?.start ?? '';
  const words = script.trim().split(/\s+/);
  const env = {};
  while (/^[A-Z_]+=\S*$/.test(words[0] ?? '')) {
    const [name, value] = words.shift().split('=');
    env[name] = value;
  }
  if (words[0] === 'node') return { env, args: words.slice(1) };
  return {
    env: {},
    args: ['node_modules/next/dist/bin/next', 'start', '-p', String(port), '-H', '127.0.0.1'],
  };
}

/**
 * Launches the production server on loopback with its own data folder (or `databaseUrl`) and
 * answers its handle at once: the one place that knows the command that starts the site.
 */
export function launchNext({ cwd, port, dataDir, logFile, databaseUrl = '' }) {
  const command = startCommand(cwd, port);
  const handle = startProcess(process.execPath, command.args, {
    cwd,
    logFile,
    env: {
      ...command.env,
      NODE_ENV: 'production',
      NEXT_TELEMETRY_DISABLED: '1',
      DATA_DIR: dataDir,
      BACKUP_DIR: `${dataDir}-backups`,
      // Empty counts as unset: a DATABASE_URL in the bench's own environment must not leak in.
      DATABASE_URL: databaseUrl,
      PORT: String(port),
      HOSTNAME: '127.0.0.1',
      ...rateLimitEnv,
    },
  });
  return { ...handle, url: `http://127.0.0.1:${port}` };
}

/** Launches the server and resolves once `readyPath` answers. */
export async function startNext({ readyPath = '/', ...options }) {
  const next = launchNext(options);
  await waitForHttp(`${next.url}${readyPath}`, { handle: next, what: 'next start' });
  return next;
}

/**
 * nginx on loopback serving `html` at `path`, as a static file server or CDN would serve the
 * prerendered page. Answers null when nginx is not installed.
 */
export async function startNginx({ workDir, port, path, html }) {
  if (!existsSync(NGINX)) return null;
  const root = join(workDir, 'nginx');
  mkdirSync(join(root, 'html'), { recursive: true });
  writeFileSync(join(root, 'html', 'page.html'), html);
  // nginx's workers run as an unprivileged user when started as root: let them read the page.
  for (const dir of [workDir, root, join(root, 'html')]) chmodSync(dir, 0o755);
  chmodSync(join(root, 'html', 'page.html'), 0o644);
  const config = `
worker_processes auto;
pid ${root}/nginx.pid;
error_log ${root}/error.log warn;
events { worker_connections 1024; }
http {
  access_log off;
  client_body_temp_path ${root}/tmp-body;
  proxy_temp_path ${root}/tmp-proxy;
  fastcgi_temp_path ${root}/tmp-fastcgi;
  uwsgi_temp_path ${root}/tmp-uwsgi;
  scgi_temp_path ${root}/tmp-scgi;
  sendfile on;
  keepalive_requests 100000;
  server {
    listen 127.0.0.1:${port};
    location = ${path} { default_type text/html; alias ${root}/html/page.html; }
  }
}
`;
  writeFileSync(join(root, 'nginx.conf'), config);
  const handle = startProcess(
    NGINX,
    ['-p', root, '-c', join(root, 'nginx.conf'), '-g', 'daemon off;'],
    {
      logFile: join(root, 'stdout.log'),
    },
  );
  const url = `http://127.0.0.1:${port}`;
  await waitForHttp(`${url}${path}`, { handle, what: 'nginx', timeoutMs: 10_000 });
  return { ...handle, url };
}
