/**
 * Crash safety of the embedded database: kill -9 a real server (`npm start`) while registrations are
 * under way, start it again on the same data folder: it opens cleanly and every registration
 * that was answered 201 is there. No browser; it drives its own server on a free loopback port.
 */
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { expect, test } from '@playwright/test';
import { startServer, waitHealthy } from './production-server';

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

test('kill -9 during registrations loses no answered registration', async () => {
  const dataDir = mkdtempSync(join(tmpdir(), 'community-crash-'));
  let server = await startServer(dataDir, limits);
  try {
    await waitHealthy(server);
    const confirmed: string[] = [];
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
          if (response.status === 201) confirmed.push(email);
        } catch {
          return; // the server is gone
        }
      }
    };
    const workers = Array.from({ length: 8 }, (_, w) => worker(w));
    // Let registrations flow, then pull the plug in the middle of them.
    const until = Date.now() + 20_000;
    while (confirmed.length < 40 && Date.now() < until)
      await new Promise((resolve) => setTimeout(resolve, 50));
    server.process.kill('SIGKILL');
    await Promise.all(workers);
    stop = true;
    expect(confirmed.length).toBeGreaterThan(0);
    expect(attempted).toBeGreaterThan(confirmed.length);

    server = await startServer(dataDir, limits);
    await waitHealthy(server);
    const missing: string[] = [];
    for (const email of confirmed) {
      const response = await post(server.base, '/api/community/login', { email, password });
      if (response.status !== 200) missing.push(`${email}: ${response.status}`);
    }
    expect(missing).toEqual([]);
    console.info(
      `crash safety: ${attempted} registrations attempted, ${confirmed.length} answered 201, all present after kill -9`,
    );
  } finally {
    server.process.kill('SIGKILL');
    rmSync(dataDir, { recursive: true, force: true });
  }
});
