// The origin only anchors relative values while parsing; what comes back is a path on this site.
const BASE = 'https://this-site.invalid';
// Browsers drop tabs and newlines inside URLs ("/\t/evil" becomes "//evil") and a raw CR/LF in a
// Location header fails the response, so a value holding any control character is refused.
const CONTROL = /[\u0000-\u001f\u007f]/;

/**
 * Only a page on this site may follow a sign-in. `next` is parsed as a URL the way a browser
 * would; it is kept (as path, query and fragment) only when it stays on this origin.
 */
export function safeNextPath(next: string | null | undefined, fallback = '/community'): string {
  if (!next || CONTROL.test(next)) return fallback;
  let url: URL;
  try {
    url = new URL(next, BASE);
  } catch {
    return fallback;
  }
  if (url.origin !== BASE) return fallback;
  const path = `${url.pathname}${url.search}${url.hash}`;
  // "/.//evil" parses to the path "//evil", which a browser reads as another host.
  if (path.startsWith('//') || path.startsWith('/\\')) return fallback;
  return path;
}
