import fs from 'node:fs';
import { defineConfig, devices } from '@playwright/test';

const PORT = Number(process.env.TEST_PORT ?? 4173);
const DEBIAN_CHROMIUM = '/usr/bin/chromium';
const executablePath = process.env.CHROMIUM_PATH ?? (fs.existsSync(DEBIAN_CHROMIUM) ? DEBIAN_CHROMIUM : undefined);

const launchOptions = {
  executablePath,
  args: [
    '--no-sandbox',
    '--disable-background-networking',
    '--disable-component-update',
    '--disable-sync',
    '--disable-gpu',
    '--no-first-run',
    '--font-render-hinting=none',
  ],
};

export default defineConfig({
  testDir: 'tests/e2e',
  fullyParallel: true,
  workers: process.env.CI_WORKERS ? Number(process.env.CI_WORKERS) : 2,
  retries: 0,
  forbidOnly: true,
  reporter: [['list'], ['html', { open: 'never' }]],
  timeout: 30_000,
  expect: {
    toHaveScreenshot: { maxDiffPixelRatio: 0.01, animations: 'disabled' },
  },
  snapshotPathTemplate: '{testDir}/__screenshots__/{testFilePath}/{arg}-{projectName}{ext}',
  use: {
    baseURL: `http://127.0.0.1:${PORT}`,
    launchOptions,
    trace: 'retain-on-failure',
  },
  projects: [
    // HTTP-level checks of the server (no browser): status codes, redirects.
    { name: 'http', testMatch: /http\/.*\.spec\.ts/ },
    // `*.desktop.spec.ts` and `*.mobile.spec.ts` run in one project only.
    {
      name: 'desktop',
      testIgnore: [/http\//, /\.mobile\.spec\.ts$/],
      use: { ...devices['Desktop Chrome'], viewport: { width: 1280, height: 800 }, launchOptions },
    },
    {
      name: 'mobile',
      testIgnore: [/http\//, /\.desktop\.spec\.ts$/],
      use: { ...devices['Pixel 7'], launchOptions },
    },
  ],
  webServer: {
    command: `tsx server/index.ts`,
    env: { PORT: String(PORT) },
    url: `http://127.0.0.1:${PORT}/ja/`,
    reuseExistingServer: !process.env.CI,
    timeout: 600_000,
  },
});
