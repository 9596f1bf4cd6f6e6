import 'server-only';
import { createHash, randomBytes } from 'node:crypto';

/** 256 random bits, URL-safe: the value only the browser (or the e-mail) holds. */
export function newToken(): string {
  return randomBytes(32).toString('base64url');
}

/** What the database keeps instead of the token. */
export function hashToken(token: string): string {
  return createHash('sha256').update(token).digest('hex');
}
