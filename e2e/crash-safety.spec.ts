/**
 * Crash safety of the embedded database: kill -9 a real server (`npm start`) while registrations are
 * under way, start it again on the same data folder: it opens cleanly and every registration
 * that was acknowledged ("check your inbox") is there: signing in with its password is
 * answered "confirm your e-mail address first", never "no such account". No browser; it drives
 * its own server on a free loopback port.
 */
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { expect, test } from '@playwright/test';
import { pageFormPoster } from './support/page-forms';
import { startServer } from './support/server-process';

test.describe.configure({ timeout: 180_000 });

const limits = {
  RATE_LIMIT_REGISTER_PER_ADDRESS: '100000',
  RATE_LIMIT_LOGIN_PER_ADDRESS: '100000',
};

const password = 'correct horse battery';

test('kill -9 during registrations loses no acknowledged registration', async () => {
  const dataDir = mkdtempSync(join(tmpdir(), 'community-crash-'));
  let server = await startServer({ ...limits, DATA_DIR: dataDir });
  try {
    const register = await pageFormPoster(server.base, '/community-register', ['username']);
    const acknowledged: string[] = [];
    let attempted = 0;
    let stop = false;
    const worker = async (w: number) => {
      for (let i = 0; !stop && i < 500; i += 1) {
        const id = `${w}x${i}x${Date.now().toString(36)}`;
        const email = `crash.${id}@example.com`;
        attempted += 1;
        try {
          const response = await register(
            {
              firstName: 'Crash',
              lastName: 'Test',
              username: `crash_${id}`,
              email,
              phoneCountry: 'GB',
              phone: '0161 496 0123',
              gender: 'male',
              password,
              confirmPassword: password,
              country: 'AX',
            },
            AbortSignal.timeout(20_000),
          );
          // The page comes back saying so once the account is stored.
          if ((await response.text()).includes('Check your inbox')) acknowledged.push(email);
        } catch {
          return; // the server is gone
        }
      }
    };
    const workers = Array.from({ length: 8 }, (_, w) => worker(w));
    // Let registrations flow, then pull the plug in the middle of them.
    const until = Date.now() + 20_000;
    while (acknowledged.length < 40 && Date.now() < until)
      await new Promise((resolve) => setTimeout(resolve, 50));
    server.child.kill('SIGKILL');
    await Promise.all(workers);
    stop = true;
    expect(acknowledged.length).toBeGreaterThan(0);
    expect(attempted).toBeGreaterThan(acknowledged.length);

    server = await startServer({ ...limits, DATA_DIR: dataDir });
    const logIn = await pageFormPoster(server.base, '/community-login', ['email', 'password']);
    const missing: string[] = [];
    for (const email of acknowledged) {
      // A stored, unconfirmed account: its password is right, and it must confirm first.
      const page = await (await logIn({ email, password })).text();
      if (!page.includes('Confirm your e-mail address first')) missing.push(email);
    }
    expect(missing).toEqual([]);
    console.info(
      `crash safety: ${attempted} registrations attempted, ${acknowledged.length} acknowledged, all present after kill -9`,
    );
  } finally {
    server.child.kill('SIGKILL');
    rmSync(dataDir, { recursive: true, force: true });
  }
});
