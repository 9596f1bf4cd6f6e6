/**
 * A cookie to set, in one shape for every way an answer sets one: a Server Action's cookie
 * store, or a route handler's Set-Cookie header.
 */
export type CookieWrite = {
  name: string;
  value: string;
  maxAge: number;
  httpOnly: boolean;
  secure: boolean;
  sameSite: 'lax' | 'strict';
};

/** The request's cookies and the answer's, as a form's work sees them. */
export type CookieJar = {
  get: (name: string) => string | undefined;
  set: (cookie: CookieWrite) => void;
};

export function setCookieHeader(cookie: CookieWrite): ['Set-Cookie', string] {
  const parts = [
    `${cookie.name}=${cookie.value}`,
    'Path=/',
    `SameSite=${cookie.sameSite === 'strict' ? 'Strict' : 'Lax'}`,
    `Max-Age=${cookie.maxAge}`,
  ];
  if (cookie.httpOnly) parts.push('HttpOnly');
  if (cookie.secure) parts.push('Secure');
  return ['Set-Cookie', parts.join('; ')];
}
