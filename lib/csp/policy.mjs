import { createHash } from 'node:crypto';
import { STARTUP_LOADER_HASH } from '../startup-scripts.mjs';

/**
 * The Content-Security-Policy of the site's pages. Only script-src differs between pages:
 * statically generated pages list the sha256 of each of their inline scripts beside 'self';
 * pages rendered per request carry a fresh nonce with 'strict-dynamic', which Next.js copies onto
 * every script it renders. Styles keep 'unsafe-inline': styled-components writes inline style
 * tags and React writes style attributes (the HTTP Observatory scores that 0, not a penalty).
 */
const otherDirectives = [
  "default-src 'self'",
  "style-src 'self' 'unsafe-inline'",
  "img-src 'self' data: blob:",
  "font-src 'self'",
  "connect-src 'self'",
  "frame-ancestors 'none'",
  "base-uri 'self'",
  "form-action 'self'",
  "object-src 'none'",
];

/**
 * Script sources of a statically generated page whose inline scripts have these hashes, and the
 * loader of its start-up scripts that server.mjs adds to every page (lib/startup-scripts.mjs).
 */
/** @param {readonly string[]} hashes */
export function hashedPolicy(hashes) {
  const sources = [...hashes, STARTUP_LOADER_HASH].join(' ');
  return [`script-src 'self' ${sources}`, ...otherDirectives].join('; ');
}

/** Script sources of a page rendered for this request. Development adds eval for React's tools. */
/** @param {string} nonce */
export function noncePolicy(nonce, { development = false } = {}) {
  const evalSource = development ? " 'unsafe-eval'" : '';
  return [
    `script-src 'self' 'nonce-${nonce}' 'strict-dynamic'${evalSource}`,
    ...otherDirectives,
  ].join('; ');
}

/**
 * Set by server.mjs on a request for a prerendered page, whose policy it has already put on the
 * response: such a request skips proxy.ts and next.config.mjs's policy for non-pages. A client
 * cannot send it through server.mjs, which removes it from every request.
 */
export const STATIC_POLICY_HEADER = 'x-static-page-policy';

/** Policy for responses that are not pages (route handlers, files): nothing may run or load. */
export const resourcePolicy =
  "default-src 'none'; frame-ancestors 'none'; base-uri 'none'; form-action 'none'";

/**
 * The files staff open inside the supplier review page (a PDF in its frame, an image): framed by
 * this site's pages only. `object-src 'self'` lets the browser's own PDF viewer draw the file.
 */
export const FRAMED_FILES = '/api/staff/suppliers/';
export const framedFilePolicy =
  "default-src 'none'; object-src 'self'; frame-ancestors 'self'; base-uri 'none'; form-action 'none'";

export function newNonce() {
  return Buffer.from(crypto.getRandomValues(new Uint8Array(16))).toString('base64');
}

/** @param {string} attributes */
const executable = (attributes) => {
  const type = /\stype="([^"]*)"/i.exec(attributes)?.[1]?.toLowerCase();
  return !type || type === 'module' || type.includes('javascript');
};

/** The CSP hash source of every inline script of an HTML document, in document order. */
/** @param {string} html */
export function inlineScriptHashes(html) {
  const hashes = new Set();
  for (const [, attributes = '', body = ''] of html.matchAll(
    /<script\b([^>]*)>([\s\S]*?)<\/script>/gi,
  )) {
    if (/\ssrc=/i.test(attributes) || !executable(attributes)) continue;
    hashes.add(`'sha256-${createHash('sha256').update(body, 'utf8').digest('base64')}'`);
  }
  return [...hashes];
}
