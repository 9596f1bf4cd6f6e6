import { expect, test } from '@jest/globals';
import { hashingLoad, hashPassword, verifyPassword } from '@/lib/auth/password';

/** Calls `check` on every turn of the event loop until `done` settles. */
async function watch(done: Promise<unknown>, check: () => void) {
  let settled = false;
  void done.finally(() => (settled = true));
  while (!settled) {
    check();
    await new Promise((resolve) => setImmediate(resolve));
  }
}

test('ten passwords hashed at once: two run at a time, all finish, and each one verifies', async () => {
  const passwords = Array.from({ length: 10 }, (_, n) => `correct horse ${n}`);
  const all = Promise.all(passwords.map((password) => hashPassword(password)));
  let mostRunning = 0;
  let mostWaiting = 0;
  await watch(all, () => {
    mostRunning = Math.max(mostRunning, hashingLoad().running);
    mostWaiting = Math.max(mostWaiting, hashingLoad().waiting);
  });
  expect(mostRunning).toBe(2);
  expect(mostWaiting).toBe(8);
  const [, , , fourth = ''] = await all;
  expect(hashingLoad()).toMatchObject({ running: 0, waiting: 0 });
  await expect(verifyPassword(fourth, 'correct horse 3')).resolves.toBe(true);
  await expect(verifyPassword(fourth, 'correct horse 4')).resolves.toBe(false);
});

test('a stored hash that cannot be read fails the check and frees its turn', async () => {
  const checks = Array.from({ length: 5 }, () => verifyPassword('not-an-argon2-hash', 'x'));
  await expect(Promise.all(checks)).resolves.toEqual([false, false, false, false, false]);
  expect(hashingLoad()).toMatchObject({ running: 0, waiting: 0 });
});
