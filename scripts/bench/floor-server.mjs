// Serves a built Next app as server.mjs serves the site: a Node http server around Next's own
// handler, with V8's compile hint added to the framework's start-up chunks first (the same
// server/compile-hints.mjs), and the headers every one of our responses carries
// (lib/security-headers.mjs). For the framework floor's twin, so that Lighthouse compares pages
// served alike.   Usage: PORT=3271 node scripts/bench/floor-server.mjs <app folder>
import { createServer } from 'node:http';
import { join } from 'node:path';
import next from 'next';
import { addCompileHints } from '../../server/compile-hints.mjs';
import { securityHeaders } from '../../lib/security-headers.mjs';

const dir = process.argv[2];
const port = Number(process.env.PORT);
if (!dir || !port) {
  console.error('usage: PORT=<port> node scripts/bench/floor-server.mjs <built app folder>');
  process.exit(2);
}
addCompileHints(join(dir, '.next'));
const app = next({ dev: false, dir, hostname: '127.0.0.1', port });
await app.prepare();
const handle = app.getRequestHandler();
const headers = securityHeaders(process.env.NODE_ENV === 'production');
createServer((request, response) => {
  for (const { key, value } of headers) response.setHeader(key, value);
  return handle(request, response);
}).listen(port, '127.0.0.1', () => console.log(`floor twin on ${port}`));
