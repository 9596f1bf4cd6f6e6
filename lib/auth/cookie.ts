/**
 * The session cookie's name. In production it is Secure with the __Host- prefix (no Domain,
 * path /, HTTPS only); SESSION_COOKIE_SECURE overrides the choice for plain-HTTP test servers.
 * No server-only import: the proxy file reads the name too.
 */
export const SECURE_SESSION_COOKIE = '__Host-community_session';
export const PLAIN_SESSION_COOKIE = 'community_session';
export const SESSION_COOKIE_NAMES = [SECURE_SESSION_COOKIE, PLAIN_SESSION_COOKIE] as const;

/**
 * Set and cleared with the session cookie, and readable by scripts: the header shows "My account"
 * from it without asking the server. A hint only; the server never trusts it.
 */
export const SIGNED_IN_COOKIE = 'signed_in';
