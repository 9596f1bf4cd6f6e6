// Hands every HTML page on its way out through a rewriter, lib/startup-scripts.mjs's, which
// defers its start-up scripts until after the first paint (that file says why and how; server.mjs
// passes it in). Install it after the compression, so that it wraps the response outermost and
// reads the text Next writes, before it is compressed.

/** The headers object of a writeHead(status, [message], [headers]) call, if it passed one. */
const headersArgument = (rest) =>
  rest.find((value) => value && typeof value === 'object' && !Array.isArray(value));

const toBuffer = (chunk, encoding) =>
  typeof chunk === 'string' ? Buffer.from(chunk, encoding ?? 'utf8') : chunk;

/**
 * @param {import('node:http').ServerResponse} response
 * @param {() => { write(chunk: Uint8Array): Buffer; end(): Buffer }} newRewriter
 */
export function rewritePages(response, newRewriter) {
  const { writeHead, write, end } = response;
  /** @type {ReturnType<typeof newRewriter> | undefined} */
  let rewriter;
  let decided = false;

  /** Whether this response is a page: from the headers given to writeHead or set before. */
  const decide = (status, rest = []) => {
    if (decided) return;
    decided = true;
    if (response.headersSent || rest.some(Array.isArray)) return;
    const headers = headersArgument(rest);
    const given = Object.entries(headers ?? {}).find(([name]) => /^content-type$/i.test(name));
    const type = String(given?.[1] ?? response.getHeader('content-type') ?? '');
    if (!/^text\/html\b/i.test(type) || status === 204 || status === 304) return;
    rewriter = newRewriter();
    // The body's length changes.
    response.removeHeader('content-length');
    for (const name of Object.keys(headers ?? {})) {
      if (/^content-length$/i.test(name)) delete headers[name];
    }
  };

  response.writeHead = function (status, ...rest) {
    decide(status, rest);
    return writeHead.call(this, status, ...rest);
  };

  response.write = function (chunk, encoding, callback) {
    decide(response.statusCode);
    if (!rewriter) return write.call(this, chunk, encoding, callback);
    if (typeof encoding === 'function') [callback, encoding] = [encoding, undefined];
    return write.call(this, rewriter.write(toBuffer(chunk, encoding)), callback);
  };

  response.end = function (chunk, encoding, callback) {
    if (typeof chunk === 'function') [callback, chunk] = [chunk, undefined];
    if (typeof encoding === 'function') [callback, encoding] = [encoding, undefined];
    decide(response.statusCode);
    if (!rewriter) return end.call(this, chunk, encoding, callback);
    const last = chunk == null ? [] : [rewriter.write(toBuffer(chunk, encoding))];
    return end.call(this, Buffer.concat([...last, rewriter.end()]), callback);
  };
}
