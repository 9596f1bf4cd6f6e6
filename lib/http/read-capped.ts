import 'server-only';
import type { HttpError } from './errors';

/**
 * Reads a request body, counting bytes as they arrive and giving up past maxBytes: the
 * Content-Length header can lie or be absent, so it is never trusted alone.
 */
export async function readCapped(
  request: Request,
  maxBytes: number,
  tooLarge: () => HttpError,
): Promise<Uint8Array[]> {
  if (!request.body) return [];
  const reader = request.body.getReader();
  const chunks: Uint8Array[] = [];
  let size = 0;
  for (;;) {
    const { done, value } = await reader.read();
    if (done) return chunks;
    size += value.byteLength;
    if (size > maxBytes) {
      await reader.cancel().catch(() => {});
      throw tooLarge();
    }
    chunks.push(value);
  }
}
