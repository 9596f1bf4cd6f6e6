import 'server-only';
import { randomBytes } from 'node:crypto';
import { keyedHash, legacyHash } from '@/lib/auth/secrets';

const COUNT = 10;

/** Ten codes of 10 characters (about 49 random bits each), grouped for reading: `abcde-fghij`. */
export function newRecoveryCodes(): string[] {
  const alphabet = 'abcdefghjkmnpqrstuvwxyz23456789';
  return Array.from({ length: COUNT }, () => {
    const bytes = randomBytes(10);
    const chars = [...bytes].map((byte) => alphabet[byte % alphabet.length]).join('');
    return `${chars.slice(0, 5)}-${chars.slice(5)}`;
  });
}

/** Case, spaces and the dash do not matter when a code is typed back. */
export function normaliseRecoveryCode(code: string): string {
  return code.toLowerCase().replace(/[^a-z0-9]/g, '');
}

/** What the database keeps of a code: a keyed hash, which a copy of the database cannot search. */
export function hashRecoveryCode(code: string): string {
  return keyedHash(normaliseRecoveryCode(code));
}

/** The hashes a typed code may be stored under: keyed, or as codes made before keyed hashes. */
export function recoveryCodeHashes(code: string): string[] {
  return [hashRecoveryCode(code), legacyHash(normaliseRecoveryCode(code))];
}
