// Runs after `next build` (`npm run build`). Marks the framework's start-up chunks (React,
// React DOM, the router: every page loads them first) with V8's explicit compile hint, so that
// Chromium compiles all their functions on a background thread while each file streams in,
// rather than one by one on the main thread the first time React and the router call them.
//
// Without the hint that lazy compilation sits inside the single long task in which the
// framework starts: about 55 ms on this machine, 29 ms with it (Lighthouse traces of the home
// page; numbers and the A/B in BENCHMARKS.md). Browsers without the feature read a comment.
// https://v8.dev/blog/explicit-compile-hints
//
// The file names keep their content hashes: the hint is the same on every build, so a name
// still stands for one content. Running this twice changes nothing.
import { readFileSync, writeFileSync } from 'node:fs';
import { join } from 'node:path';

export const COMPILE_HINT = '//# allFunctionsCalledOnLoad\n';

/** Adds the hint to the build's root main files; returns the files it changed. */
export function addCompileHints(nextDir = '.next') {
  const manifestPath = join(nextDir, 'build-manifest.json');
  const manifest = JSON.parse(readFileSync(manifestPath, 'utf8'));
  const files = manifest.rootMainFiles;
  if (!Array.isArray(files) || files.length === 0 || !files.every((f) => f.endsWith('.js'))) {
    throw new Error(
      `${manifestPath} has no list of root main files (rootMainFiles); has Next.js changed its build manifest?`,
    );
  }
  const changed = [];
  for (const file of files) {
    const path = join(nextDir, file);
    const source = readFileSync(path, 'utf8');
    if (source.startsWith(COMPILE_HINT)) continue;
    writeFileSync(path, COMPILE_HINT + source);
    changed.push(file);
  }
  return changed;
}

// Run as a command (not when imported by the browser tests).
if (process.argv[1]?.endsWith('compile-hints.mjs')) {
  const changed = addCompileHints(process.argv[2] ?? '.next');
  console.log(`compile hints: ${changed.length} framework chunk(s) marked`);
}
