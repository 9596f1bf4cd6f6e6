import { describe, expect, it } from '@jest/globals';
import { gunzipSync, gzipSync } from 'node:zlib';
import {
  gzipBytes,
  parseAttributes,
  scriptSources,
  shortName,
  sitemapPaths,
  summarise,
} from '../scripts/js-bytes.mjs';
import { startupScriptRewriter } from '../lib/startup-scripts.mjs';

// The head of a page as `next build` (Turbopack) prerenders it, trimmed.
const nextHtml = `<!DOCTYPE html><html lang="en"><head><meta charSet="utf-8"/>
<link rel="preload" as="script" fetchPriority="low" href="/_next/static/chunks/0j1we3cwg31qe.js"/>
<script src="/_next/static/chunks/0m3mby5pxg4oz.js" async=""></script>
<script src="/_next/static/chunks/39_j1bdzreq0m.js" async=""></script>
<script src="/_next/static/chunks/turbopack-2u1d16houkiyo.js" async=""></script>
<script src="/_next/static/chunks/0cz1d0mv5g_q7.js" noModule=""></script></head><body>
<script id="_R_">(globalThis["TURBOPACK"] || (globalThis["TURBOPACK"] = [])).push({});</script>
<script src="/_next/static/chunks/0j1we3cwg31qe.js" async=""></script>
<script>self.__next_f.push([1,"2:\\"/_next/static/chunks/3qfy96eoyh-ek.js\\""])</script>
<script type="application/ld+json">{"@type":"Organization"}</script>
</body></html>`;

describe('scriptSources', () => {
  it('lists the external scripts of a Next page in order, without the noModule polyfill', () => {
    expect(scriptSources(nextHtml, 'http://127.0.0.1:3270/services')).toEqual([
      'http://127.0.0.1:3270/_next/static/chunks/0m3mby5pxg4oz.js',
      'http://127.0.0.1:3270/_next/static/chunks/39_j1bdzreq0m.js',
      'http://127.0.0.1:3270/_next/static/chunks/turbopack-2u1d16houkiyo.js',
      'http://127.0.0.1:3270/_next/static/chunks/0j1we3cwg31qe.js',
    ]);
  });

  it('counts the start-up scripts the server defers past the first paint, as a browser fetches them', () => {
    const rewriter = startupScriptRewriter();
    const served = Buffer.concat([
      rewriter.write(Buffer.from(nextHtml)),
      rewriter.end(),
    ]).toString();
    expect(served).toContain('data-startup-src');
    expect(scriptSources(served, 'http://localhost/')).toEqual(
      scriptSources(nextHtml, 'http://localhost/'),
    );
  });

  it('ignores inline scripts, preload links and chunk names inside the RSC payload', () => {
    const sources = scriptSources(nextHtml, 'http://localhost/');
    expect(sources.some((s) => s.includes('3qfy96eoyh-ek'))).toBe(false);
    expect(sources).toHaveLength(4);
  });

  it('counts a script once even when the page names it twice', () => {
    const html = '<script src="/a.js"></script><script async src="/a.js"></script>';
    expect(scriptSources(html, 'http://x/')).toEqual(['http://x/a.js']);
  });

  it('resolves relative and absolute sources against the page and decodes entities', () => {
    const html = `<SCRIPT SRC='b.js?v=1&amp;w=2'></SCRIPT><script src=https://cdn.example/c.js defer></script>`;
    expect(scriptSources(html, 'http://x/dir/page')).toEqual([
      'http://x/dir/b.js?v=1&w=2',
      'https://cdn.example/c.js',
    ]);
  });

  it('skips noModule in any letter case or quoting, and scripts inside comments', () => {
    const html = `<script nomodule src="/p1.js"></script><script src="/p2.js" NOMODULE></script>
      <!-- <script src="/commented.js"></script> --><script type="module" src="/m.js"></script>`;
    expect(scriptSources(html, 'http://x/')).toEqual(['http://x/m.js']);
  });

  it('does not take data-src or similar attributes for src', () => {
    expect(scriptSources('<script data-src="/lazy.js"></script>', 'http://x/')).toEqual([]);
  });
});

describe('parseAttributes', () => {
  it('reads quoted, bare and valueless attributes', () => {
    expect(parseAttributes(` src="/a.js" async type=module data-x='1'`)).toEqual({
      src: '/a.js',
      async: '',
      type: 'module',
      'data-x': '1',
    });
  });
});

describe('sitemapPaths', () => {
  it('takes the path of every location, whatever origin the sitemap was built for', () => {
    const xml = `<?xml version="1.0" encoding="UTF-8"?>
      <urlset xmlns="http://www.sitemaps.org/schemas/sitemap/0.9">
      <url><loc>https://www.deltacrest.example</loc><lastmod>2026-11-22</lastmod></url>
      <url><loc>https://www.deltacrest.example/services</loc></url>
      <url><loc> https://www.deltacrest.example/well-services </loc></url>
      <url><loc>https://www.deltacrest.example/services</loc></url>
      </urlset>`;
    expect(sitemapPaths(xml)).toEqual(['/', '/services', '/well-services']);
  });

  it('answers an empty list for a document with no locations', () => {
    expect(sitemapPaths('<html>404</html>')).toEqual([]);
  });
});

describe('sizes', () => {
  it('gzips at level 9 to a size that decompresses to the same bytes', () => {
    const content = Buffer.from('function f(){return 1}\n'.repeat(500));
    const size = gzipBytes(content);
    expect(size).toBeLessThan(content.length / 10);
    expect(size).toBeGreaterThan(20);
    expect(gunzipSync(gzipSync(content, { level: 9 }))).toEqual(content);
  });

  it('sums raw and gzip bytes and sorts the largest first', () => {
    const scripts = [
      { url: 'http://x/a.js', raw: 100, gzip: 40 },
      { url: 'http://x/b.js', raw: 300, gzip: 90 },
    ];
    const total = summarise(scripts);
    expect(total.raw).toBe(400);
    expect(total.gzip).toBe(130);
    expect(total.largest.map((s) => shortName(s.url))).toEqual(['/b.js', '/a.js']);
  });
});
