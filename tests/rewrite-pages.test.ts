/**
 * server/rewrite-pages.mjs as server.mjs installs it: after Next's compression middleware, on a
 * real HTTP server. Pages are read as text however Next writes them (headers flushed then
 * streamed, or one body with its length), compressed or not; anything that is not a page passes
 * byte for byte with its length.
 */
import {
  createServer,
  get as httpGet,
  type IncomingHttpHeaders,
  type ServerResponse,
} from 'node:http';
import type { AddressInfo } from 'node:net';
import { gunzipSync } from 'node:zlib';
import { afterAll, beforeAll, describe, expect, test } from '@jest/globals';
import compression from 'next/dist/compiled/compression/index.js';
import { startupScriptRewriter } from '@/lib/startup-scripts.mjs';
import { rewritePages } from '../server/rewrite-pages.mjs';

const head =
  '<!DOCTYPE html><html><head><script src="/_next/static/chunks/a.js" async=""></script>';
const body = '</head><body><h1>Ünïcode ✓</h1></body></html>';
const script = 'console.log("<script src=\\"/_next/static/chunks/a.js\\" async=\\"\\"></script>")';

const handlers: Record<string, (response: ServerResponse) => void> = {
  // As Next streams a page rendered per request.
  '/streamed': (response) => {
    response.setHeader('Content-Type', 'text/html; charset=utf-8');
    response.flushHeaders();
    const bytes = Buffer.from(head + body);
    response.write(bytes.subarray(0, 30));
    response.write(bytes.subarray(30, 61));
    response.end(bytes.subarray(61));
  },
  // As Next sends a prerendered page: its length, then the whole body.
  '/prerendered': (response) => {
    response.writeHead(200, {
      'Content-Type': 'text/html; charset=utf-8',
      'Content-Length': Buffer.byteLength(head + body),
    });
    response.end(head + body);
  },
  '/script.js': (response) => {
    response.setHeader('Content-Type', 'application/javascript');
    response.setHeader('Content-Length', Buffer.byteLength(script));
    response.end(script);
  },
};

const compress = compression();
const server = createServer((request, response) => {
  compress(request, response, () => {});
  rewritePages(response, startupScriptRewriter);
  handlers[request.url ?? '']!(response);
});
let base = '';
beforeAll(async () => {
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  base = `http://127.0.0.1:${(server.address() as AddressInfo).port}`;
});
afterAll(() => new Promise<void>((resolve) => server.close(() => resolve())));

/** Fetches with node:http, which leaves the body as it went over the wire. */
function get(path: string, encoding: string) {
  return new Promise<{ headers: IncomingHttpHeaders; text: string; raw: Buffer }>(
    (resolve, reject) => {
      const request = httpGet(`${base}${path}`, { headers: { 'accept-encoding': encoding } });
      request.on('error', reject);
      request.on('response', (response) => {
        const chunks: Buffer[] = [];
        response.on('data', (chunk: Buffer) => chunks.push(chunk));
        response.on('end', () => {
          const raw = Buffer.concat(chunks);
          const gzip = response.headers['content-encoding'] === 'gzip';
          resolve({
            headers: response.headers,
            raw,
            text: (gzip ? gunzipSync(raw) : raw).toString('utf8'),
          });
        });
      });
    },
  );
}

describe('pages on their way out', () => {
  test.each(['/streamed', '/prerendered'])('%s is rewritten, compressed or not', async (path) => {
    for (const encoding of ['gzip', 'identity']) {
      const { headers, text, raw } = await get(path, encoding);
      expect(headers['content-encoding']).toBe(encoding === 'gzip' ? 'gzip' : undefined);
      expect(text).toContain(
        '<script type="text/plain" data-startup-src="/_next/static/chunks/a.js">',
      );
      expect(text).not.toContain('async=""');
      expect(text).toContain('<h1>Ünïcode ✓</h1>');
      // A stale length would cut the page short; there is none, or the right one.
      const length = headers['content-length'];
      if (length !== undefined) expect(Number(length)).toBe(raw.length);
    }
  });

  test('anything else passes byte for byte, with its length', async () => {
    const { headers, text } = await get('/script.js', 'identity');
    expect(text).toBe(script);
    expect(headers['content-length']).toBe(String(Buffer.byteLength(script)));
  });
});
