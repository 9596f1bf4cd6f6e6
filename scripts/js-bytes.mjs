// How much JavaScript a page makes the browser download, measured the same way by the benchmark
// (`npm run bench`) and by the budget test in `npm test`. The pure parts (HTML and sitemap
// parsing, sums) are separate from the parts that fetch, so they can be unit-tested.
import { gzipSync } from 'node:zlib';

/** Level 9, the most a static file server or CDN would use when pre-compressing. */
export const GZIP_LEVEL = 9;

const ENTITIES = { amp: '&', lt: '<', gt: '>', quot: '"', apos: "'" };

function decodeEntities(value) {
  return value.replace(/&(#x[0-9a-f]+|#\d+|[a-z]+);/gi, (whole, name) => {
    if (name[0] === '#') {
      const code =
        name[1] === 'x' || name[1] === 'X' ? parseInt(name.slice(2), 16) : Number(name.slice(1));
      return Number.isFinite(code) ? String.fromCodePoint(code) : whole;
    }
    return ENTITIES[name.toLowerCase()] ?? whole;
  });
}

/** The attributes of one start tag's inner text (`src="a" async nomodule`), names lower-cased. */
export function parseAttributes(text) {
  const attributes = {};
  const pattern = /([^\s"'=<>/]+)(?:\s*=\s*(?:"([^"]*)"|'([^']*)'|([^\s"'=<>`]+)))?/g;
  for (const match of text.matchAll(pattern)) {
    const [, name, double, single, bare] = match;
    attributes[name.toLowerCase()] = decodeEntities(double ?? single ?? bare ?? '');
  }
  return attributes;
}

/**
 * Every external script the page's HTML makes a modern browser download, as absolute URLs in
 * document order, without duplicates: its `<script src>` tags and the start-up scripts server.mjs
 * hands to its loader (`data-startup-src`, lib/startup-scripts.mjs), which the browser fetches
 * after the first paint. `noModule` scripts are skipped: browsers that understand modules (all
 * we target) never fetch them.
 */
export function scriptSources(html, pageUrl) {
  const sources = [];
  // Comments may hold markup that is never run; drop them before looking for tags.
  const markup = html.replace(/<!--[\s\S]*?-->/g, '');
  for (const match of markup.matchAll(/<script\b([^>]*)>/gi)) {
    const attributes = parseAttributes(match[1]);
    const src = attributes.src ?? attributes['data-startup-src'];
    if (!src || 'nomodule' in attributes) continue;
    const url = new URL(src, pageUrl).href;
    if (!sources.includes(url)) sources.push(url);
  }
  return sources;
}

/** The path of every `<loc>` in a sitemap, whatever origin it was built for. */
export function sitemapPaths(xml) {
  const paths = [];
  for (const match of xml.matchAll(/<loc>\s*([^<\s]+)\s*<\/loc>/gi)) {
    const path = new URL(decodeEntities(match[1]), 'http://sitemap.invalid').pathname;
    if (!paths.includes(path)) paths.push(path);
  }
  return paths;
}

export function gzipBytes(content) {
  return gzipSync(content, { level: GZIP_LEVEL }).length;
}

/** Totals for a list of measured scripts, and the list sorted largest (gzip) first. */
export function summarise(scripts) {
  return {
    raw: scripts.reduce((sum, s) => sum + s.raw, 0),
    gzip: scripts.reduce((sum, s) => sum + s.gzip, 0),
    largest: [...scripts].sort((a, b) => b.gzip - a.gzip),
  };
}

/** `/_next/static/chunks/abc.js` from an absolute URL, for tables and messages. */
export function shortName(url) {
  const { pathname } = new URL(url);
  return pathname;
}

/**
 * Fetches and measures scripts, each URL once (the cache may be shared between pages, since
 * chunk names are content hashes).
 */
export async function measureScripts(urls, cache = new Map()) {
  return Promise.all(
    urls.map((url) => {
      if (!cache.has(url)) {
        cache.set(
          url,
          fetch(url).then(async (response) => {
            if (!response.ok) throw new Error(`script ${url} answered ${response.status}`);
            const content = Buffer.from(await response.arrayBuffer());
            return { url, raw: content.length, gzip: gzipBytes(content) };
          }),
        );
      }
      return cache.get(url);
    }),
  );
}

/**
 * The JavaScript of one route as a browser gets it: follows redirects (e.g. `/community` to the
 * login page when signed out), then measures the scripts of the HTML it lands on.
 * Answers `{ path, status, finalPath, scripts, raw, gzip, largest }`; a page that is not HTML or
 * does not answer 200 has no scripts and `status` says why. `headers` (a session's cookie, say)
 * go with the page's request only.
 */
export async function measureRoute(baseUrl, path, cache = new Map(), headers = {}) {
  const response = await fetch(new URL(path, baseUrl), {
    headers: { accept: 'text/html', ...headers },
  });
  const finalUrl = new URL(response.url);
  const finalPath = finalUrl.pathname + finalUrl.search;
  const html = await response.text();
  const isHtml = (response.headers.get('content-type') ?? '').includes('text/html');
  if (response.status !== 200 || !isHtml) {
    return { path, status: response.status, finalPath, scripts: [], raw: 0, gzip: 0, largest: [] };
  }
  const scripts = await measureScripts(scriptSources(html, finalUrl.href), cache);
  return { path, status: response.status, finalPath, scripts, ...summarise(scripts) };
}

/** The sitemap's paths from a running site; an empty list when it has none. */
export async function fetchSitemapPaths(baseUrl) {
  const response = await fetch(new URL('/sitemap.xml', baseUrl));
  if (!response.ok) return [];
  return sitemapPaths(await response.text());
}
