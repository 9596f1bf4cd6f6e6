/**
 * server.mjs hands every page through lib/startup-scripts.mjs: the framework's start-up scripts
 * become inert markers that one loader turns back into scripts after the first paint. A page
 * must lose no script, keep every other tag, and come out the same however its response was cut
 * into chunks; the loader must be allowed by every prerendered page's policy.
 */
import { createHash } from 'node:crypto';
import { describe, expect, test } from '@jest/globals';
import { hashedPolicy } from '@/lib/csp/policy.mjs';
import {
  STARTUP_LOADER,
  STARTUP_LOADER_HASH,
  startupScriptRewriter,
} from '@/lib/startup-scripts.mjs';

const chunk = (name: string) => `/_next/static/chunks/${name}.js`;

/** The shape of a Next 16 page: preload and async scripts in the head, the bootstrap in the body. */
function page(nonce?: string) {
  const n = nonce ? ` nonce="${nonce}"` : '';
  return [
    '<!DOCTYPE html><html lang="en-GB"><head><meta charSet="utf-8"/>',
    '<link rel="preload" href="/_next/static/media/inter.woff2" as="font" crossorigin="" type="font/woff2"/>',
    `<link rel="preload" as="script" fetchPriority="low"${n} href="${chunk('boot')}"/>`,
    `<script src="${chunk('react')}" async=""${n}></script>`,
    `<script src="${chunk('turbopack')}" async=""${n}></script>`,
    '<title>Über uns – Déltacrest ✓</title>',
    `<script src="${chunk('polyfills')}" noModule=""${n}></script>`,
    '<script src="https://example.org/x.js" async=""></script>',
    `<script src="${chunk('sync')}"${n}></script>`,
    '</head><body><main><h1>Über uns</h1><p>Engineering 🛢️ from Port Harcourt</p></main>',
    `<script src="${chunk('boot')}"${n} async=""></script>`,
    `<script${n}>self.__next_f.push([1,"\\u003cp\\u003eé"])</script>`,
    '</body></html>',
  ].join('');
}

/** The page as the rewriter answers it, fed in the given pieces. */
function rewrite(...pieces: Uint8Array[]) {
  const rewriter = startupScriptRewriter();
  return Buffer.concat([
    ...pieces.map((piece) => rewriter.write(piece)),
    rewriter.end(),
  ]).toString();
}
const rewriteWhole = (html: string) => rewrite(Buffer.from(html));

const executableNextScripts = (html: string) =>
  [...html.matchAll(/<script(?![^>]*type=)[^>]*src="(\/_next\/static\/[^"]+)"[^>]*async/g)].map(
    (m) => m[1],
  );

describe('the start-up script rewriter', () => {
  test.each([undefined, 'bm9uY2U='])('defers every start-up script (nonce %s)', (nonce) => {
    const out = rewriteWhole(page(nonce));
    expect(executableNextScripts(page(nonce))).toHaveLength(3);
    expect(executableNextScripts(out)).toEqual([]);
    const markers = [...out.matchAll(/<script type="text\/plain" data-startup-src="([^"]+)">/g)];
    expect(markers.map((m) => m[1])).toEqual([chunk('react'), chunk('turbopack'), chunk('boot')]);
    // Nothing fetches a start-up script before the loader does.
    expect(out).not.toContain('as="script"');
    // One loader, in the head, with the page's nonce where the page has one.
    const loaders = out.split(STARTUP_LOADER).length - 1;
    expect(loaders).toBe(1);
    const loaderTag = nonce ? `<script nonce="${nonce}">` : '<script>';
    expect(out).toContain(`${loaderTag}${STARTUP_LOADER}</script></head>`);
  });

  test('keeps every other tag as it was', () => {
    const out = rewriteWhole(page('bm9uY2U='));
    for (const kept of [
      'as="font"',
      `<script src="${chunk('polyfills')}" noModule="" nonce="bm9uY2U="></script>`,
      '<script src="https://example.org/x.js" async=""></script>',
      `<script src="${chunk('sync')}" nonce="bm9uY2U="></script>`,
      '<title>Über uns – Déltacrest ✓</title>',
      'Engineering 🛢️ from Port Harcourt',
      '<script nonce="bm9uY2U=">self.__next_f.push([1,"\\u003cp\\u003eé"])</script>',
    ]) {
      expect(out).toContain(kept);
    }
  });

  test('gives the same page however the response is cut, even inside a character', () => {
    const html = Buffer.from(page('bm9uY2U='));
    const whole = rewriteWhole(page('bm9uY2U='));
    for (let cut = 1; cut < html.length; cut += 1) {
      expect(rewrite(html.subarray(0, cut), html.subarray(cut))).toBe(whole);
    }
    const sevens = [];
    for (let at = 0; at < html.length; at += 7) sevens.push(html.subarray(at, at + 7));
    expect(rewrite(...sevens)).toBe(whole);
    const bytes = [...html].map((byte) => Uint8Array.of(byte));
    expect(rewrite(...bytes)).toBe(whole);
  });

  test('leaves a page without start-up scripts alone, and never strands a marker', () => {
    const plain =
      '<!doctype html><html><head><title>The form was not sent</title></head><body><p>Try again.</p></body></html>';
    expect(rewriteWhole(plain)).toBe(plain);
    // A document cut short before its head closed still gets its loader.
    const cutShort = rewriteWhole(`<html><head><script src="${chunk('a')}" async=""></script>`);
    expect(cutShort).toContain('data-startup-src');
    expect(cutShort.endsWith(`<script>${STARTUP_LOADER}</script>`)).toBe(true);
  });

  test("every prerendered page's policy allows the loader by its hash", () => {
    const hash = createHash('sha256').update(STARTUP_LOADER, 'utf8').digest('base64');
    expect(STARTUP_LOADER_HASH).toBe(`'sha256-${hash}'`);
    expect(hashedPolicy([])).toContain(STARTUP_LOADER_HASH);
    expect(hashedPolicy(["'sha256-abc'"])).toMatch(/^script-src 'self' 'sha256-abc' 'sha256-/);
  });
});
