import os from 'node:os';
import path from 'node:path';
import { defineConfig, devices } from '@playwright/test';
import { CHROMIUM_FLAGS } from './e2e/support/chromium-flags';

const PORT = Number(process.env.E2E_PORT ?? 4310);
// The web server's data folder (wiped at start, removed at exit); tests read its mail outbox.
// Fixed per port so parallel runs on different ports do not share it. Workers inherit it.
process.env.E2E_DATA_DIR ??= path.join(os.tmpdir(), `okuryazar-e2e-${PORT}`);
const DATA_DIR = process.env.E2E_DATA_DIR;
const chromiumPath = process.env.CHROMIUM_PATH ?? '/usr/bin/chromium';

export default defineConfig({
  testDir: './e2e',
  // Files run side by side in two workers (tests inside a file stay in order): every test signs
  // up its own users from its own address, so none depends on another's data, and two browsers
  // keep CI's two cores busy while the single-connection server waits on one of them.
  fullyParallel: false,
  workers: Number(process.env.E2E_WORKERS ?? 2),
  // No retries anywhere: a test that passes on a second try is a failure to fix, not to hide.
  retries: 0,
  timeout: 60_000,
  expect: { timeout: 10_000 },
  reporter: [['list']],
  use: {
    baseURL: `http://127.0.0.1:${PORT}`,
    locale: 'tr-TR',
    timezoneId: 'Europe/Istanbul',
    // A failed test keeps its trace with the page's DOM at each step, but no screencast: its frames
    // are encoded by the browser all through every test, passed or not, and the suite's time on
    // CI's two cores is CPU (docs/DECISIONS.md, "The browser tests pay for their assertions").
    trace: { mode: 'retain-on-failure', screenshots: false, snapshots: true, sources: true },
    screenshot: 'only-on-failure',
    launchOptions: {
      executablePath: chromiumPath,
      args: [...CHROMIUM_FLAGS],
    },
  },
  projects: [
    {
      name: 'desktop',
      use: { ...devices['Desktop Chrome'], viewport: { width: 1280, height: 900 } },
      testIgnore: /mobile\.spec\.ts/,
    },
    {
      name: 'mobile',
      use: { ...devices['Desktop Chrome'], viewport: { width: 375, height: 812 }, hasTouch: true, isMobile: false },
      testMatch: /mobile\.spec\.ts/,
    },
  ],
  webServer: {
    // A fresh embedded database with demo content for every run.
    command: `node --import tsx scripts/e2e-server.mjs`,
    url: `http://127.0.0.1:${PORT}/api/health`,
    timeout: 180_000,
    reuseExistingServer: false,
    env: { PORT: String(PORT), E2E_DATA_DIR: DATA_DIR },
    stdout: 'ignore',
    stderr: 'pipe',
  },
});
