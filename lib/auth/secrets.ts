import 'server-only';
import { createCipheriv, createDecipheriv, createHash, createHmac, randomBytes } from 'node:crypto';
import { mkdirSync, readFileSync, writeFileSync } from 'node:fs';
import path from 'node:path';
import { env } from '@/lib/env';

/**
 * The key for what the server must read back but a copy of the database must not give away:
 * staff members' TOTP keys and suppliers' identity images (sealed with AES-256-GCM) and recovery
 * codes (HMAC-SHA-256). It is
 * kept apart from the database and so from its backups: SECRETS_KEY when set (the same on every
 * instance behind a load balancer), otherwise a key made once in the data folder (`secrets.key`,
 * owner-only, beside the database folder that backups copy, not in it). Lost with its machine,
 * it costs staff their second factor, not their data: a new set-up link (`npm run staff -- link`)
 * enrols them again.
 */
export const SECRETS_KEY_FILE = 'secrets.key';

/** Read once per setting (tests change DATA_DIR between suites). */
const keys = new Map<string, Buffer>();

export function secretsKey(): Buffer {
  const { SECRETS_KEY, DATA_DIR } = env();
  const file = path.join(path.resolve(DATA_DIR), SECRETS_KEY_FILE);
  const known = keys.get(SECRETS_KEY ?? file);
  if (known) return known;
  const key = SECRETS_KEY ? Buffer.from(SECRETS_KEY, 'base64url') : keyInFile(file);
  if (key.length !== 32) throw new Error(`${file} does not hold a 32-byte key`);
  keys.set(SECRETS_KEY ?? file, key);
  return key;
}

function keyInFile(file: string): Buffer {
  try {
    return Buffer.from(readFileSync(file, 'utf8').trim(), 'base64url');
  } catch {
    mkdirSync(path.dirname(file), { recursive: true, mode: 0o700 });
    try {
      writeFileSync(file, randomBytes(32).toString('base64url'), { mode: 0o600, flag: 'wx' });
    } catch (error) {
      if ((error as NodeJS.ErrnoException).code !== 'EEXIST') throw error;
    }
    return Buffer.from(readFileSync(file, 'utf8').trim(), 'base64url');
  }
}

const SEALED = 'v1.';

/** `v1.` and the IV, tag and ciphertext, URL-safe: what the database keeps of a TOTP key. */
export function seal(plain: string): string {
  const iv = randomBytes(12);
  const cipher = createCipheriv('aes-256-gcm', secretsKey(), iv);
  const body = Buffer.concat([cipher.update(plain, 'utf8'), cipher.final()]);
  return SEALED + Buffer.concat([iv, cipher.getAuthTag(), body]).toString('base64url');
}

export const isSealed = (stored: string) => stored.startsWith(SEALED);

/**
 * The value a sealed text holds. A value stored before sealing existed passes as it is (the
 * server seals those at start: sealStoredSecrets). A value sealed with another key throws,
 * naming the setting to check.
 */
export function unseal(stored: string): string {
  if (!isSealed(stored)) return stored;
  const raw = Buffer.from(stored.slice(SEALED.length), 'base64url');
  try {
    const decipher = createDecipheriv('aes-256-gcm', secretsKey(), raw.subarray(0, 12));
    decipher.setAuthTag(raw.subarray(12, 28));
    return Buffer.concat([decipher.update(raw.subarray(28)), decipher.final()]).toString('utf8');
  } catch {
    throw new Error(
      'A sealed staff secret does not open with this key: SECRETS_KEY (or DATA_DIR/secrets.key) differs from the one it was sealed with.',
    );
  }
}

const SEALED_BYTES = Buffer.from('v1');

/**
 * Bytes sealed for the database (an identity image): a version, the IV, the tag, the ciphertext.
 * `context` (the row and the side) is bound in as associated data, so a sealed image copied onto
 * another row does not open there.
 */
export function sealBytes(plain: Buffer, context: string): Buffer {
  const iv = randomBytes(12);
  const cipher = createCipheriv('aes-256-gcm', secretsKey(), iv);
  cipher.setAAD(Buffer.from(context));
  const body = Buffer.concat([cipher.update(plain), cipher.final()]);
  return Buffer.concat([SEALED_BYTES, iv, cipher.getAuthTag(), body]);
}

/** The bytes `sealBytes` sealed for `context`; throws for another key or another context. */
export function unsealBytes(sealed: Buffer, context: string): Buffer {
  if (!sealed.subarray(0, 2).equals(SEALED_BYTES)) throw new Error('not sealed bytes');
  const decipher = createDecipheriv('aes-256-gcm', secretsKey(), sealed.subarray(2, 14));
  decipher.setAAD(Buffer.from(context));
  decipher.setAuthTag(sealed.subarray(14, 30));
  return Buffer.concat([decipher.update(sealed.subarray(30)), decipher.final()]);
}

/** What the database keeps of a value only ever compared (a recovery code): HMAC-SHA-256. */
export function keyedHash(value: string): string {
  return createHmac('sha256', secretsKey()).update(value).digest('hex');
}

/** The hash recovery codes had before keyed hashes: still accepted until each is used. */
export function legacyHash(value: string): string {
  return createHash('sha256').update(value).digest('hex');
}
