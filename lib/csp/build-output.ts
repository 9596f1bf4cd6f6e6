import { existsSync, readFileSync } from 'node:fs';
import { join } from 'node:path';
import { hashedPolicy, inlineScriptHashes } from './policy';

/**
 * Which policy each path of a production build needs, read from that build's own output
 * (`next build` writes it; no extra step): the prerender manifest names the statically generated
 * pages and the templates whose unknown slugs are 404s, the routes manifest matches the other
 * paths, and each prerendered page's HTML gives the hashes of its inline scripts. Read once per
 * server on first use; a page's hashes are computed the first time it is asked for and kept.
 */
type Route = { page: string; regex: RegExp };
export type PathPolicy = { kind: 'hashed'; policy: string } | { kind: 'nonce' };

type BuildOutput = {
  prerendered: Set<string>;
  closedTemplates: Set<string>;
  pages: Route[];
  appDir: string;
};

const readJson = <T>(file: string): T => JSON.parse(readFileSync(file, 'utf8')) as T;

function loadBuildOutput(distDir: string): BuildOutput {
  const prerender = readJson<{
    routes: Record<string, unknown>;
    dynamicRoutes: Record<string, { fallback: unknown }>;
  }>(join(distDir, 'prerender-manifest.json'));
  const routes = readJson<{ staticRoutes: Route[]; dynamicRoutes: Route[] }>(
    join(distDir, 'routes-manifest.json'),
  );
  const appPaths = readJson<Record<string, string>>(join(distDir, 'app-path-routes-manifest.json'));
  const pageNames = new Set(
    Object.entries(appPaths)
      .filter(([entry]) => entry.endsWith('/page'))
      .map(([, page]) => page),
  );
  return {
    prerendered: new Set(Object.keys(prerender.routes)),
    closedTemplates: new Set(
      Object.entries(prerender.dynamicRoutes)
        .filter(([, route]) => route.fallback === false)
        .map(([page]) => page),
    ),
    pages: [...routes.staticRoutes, ...routes.dynamicRoutes]
      .filter((route) => pageNames.has(route.page))
      .map((route) => ({ page: route.page, regex: new RegExp(route.regex) })),
    appDir: join(distDir, 'server', 'app'),
  };
}

export function buildPolicies(distDir: string) {
  const output = loadBuildOutput(distDir);
  const hashed = new Map<string, PathPolicy>();

  const prerenderedPolicy = (route: string): PathPolicy => {
    let known = hashed.get(route);
    if (!known) {
      const file = join(output.appDir, `${route === '/' ? '/index' : route}.html`);
      // Prerendered routes without HTML (the icon, robots.txt, the sitemap) run no script.
      const hashes = existsSync(file) ? inlineScriptHashes(readFileSync(file, 'utf8')) : [];
      known = { kind: 'hashed', policy: hashedPolicy(hashes) };
      hashed.set(route, known);
    }
    return known;
  };

  /** The policy for a request path: its prerendered page, a page rendered per request, or 404. */
  return function policyForPath(pathname: string): PathPolicy {
    const path = pathname.length > 1 ? pathname.replace(/\/+$/, '') : pathname;
    if (output.prerendered.has(path)) return prerenderedPolicy(path);
    const route = output.pages.find((candidate) => candidate.regex.test(path));
    if (route && !output.prerendered.has(route.page) && !output.closedTemplates.has(route.page)) {
      return { kind: 'nonce' };
    }
    // Everything else is answered with the prerendered not-found page.
    return prerenderedPolicy('/_not-found');
  };
}
