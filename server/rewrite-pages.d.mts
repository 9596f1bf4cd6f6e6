import type { ServerResponse } from 'node:http';
export function rewritePages(
  response: ServerResponse,
  newRewriter: () => { write(chunk: Uint8Array): Buffer; end(): Buffer },
): void;
