/**
 * Browser journeys against the real server, started by the README's start command on a fresh
 * data folder, in Debian's headless Chromium (never a browser downloaded by a test tool).
 * Access tokens live 20 s here, so sessions really expire and the refresh flow is exercised.
 */
import os from 'node:os';
import path from 'node:path';
import { defineConfig } from '@playwright/test';

const port = Number(process.env.E2E_PORT ?? 48190);
process.env.E2E_DATA_DIR ??= path.join(os.tmpdir(), `tenon-e2e-${process.pid}-${Date.now()}`);
export const ACCESS_TOKEN_TTL_SECONDS = 20;

export default defineConfig({
  testDir: './tests',
  outputDir: '../.tmp/e2e-output',
  fullyParallel: false,
  workers: 1,
  retries: 0,
  timeout: 60_000,
  expect: { timeout: 10_000 },
  // Each role signs in through the form once (auth.setup.ts); the journeys start from its state.
  projects: [
    { name: 'setup', testMatch: /auth\.setup\.ts$/ },
    { name: 'journeys', dependencies: ['setup'] },
  ],
  // `npm test` asks for a JSON report (PLAYWRIGHT_JSON_OUTPUT_NAME) to count the results.
  reporter: process.env.PLAYWRIGHT_JSON_OUTPUT_NAME ? [['list'], ['json']] : [['list']],
  use: {
    // The console turns antd's motion off for it (AppProviders): a dialog is where it is drawn at once.
    contextOptions: { reducedMotion: 'reduce' },
    baseURL: `http://127.0.0.1:${port}`,
    headless: true,
    locale: 'zh-CN',
    viewport: { width: 1440, height: 900 },
    screenshot: 'only-on-failure',
    launchOptions: {
      executablePath: '/usr/bin/chromium',
      args: [
        '--headless',
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
  webServer: {
    command: 'node ../scripts/start.mjs',
    url: `http://127.0.0.1:${port}/tri-real-api/admin-api/system/health`,
    timeout: 300_000,
    reuseExistingServer: false,
    stdout: 'pipe',
    env: {
      PORT: String(port),
      HOST: '127.0.0.1',
      DATA_DIR: process.env.E2E_DATA_DIR,
      ACCESS_TOKEN_TTL_SECONDS: String(ACCESS_TOKEN_TTL_SECONDS),
      LOG_LEVEL: 'warn',
    },
  },
});
