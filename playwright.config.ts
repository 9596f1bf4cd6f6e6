import { existsSync } from 'node:fs';
import { defineConfig, devices } from '@playwright/test';
import { chromiumFlags } from './scripts/chromium-flags.mjs';

const port = Number(process.env.E2E_PORT ?? 3210);

/** Specs that need a PostgreSQL server (DATABASE_URL): scripts/test.sh runs them apart. */
const postgresSpecs = [
  '**/scale-out.spec.ts',
  '**/staff-inbox.spec.ts',
  '**/staff-sign-in.spec.ts',
  '**/forms-staff.spec.ts',
  '**/backup-postgres.spec.ts',
];
const debianChromium = '/usr/bin/chromium';

// Debian's Chromium where it is installed (Playwright cannot download its own browser on these
// machines); Playwright's bundled browser on a developer's laptop.
const launchOptions = existsSync(debianChromium)
  ? {
      executablePath: debianChromium,
      args: chromiumFlags,
    }
  : {};

export default defineConfig({
  testDir: './e2e',
  fullyParallel: true,
  workers: 2,
  retries: process.env.CI ? 1 : 0,
  timeout: 45_000,
  // A step that hashes a password (argon2: sign-in, set-up, registration) can take seconds when
  // the two cores are shared with another worker's server and browser; 5 s failed there.
  expect: { timeout: 10_000 },
  reporter: process.env.CI ? [['list']] : [['list']],
  use: {
    baseURL: `http://127.0.0.1:${port}`,
    trace: 'retain-on-failure',
    launchOptions,
  },
  projects: [
    {
      name: 'chromium',
      // upload-time runs in its own project, after this one; the others need a PostgreSQL
      // server: npm test runs them on their own under scripts/with-postgres.sh.
      testIgnore: ['**/upload-time.spec.ts', ...(process.env.DATABASE_URL ? [] : postgresSpecs)],
      use: { ...devices['Desktop Chrome'], launchOptions },
    },
    // Timings of the server's event loop: run after the rest, so that no browser test shares
    // the machine's cores with what is measured.
    { name: 'timing', testMatch: '**/upload-time.spec.ts', dependencies: ['chromium'] },
  ],
  webServer: {
    command: `node e2e/server.mjs`,
    url: `http://127.0.0.1:${port}/api/health`,
    reuseExistingServer: false,
    timeout: 120_000,
    env: { PORT: String(port) },
  },
});
