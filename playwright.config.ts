import { chmodSync, mkdtempSync } from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { defineConfig } from '@playwright/test';

const port = Number(process.env.E2E_PORT ?? 3210);
export const e2eBaseUrl = `http://127.0.0.1:${port}`;
// A fresh data folder and SMS outbox per run. The config is evaluated again in every worker; the
// workers inherit this variable from the runner, so they all agree on the folder.
if (!process.env.TSM_E2E_DIR) {
  process.env.TSM_E2E_DIR = mkdtempSync(path.join(os.tmpdir(), 'tsm-e2e-'));
  // Run as root, the embedded PostgreSQL server runs as the user postgres, which must enter it.
  chmodSync(process.env.TSM_E2E_DIR, 0o755);
}
export const e2eDir = process.env.TSM_E2E_DIR;

export default defineConfig({
  testDir: 'e2e',
  testMatch: '**/*.spec.ts',
  timeout: 60_000,
  // A first visit to a heavy page (the dashboard's charts) can take over 10 s on a busy two-core runner.
  expect: { timeout: 15_000 },
  workers: 2,
  // Tests of one file may run on either worker, so a long file does not leave the other worker
  // idle at the end; a file whose tests share what its beforeAll made says so (mode 'default').
  fullyParallel: true,
  // On a busy two-core CI runner a step can miss its moment (a cache write, a lazy chunk) once in
  // many runs. A test that fails and then passes is reported as flaky, by name in the list and in
  // the summary line of `npm test`; one that fails twice fails the run.
  retries: process.env.CI ? 1 : 0,
  reporter: process.env.CI ? [['list']] : [['list'], ['html', { open: 'never' }]],
  use: {
    baseURL: e2eBaseUrl,
    // A failed test keeps its trace: each step's page (its DOM), the network and the console. Not
    // the film of screenshots, whose recording in every test took about 2 s of CPU a test, near a
    // third of the browser tests' CPU; the failure's own screenshot is kept below.
    trace: { mode: 'retain-on-failure', screenshots: false },
    screenshot: 'only-on-failure',
    // Installing the offline service worker downloads the whole app into a fresh context, which every
    // test starts with: on a two-core runner that doubles the first page load of each test. The
    // tests of the installable app (offline.spec.ts) allow it.
    serviceWorkers: 'block',
    launchOptions: {
      executablePath: process.env.CHROMIUM_PATH ?? '/usr/bin/chromium',
      args: [
        '--no-sandbox',
        '--disable-gpu',
        '--disable-quic',
        '--no-first-run',
        '--disable-background-networking',
        '--disable-component-update',
        '--disable-sync',
      ],
    },
  },
  projects: [{ name: 'chromium', use: { browserName: 'chromium' } }],
  webServer: {
    command: `node ${process.env.E2E_SERVER ?? 'apps/server/dist/server.js'}`,
    url: `${e2eBaseUrl}/healthz`,
    reuseExistingServer: false,
    // The first start creates the embedded PostgreSQL cluster (initdb): seconds on an idle
    // machine, much longer on a busy CI runner.
    timeout: 180_000,
    // Without it Playwright ends the server with SIGKILL, leaving its PostgreSQL running.
    gracefulShutdown: { signal: 'SIGTERM', timeout: 30_000 },
    stdout: 'ignore',
    stderr: 'pipe',
    env: {
      NODE_ENV: 'production',
      PORT: String(port),
      HOST: '127.0.0.1',
      DATA_DIR: path.join(e2eDir, 'data'),
      PUBLIC_URL: e2eBaseUrl,
      SMS_TRANSPORT: 'outbox',
      SMS_OUTBOX: path.join(e2eDir, 'sms-outbox.jsonl'),
      OTP_LIMIT_PER_ADDRESS: '10000',
      RATE_LIMIT_SIGN_IN: '10000',
      RATE_LIMIT_PUBLIC: '10000',
      LOG_LEVEL: 'warn',
      ...(process.env.WEB_DIST ? { WEB_DIST: process.env.WEB_DIST } : {}),
    },
  },
});
