import 'server-only';
import { hash, verify } from '@node-rs/argon2';

/** argon2id with OWASP's minimum profile (19 MiB, 2 passes). */
const options = { memoryCost: 19_456, timeCost: 2, parallelism: 1 } as const;

export function hashPassword(password: string): Promise<string> {
  return hash(password, options);
}

export async function verifyPassword(passwordHash: string, password: string): Promise<boolean> {
  try {
    return await verify(passwordHash, password);
  } catch {
    return false;
  }
}

/** Hashed once: checking it for unknown e-mails keeps the answer time the same as for real ones. */
let dummy: Promise<string> | undefined;
export function dummyHash(): Promise<string> {
  dummy ??= hashPassword('not-a-real-password-just-for-timing');
  return dummy;
}
