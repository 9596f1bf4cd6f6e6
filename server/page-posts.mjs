// What the production server (server.mjs) checks of a request that changes something on a page
// (a form's Server Action) before Next reads a byte of its body. Next's own checks answer a
// cross-site action with a 500, let one without an Origin through, and answer a body over its
// size limit with a 500; here each is refused with a 4xx and a message instead, and every page
// but those that take files keeps a small cap. Plain JavaScript so that server.mjs can import it.

const MiB = 1024 * 1024;

/** A job application carries a CV of up to 5 MiB; its fields and framing fit in the rest. */
const UPLOAD_CAP = 5 * MiB + 512 * 1024;
/** Any other form: a message of 4,000 characters, every field, multipart framing, with room. */
const FORM_CAP = 64 * 1024;
/** Pages whose form carries files, and what each post may hold: the files, and room. */
const UPLOAD_PAGES = [
  { path: /^\/job-detail-page(\/|$)/, cap: UPLOAD_CAP },
  // A supplier's document: one file of up to 10 MiB.
  { path: /^\/community\/company\/documents\//, cap: 10 * MiB + 512 * 1024 },
  // An identity document: a front and a back of up to 10 MiB each.
  { path: /^\/community\/company\/identity$/, cap: 20 * MiB + 512 * 1024 },
];

/** The methods that change something; only POST has a form that sends it. */
const CHANGING = new Set(['POST', 'PUT', 'PATCH', 'DELETE']);

/** A page, not a route handler (which checks its own requests) nor the framework's files. */
export function isPagePost(method, path) {
  return CHANGING.has(method) && !path.startsWith('/api/') && !path.startsWith('/_next/');
}

export function pageBodyCap(path) {
  return UPLOAD_PAGES.find((page) => page.path.test(path))?.cap ?? FORM_CAP;
}

const FORM_TYPES = /^(multipart\/form-data|text\/plain)\s*(;|$)/i;

/**
 * Why a request to a page is refused, or undefined when it may go on to Next.
 * @param {{ method: string, path: string, headers: Record<string, string | string[] | undefined> }} request
 * @returns {{ status: number, message: string } | undefined}
 */
export function pagePostRefusal({ method, path, headers }) {
  if (!isPagePost(method, path)) return undefined;
  const origin = typeof headers.origin === 'string' ? headers.origin : undefined;
  const host = typeof headers.host === 'string' ? headers.host : '';
  if (origin) {
    let originHost = '';
    try {
      originHost = new URL(origin).host;
    } catch {
      originHost = '';
    }
    if (originHost !== host) {
      return { status: 403, message: 'This form must be sent from this site.' };
    }
  } else if (!['same-origin', 'none'].includes(String(headers['sec-fetch-site']))) {
    return { status: 403, message: 'This form must be sent from this site.' };
  }
  const type = typeof headers['content-type'] === 'string' ? headers['content-type'] : '';
  if (!FORM_TYPES.test(type)) {
    return { status: 415, message: 'Send the form as a browser does (multipart/form-data).' };
  }
  const length = headers['content-length'];
  if (typeof length !== 'string' || !/^\d+$/.test(length)) {
    return { status: 411, message: 'Send the form with its length (Content-Length).' };
  }
  const cap = pageBodyCap(path);
  if (Number(length) > cap) {
    const size = cap >= MiB ? `${Math.floor(cap / MiB)} MB` : `${Math.floor(cap / 1024)} KB`;
    return {
      status: 413,
      message: `The form is larger than this page takes (${size}). Attach a smaller file, or shorten the message.`,
    };
  }
  return undefined;
}
