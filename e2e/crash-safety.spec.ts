/**
 * Crash safety of the embedded database: kill -9 a real server (`npm start`) while registrations are
 * under way, start it again on the same data folder: it opens cleanly and every registration
 * that was acknowledged (202, "check your inbox") is there: signing in with its password is
 * answered "confirm your e-mail address first", never "no such account". No browser; it drives
 * its own server on a free loopback port.
 */
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { expect, test } from '@playwright/test';
import { startServer } from './support/server-process';

test.describe.configure({ timeout: 180_000 });

const limits = {
  RATE_LIMIT_REGISTER_PER_ADDRESS: '100000',
  RATE_LIMIT_LOGIN_PER_ADDRESS: '100000',
};

const password = 'correct horse battery';

function post(base: string, path: string, body: unknown) {
  return fetch(`${base}${path}`, {
    method: 'POST',
    headers: { 'content-type': 'application/json', origin: base },
    body: JSON.stringify(body),
    signal: AbortSignal.timeout(20_000),
  });
}

test('kill -9 during registrations loses no acknowledged registration', async () => {
  const dataDir = mkdtempSync(join(tmpdir(), 'community-crash-'));
  let server = await startServer({ ...limits, DATA_DIR: dataDir });
  try {
    const acknowledged: string[] = [];
    let attempted = 0;
    let stop = false;
    const worker = async (w: number) => {
      for (let i = 0; !stop && i < 500; i += 1) {
        const id = `${w}x${i}x${Date.now().toString(36)}`;
        const email = `crash.${id}@example.com`;
        attempted += 1;
        try {
          const response = await post(server.base, '/api/community/register', {
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
            state: '',
            city: '',
            requiresState: false,
            requiresCity: false,
          });
          if (response.status === 202) acknowledged.push(email);
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
    const missing: string[] = [];
    for (const email of acknowledged) {
      const response = await post(server.base, '/api/community/login', { email, password });
      const { message } = (await response.json()) as { message?: string };
      if (response.status !== 403 || !/Confirm your e-mail address first/.test(message ?? ''))
        missing.push(`${email}: ${response.status} ${message}`);
    }
    expect(missing).toEqual([]);
    console.info(
      `crash safety: ${attempted} registrations attempted, ${acknowledged.length} acknowledged with 202, all present after kill -9`,
    );
  } finally {
    server.child.kill('SIGKILL');
    rmSync(dataDir, { recursive: true, force: true });
  }
});
