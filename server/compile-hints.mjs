// Marks the framework's start-up chunks (React, React DOM, the router: every page loads them
// first) with V8's explicit compile hint, so that Chromium compiles all their functions on a
// background thread while each file streams in, rather than one by one on the main thread the
// first time they are called, inside the long task in which the page starts.
// https://v8.dev/blog/explicit-compile-hints
//
// server.mjs runs it at start, so a plain `next build` followed by `npm start` serves the
// marked files; browsers without the feature read a comment. The file names keep their content
// hashes: the mark is the same on every build, so a name still stands for one content. Running
// it twice changes nothing, and each file is replaced whole (rename), so a request never sees
// half of one.
import { readFileSync, renameSync, writeFileSync } from 'node:fs';
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
    const next = `${path}.${process.pid}.tmp`;
    writeFileSync(next, COMPILE_HINT + source);
    renameSync(next, path);
    changed.push(file);
  }
  return changed;
}
