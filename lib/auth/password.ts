import 'server-only';
import { hash, verify } from '@node-rs/argon2';

/** argon2id with OWASP's minimum profile (19 MiB, 2 passes). */
const options = { memoryCost: 19_456, timeCost: 2, parallelism: 1 } as const;

/**
 * Each hash holds its 19 MiB until it ends, so ten logins at once would hold 190 MiB: at most
 * two run at a time (the others wait their turn), which keeps a small server's memory bounded
 * and costs nothing on two cores, where a third hash would only share the same CPUs.
 */
const MAX_CONCURRENT_HASHES = 2;
let running = 0;
let started = 0;
const waiting: (() => void)[] = [];

async function inTurn<T>(work: () => Promise<T>): Promise<T> {
  started += 1;
  if (running >= MAX_CONCURRENT_HASHES) await new Promise<void>((go) => waiting.push(go));
  else running += 1;
  try {
    return await work();
  } finally {
    // The slot passes straight to the next in line, so a newcomer cannot jump the queue.
    const turn = waiting.shift();
    if (turn) turn();
    else running -= 1;
  }
}

/**
 * How many hashes run now and wait now, and how many were ever asked for: for the tests of the
 * limit, and of the checks that must come before any hash.
 */
export function hashingLoad(): { running: number; waiting: number; started: number } {
  return { running, waiting: waiting.length, started };
}

export function hashPassword(password: string): Promise<string> {
  return inTurn(() => hash(password, options));
}

export async function verifyPassword(passwordHash: string, password: string): Promise<boolean> {
  try {
    return await inTurn(() => verify(passwordHash, password));
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
