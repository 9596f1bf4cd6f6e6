import { existsSync, readFileSync } from 'node:fs';
import { join } from 'node:path';
import { hashedPolicy, inlineScriptHashes } from './policy.mjs';

/**
 * Which policy each path of a production build needs, read from that build's own output
 * (`next build` writes it; no extra step): the prerender manifest names the statically generated
 * pages and the templates whose unknown slugs are 404s, the routes manifest matches the other
 * paths, and each prerendered page's HTML gives the hashes of its inline scripts. Read once per
 * server on first use; a page's hashes are computed the first time it is asked for and kept.
 * Plain JavaScript so that server.mjs can use it as well as proxy.ts.
 */

/** @param {string} file */
const readJson = (file) => JSON.parse(readFileSync(file, 'utf8'));

/** @param {string} distDir */
function loadBuildOutput(distDir) {
  const prerender = readJson(join(distDir, 'prerender-manifest.json'));
  const routes = readJson(join(distDir, 'routes-manifest.json'));
  /** @type {Record<string, string>} */
  const appPaths = readJson(join(distDir, 'app-path-routes-manifest.json'));
  const pageNames = new Set(
    Object.entries(appPaths)
      .filter(([entry]) => entry.endsWith('/page'))
      .map(([, page]) => page),
  );
  return {
    /** @type {Set<string>} */
    prerendered: new Set(Object.keys(prerender.routes)),
    /** @type {Set<string>} */
    closedTemplates: new Set(
      Object.entries(prerender.dynamicRoutes)
        .filter(([, route]) => /** @type {{ fallback: unknown }} */ (route).fallback === false)
        .map(([page]) => page),
    ),
    /** @type {{ page: string; regex: RegExp }[]} */
    pages: [...routes.staticRoutes, ...routes.dynamicRoutes]
      .filter((route) => pageNames.has(route.page))
      .map((route) => ({ page: route.page, regex: new RegExp(route.regex) })),
    appDir: join(distDir, 'server', 'app'),
  };
}

/** @param {string} distDir */
export function buildPolicies(distDir) {
  const output = loadBuildOutput(distDir);
  /** @type {Map<string, string | undefined>} */
  const hashed = new Map();

  /** The policy of a prerendered page from its HTML; none for routes without HTML. */
  const pagePolicy = (/** @type {string} */ route) => {
    if (!hashed.has(route)) {
      const file = join(output.appDir, `${route === '/' ? '/index' : route}.html`);
      // The icon, robots.txt and the sitemap are prerendered too, but are not pages.
      hashed.set(
        route,
        existsSync(file) ? hashedPolicy(inlineScriptHashes(readFileSync(file, 'utf8'))) : undefined,
      );
    }
    return hashed.get(route);
  };
  const normalised = (/** @type {string} */ pathname) =>
    pathname.length > 1 ? pathname.replace(/\/+$/, '') : pathname;

  return {
    /** The policy of the prerendered page at this path, or undefined when it is none. */
    prerendered(/** @type {string} */ pathname) {
      const path = normalised(pathname);
      return output.prerendered.has(path) ? pagePolicy(path) : undefined;
    },
    /** The policy for a request path: its prerendered page, a page rendered per request, or 404. */
    forPath(/** @type {string} */ pathname) {
      const path = normalised(pathname);
      if (output.prerendered.has(path)) {
        return { kind: 'hashed', policy: pagePolicy(path) ?? hashedPolicy([]) };
      }
      const route = output.pages.find((candidate) => candidate.regex.test(path));
      if (route && !output.prerendered.has(route.page) && !output.closedTemplates.has(route.page)) {
        return { kind: 'nonce' };
      }
      // Everything else is answered with the prerendered not-found page.
      return { kind: 'hashed', policy: pagePolicy('/_not-found') ?? hashedPolicy([]) };
    },
  };
}
