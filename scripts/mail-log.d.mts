export function mailedLink(lines: readonly string[], to: string, path: string): string | undefined;
export function logFileLines(file: string): string[];
export function waitForMailedLink(
  lines: () => readonly string[],
  to: string,
  path: string,
  timeoutMs?: number,
): Promise<string>;
