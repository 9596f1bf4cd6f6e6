import 'server-only';
import { HttpError } from './errors';

/**
 * A route handler's body when only a few bytes belong there (a one-click unsubscribe's
 * `List-Unsubscribe=One-Click`): refused with a 413 once past `max`, whether the length is
 * declared or not, without reading the rest. Pages' posts are capped by the edge (server/
 * page-posts.mjs); route handlers check their own.
 */
export async function smallBody(request: Request, max = 1024): Promise<string> {
  const tooLarge = () => new HttpError(413, `The body may hold at most ${max} bytes.`);
  if (Number(request.headers.get('content-length') ?? 0) > max) throw tooLarge();
  if (!request.body) return '';
  const reader = request.body.getReader();
  const chunks: Uint8Array[] = [];
  let size = 0;
  for (;;) {
    const { done, value } = await reader.read();
    if (done) break;
    size += value.byteLength;
    if (size > max) {
      await reader.cancel();
      throw tooLarge();
    }
    chunks.push(value);
  }
  return Buffer.concat(chunks).toString('utf8');
}
