// The framework floor: the JavaScript of a page with nothing of ours in it, built with the
// project's own installed Next.js and React. The site's build cannot hold such a page without
// shipping it to visitors (its global-error and not-found pages are our components, and an
// `app/_floor` folder is private in the App Router, so never a route), so a twin with an empty
// layout and a page that renders null is built beside it, once per Next/React version, and
// its result is cached in .bench/floor.json.
import { spawnSync } from 'node:child_process';
import { mkdirSync, mkdtempSync, readFileSync, rmSync, writeFileSync, existsSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { gzipBytes, scriptSources, summarise } from '../js-bytes.mjs';

function versions(cwd) {
  const version = (name) =>
    JSON.parse(readFileSync(join(cwd, 'node_modules', name, 'package.json'), 'utf8')).version;
  return { next: version('next'), react: version('react'), reactDom: version('react-dom') };
}

/** Sizes the scripts of a prerendered HTML file from the build's own static folder. */
export function measureBuiltPage(nextDir, htmlFile) {
  const html = readFileSync(join(nextDir, 'server', 'app', htmlFile), 'utf8');
  const scripts = scriptSources(html, 'http://floor.invalid/').map((url) => {
    const { pathname } = new URL(url);
    const content = readFileSync(join(nextDir, pathname.replace(/^\/_next\//, '')));
    return { url, raw: content.length, gzip: gzipBytes(content) };
  });
  return { scripts, ...summarise(scripts) };
}

/**
 * The runtime chunks Next puts on every App Router page of the site's own build (the
 * manifest's rootMainFiles). A lower bound of the floor: it leaves out the small client chunk
 * of Next's router components, which the site's build merges with our own client code.
 */
export function runtimeChunks(nextDir) {
  const manifest = JSON.parse(readFileSync(join(nextDir, 'build-manifest.json'), 'utf8'));
  const scripts = (manifest.rootMainFiles ?? []).map((file) => {
    const content = readFileSync(join(nextDir, file));
    return {
      url: `http://build.invalid/_next/${file}`,
      raw: content.length,
      gzip: gzipBytes(content),
    };
  });
  return { scripts, ...summarise(scripts) };
}

/**
 * Builds a twin of the site with nothing of ours in it: an empty layout and `page` (a page that
 * renders null for bytes, a page of text for Lighthouse), with the project's own node_modules.
 * Answers the twin's folder; the caller removes it.
 */
export function buildTwinApp(
  cwd,
  log,
  page = 'export default function Page() {\n  return null;\n}\n',
) {
  const twin = mkdtempSync(join(tmpdir(), 'bench-floor-'));
  mkdirSync(join(twin, 'app'));
  writeFileSync(join(twin, 'package.json'), '{ "private": true }\n');
  writeFileSync(
    join(twin, 'app', 'layout.jsx'),
    'export default function RootLayout({ children }) {\n  return (\n    <html lang="en">\n      <body>{children}</body>\n    </html>\n  );\n}\n',
  );
  writeFileSync(join(twin, 'app', 'page.jsx'), page);
  // Turbopack refuses a symlinked node_modules outside its root; hard links cost a second.
  const copy = spawnSync('cp', ['-al', join(cwd, 'node_modules'), join(twin, 'node_modules')]);
  if (copy.status !== 0) throw new Error(`could not link node_modules: ${copy.stderr}`);
  const build = spawnSync(process.execPath, ['node_modules/next/dist/bin/next', 'build'], {
    cwd: twin,
    encoding: 'utf8',
    env: { ...process.env, NEXT_TELEMETRY_DISABLED: '1' },
  });
  writeFileSync(log, `${build.stdout}${build.stderr}`);
  if (build.status !== 0) throw new Error(`the floor's twin build failed (log: ${log})`);
  return twin;
}

function buildTwin(cwd, log) {
  const twin = buildTwinApp(cwd, log);
  try {
    return measureBuiltPage(join(twin, '.next'), 'index.html');
  } finally {
    rmSync(twin, { recursive: true, force: true });
  }
}

/** The floor for the installed versions, from the cache or a fresh twin build. */
export function frameworkFloor({ cwd, cacheFile, log }) {
  const key = versions(cwd);
  if (existsSync(cacheFile)) {
    const cached = JSON.parse(readFileSync(cacheFile, 'utf8'));
    if (JSON.stringify(cached.key) === JSON.stringify(key))
      return { ...cached.floor, cached: true };
  }
  const floor = { ...buildTwin(cwd, log), versions: key };
  writeFileSync(cacheFile, JSON.stringify({ key, floor }, null, 2));
  return { ...floor, cached: false };
}
