import 'server-only';
import { HttpError } from './errors';

/**
 * Reads a multipart (or URL-encoded) form with a hard size cap, before anything is parsed: 415
 * for another content type, 413 when Content-Length says too much or when the body, counted
 * while it streams in, goes past maxBytes (Content-Length can lie or be absent), 400 when the
 * body is not a well-formed form.
 */
export async function readFormData(
  request: Request,
  { maxBytes }: { maxBytes: number },
): Promise<FormData> {
  const contentType = request.headers.get('content-type') ?? '';
  if (!/^(multipart\/form-data|application\/x-www-form-urlencoded)\s*(;|$)/i.test(contentType)) {
    throw new HttpError(415, 'Send the form as multipart/form-data.');
  }
  const declared = Number(request.headers.get('content-length'));
  if (Number.isFinite(declared) && declared > maxBytes) throw tooLarge(maxBytes);

  const body = await readCapped(request, maxBytes);
  try {
    return await new Response(body, { headers: { 'content-type': contentType } }).formData();
  } catch {
    throw new HttpError(400, 'The form could not be read. Please send it again.');
  }
}

async function readCapped(request: Request, maxBytes: number): Promise<Blob> {
  if (!request.body) return new Blob([]);
  const reader = request.body.getReader();
  const chunks: Uint8Array[] = [];
  let size = 0;
  for (;;) {
    const { done, value } = await reader.read();
    if (done) break;
    size += value.byteLength;
    if (size > maxBytes) {
      await reader.cancel().catch(() => {});
      throw tooLarge(maxBytes);
    }
    chunks.push(value);
  }
  return new Blob(chunks as BlobPart[]);
}

function tooLarge(maxBytes: number): HttpError {
  return new HttpError(
    413,
    `The form is larger than ${Math.round(maxBytes / (1024 * 1024))} MB. Attach a smaller file.`,
  );
}
