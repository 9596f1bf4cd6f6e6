import type { ServerResponse } from 'node:http';
export function rewritePages(
  response: ServerResponse,
  newRewriter: () => { write(chunk: Uint8Array): string; end(): string },
): void;
