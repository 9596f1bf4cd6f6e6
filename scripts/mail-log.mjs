// The server writes one JSON object per line (lib/log.ts); a mail sent without SMTP is one entry
// with `mail: true`, its `to` and its `link`. The browser tests and the benchmark follow the
// links a member would find in their inbox from there.
import { readFileSync } from 'node:fs';

/** The newest link to `path` (e.g. "/community-confirm") mailed to `to` in these log lines. */
export function mailedLink(lines, to, path) {
  let found;
  for (const line of lines) {
    if (!line.startsWith('{')) continue;
    let entry;
    try {
      entry = JSON.parse(line);
    } catch {
      continue;
    }
    if (!entry.mail || entry.to !== to.toLowerCase() || typeof entry.link !== 'string') continue;
    if (new URL(entry.link).pathname === path) found = entry.link;
  }
  return found;
}

/** The lines of a log file, or none while the file does not exist yet. */
export function logFileLines(file) {
  try {
    return readFileSync(file, 'utf8').split('\n');
  } catch {
    return [];
  }
}

/**
 * Waits for the link: mail goes out in the background, after the answer. `lines` answers the
 * log as it is now. Throws when no such link is logged within `timeoutMs`.
 */
export async function waitForMailedLink(lines, to, path, timeoutMs = 15_000) {
  const deadline = Date.now() + timeoutMs;
  for (;;) {
    const link = mailedLink(lines(), to, path);
    if (link) return link;
    if (Date.now() > deadline) throw new Error(`no ${path} link mailed to ${to} in the log`);
    await new Promise((resolve) => setTimeout(resolve, 100));
  }
}
