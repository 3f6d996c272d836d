/**
 * `npm run dev -- --locale ja` (issue 30): the dev server plans and serves
 * only Japanese, renders a Japanese docs page, and a page of another locale
 * says, in that locale's words, that this dev server does not serve it and
 * how to serve it. Runs the real npm script in a process group of its own
 * and requires the group gone afterwards.
 */
import { type ChildProcess, spawn } from 'node:child_process';
import fs from 'node:fs';
import { type Browser, chromium, expect as expectPage } from '@playwright/test';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';

const PORT = Number(process.env.DEV_TEST_PORT ?? 3090);
const CHROMIUM = process.env.CHROMIUM_PATH ?? (fs.existsSync('/usr/bin/chromium') ? '/usr/bin/chromium' : undefined);

let dev: ChildProcess;
let output = '';
let base = '';
let browser: Browser;

/** Whether any process of the group is still alive. */
function groupAlive(pgid: number): boolean {
  try {
    process.kill(-pgid, 0);
    return true;
  } catch {
    return false;
  }
}

beforeAll(async () => {
  const started = performance.now();
  dev = spawn('npm', ['run', 'dev', '--', '--locale', 'ja', '--port', String(PORT)], {
    detached: true,
    stdio: ['ignore', 'pipe', 'pipe'],
    env: { ...process.env, DIGLOT_LOCALES: undefined, NO_COLOR: '1' },
  });
  dev.stdout?.on('data', chunk => (output += String(chunk)));
  dev.stderr?.on('data', chunk => (output += String(chunk)));
  // The port it listens on (the next free one if PORT is taken).
  const deadline = Date.now() + 120_000;
  for (;;) {
    const url = /Local:\s+(http:\/\/localhost:\d+)\//.exec(output)?.[1];
    if (url) {
      base = url.replace('localhost', '127.0.0.1');
      break;
    }
    if (dev.exitCode !== null || Date.now() > deadline) throw new Error(`The dev server did not start:\n${output}`);
    await new Promise(resolve => setTimeout(resolve, 100));
  }
  browser = await chromium.launch({ executablePath: CHROMIUM, args: ['--no-sandbox'] });
  console.log(`Dev server listening after ${Math.round(performance.now() - started)} ms`);
});

afterAll(async () => {
  await browser?.close();
  if (dev?.pid) {
    process.kill(-dev.pid, 'SIGTERM');
    for (let i = 0; i < 100 && groupAlive(dev.pid); i++) await new Promise(resolve => setTimeout(resolve, 100));
    const left = groupAlive(dev.pid);
    if (left) process.kill(-dev.pid, 'SIGKILL');
    expect(left, 'a process of the dev server outlived SIGTERM').toBe(false);
  }
});

describe('npm run dev -- --locale ja', () => {
  it('plans only the Japanese routes', () => {
    expect(output).toContain('Dev server for ja only (--locale); other locales are not served.');
    const routes = Number(/Page data: (\d+) routes/.exec(output)?.[1]);
    // 89 routes a locale today; every locale would be 15 times as many.
    expect(routes).toBeGreaterThan(50);
    expect(routes).toBeLessThan(150);
  });

  it('serves /ja/docs/faq/', async () => {
    const page = await browser.newPage({ viewport: { width: 1280, height: 900 } });
    await page.goto(`${base}/ja/docs/faq/`, { timeout: 120_000 });
    await expectPage(page.locator('.dg-doc h1')).toHaveText('よくある質問', { timeout: 120_000 });
    // The switcher marks the locales this server does not serve.
    await page.locator('button:has(.dg-locale-label):visible').click();
    const german = page.locator('.dg-locale-list a[hreflang="de"]');
    await expectPage(german).toContainText('この開発サーバーでは表示できません');
    await expectPage(page.locator('.dg-locale-list a[hreflang="ja"]')).not.toContainText('この開発サーバー');
    await page.close();
  });

  it('says that /de/ is not served by this dev server, and how to serve it', async () => {
    const page = await browser.newPage({ viewport: { width: 1280, height: 900 } });
    const errors: string[] = [];
    page.on('pageerror', error => errors.push(error.message));
    await page.goto(`${base}/de/`, { timeout: 120_000 });
    await expectPage(page.locator('main h1')).toHaveText('Dieser Entwicklungsserver stellt „Deutsch“ nicht bereit', {
      timeout: 120_000,
    });
    await expectPage(page.locator('main')).toContainText('nur für 日本語 gestartet');
    await expectPage(page.locator('main code').first()).toHaveText('npm run dev -- --locale ja,de');
    expect(errors).toEqual([]);
    await page.close();
  });
});
