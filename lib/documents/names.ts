/** An uploaded file's name, readable and safe, with the extension its content has. */
export function safeFileName(original: string, extension: string, fallback: string): string {
  // Cut first: a name is the uploader's text, and no expression below should read megabytes.
  const last = original.slice(-200).split(/[\\/]/).pop() ?? '';
  const base = last
    .replace(/\.[^.]*$/, '')
    .replace(/[^\w.-]+/g, '-')
    .replace(/^[-.]+|[-.]+$/g, '')
    .slice(0, 80);
  return `${base || fallback}.${extension}`;
}
