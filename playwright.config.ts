import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { chromium, defineConfig, devices } from '@playwright/test';
import { findFreePort, makeDataDir, SERVER_COMMAND, serverEnv } from './e2e/support/server';

// The config is evaluated again in every worker: keep the port and data directory chosen the
// first time in the environment, which the workers inherit.
process.env.E2E_PORT ??= String(findFreePort());
process.env.E2E_DATA_DIR ??= makeDataDir();
// Made after the web server's data directory, which outlives the global teardown (the server stops after it).
process.env.E2E_RUN_DIR ??= fs.mkdtempSync(path.join(os.tmpdir(), 'agency-e2e-run-'));
const port = Number(process.env.E2E_PORT);
const baseURL = `http://127.0.0.1:${port}`;

/** Debian's Chromium on CI machines (no browser downloads there); Playwright's own elsewhere. */
function chromiumExecutable(): string | undefined {
  const candidates = [process.env.CHROMIUM_PATH, '/usr/bin/chromium'].filter(Boolean) as string[];
  const found = candidates.find((candidate) => fs.existsSync(candidate));
  if (found) return found;
  if (fs.existsSync(chromium.executablePath())) return undefined;
  throw new Error(
    'No Chromium found for the browser tests. Install one:\n' +
      '  Debian/Ubuntu: sudo apt-get install -y chromium   (found at /usr/bin/chromium)\n' +
      '  elsewhere:     npx playwright install chromium\n' +
      'or set CHROMIUM_PATH to the path of a Chromium or Chrome binary.',
  );
}

export default defineConfig({
  testDir: './e2e',
  globalSetup: './e2e/global-setup.ts',
  fullyParallel: false,
  forbidOnly: !!process.env.CI,
  retries: process.env.CI ? 1 : 0,
  workers: 2,
  reporter: process.env.CI ? [['list']] : [['list'], ['html', { open: 'never' }]],
  timeout: 60_000,
  expect: { timeout: 10_000 },
  use: {
    baseURL,
    // Recording a trace of every test cost a third of the suite's time (DOM snapshots and screencast
    // frames at every step); a failed test's retry records one.
    trace: 'on-first-retry',
    launchOptions: {
      executablePath: chromiumExecutable(),
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
  projects: [{ name: 'chromium', use: { ...devices['Desktop Chrome'], viewport: { width: 1440, height: 900 } } }],
  webServer: {
    command: SERVER_COMMAND.join(' '),
    env: serverEnv(port, process.env.E2E_DATA_DIR) as Record<string, string>,
    url: `${baseURL}/api/health`,
    reuseExistingServer: false,
    timeout: 120_000,
    stdout: 'ignore',
    stderr: 'pipe',
  },
});
