import 'server-only';
import { readCapped } from './read-capped';
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

  const body = new Blob(
    (await readCapped(request, maxBytes, () => tooLarge(maxBytes))) as BlobPart[],
  );
  try {
    return await new Response(body, { headers: { 'content-type': contentType } }).formData();
  } catch {
    throw new HttpError(400, 'The form could not be read. Please send it again.');
  }
}

function tooLarge(maxBytes: number): HttpError {
  return new HttpError(
    413,
    `The form is larger than ${Math.round(maxBytes / (1024 * 1024))} MB. Attach a smaller file.`,
  );
}
