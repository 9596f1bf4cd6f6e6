/**
 * The policies server.mjs and proxy.ts read from a production build: server.mjs answers a
 * prerendered page's policy itself (so the proxy is skipped for it) and must leave everything
 * else, the aliases and pages rendered per request included, to the proxy.
 */
import { createHash } from 'node:crypto';
import { mkdirSync, mkdtempSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { describe, expect, test } from '@jest/globals';
import { buildPolicies } from '@/lib/csp/build-output.mjs';
import { hashedPolicy } from '@/lib/csp/policy.mjs';

const inline = 'self.__next_f.push([0])';
const sha = `'sha256-${createHash('sha256').update(inline).digest('base64')}'`;

function fakeBuild(): string {
  const dist = mkdtempSync(join(tmpdir(), 'csp-build-'));
  const app = join(dist, 'server', 'app');
  mkdirSync(app, { recursive: true });
  const page = `<html><script src="/_next/static/a.js"></script><script>${inline}</script></html>`;
  for (const name of ['services', 'index', '_not-found'])
    writeFileSync(join(app, `${name}.html`), page);
  const json = (name: string, value: unknown) =>
    writeFileSync(join(dist, name), JSON.stringify(value));
  json('prerender-manifest.json', {
    routes: { '/': {}, '/services': {}, '/_not-found': {}, '/robots.txt': {} },
    dynamicRoutes: {},
  });
  json('routes-manifest.json', {
    staticRoutes: [
      { page: '/', regex: '^/(?:/)?$' },
      { page: '/services', regex: '^/services(?:/)?$' },
      { page: '/community', regex: '^/community(?:/)?$' },
    ],
    dynamicRoutes: [],
  });
  json('app-path-routes-manifest.json', {
    '/page': '/',
    '/services/page': '/services',
    '/community/page': '/community',
  });
  return dist;
}

describe('buildPolicies', () => {
  const policies = buildPolicies(fakeBuild());

  test('a prerendered page has its hashed policy, with or without a trailing slash', () => {
    for (const path of ['/services', '/services/', '/']) {
      expect(policies.prerendered(path)).toBe(hashedPolicy([sha]));
    }
  });

  test('per-request pages, aliases, unknown paths and files without HTML are left to the proxy', () => {
    for (const path of ['/community', '/home', '/no-such-page', '/robots.txt']) {
      expect(policies.prerendered(path)).toBeUndefined();
    }
    expect(policies.forPath('/community')).toEqual({ kind: 'nonce' });
    expect(policies.forPath('/no-such-page')).toEqual({
      kind: 'hashed',
      policy: policies.prerendered('/_not-found'),
    });
  });
});
