/**
 * What a first visit to a page costs in script: every script the browser
 * fetches and runs with no interaction, from navigation until 3 s after the
 * load event, workers included. Idle `<link rel="prefetch">` downloads are
 * counted apart: the browser only caches them, it does not run them.
 * Used by the first-visit test (tests/e2e/first-visit.spec.ts) and the bench.
 */
import zlib from 'node:zlib';
import type { BrowserContext, Response } from '@playwright/test';

export const FIRST_VISIT_PAGES = ['/ja/', '/ja/pricing/', '/ja/docs/faq/', '/ar/docs/'] as const;
export const FIRST_VISIT_BUDGET = 120 * 1024;
export const SETTLE_MS = 3000;

export interface FirstVisit {
  url: string;
  /** gzip bytes of the scripts that ran, by URL path. */
  scripts: Record<string, number>;
  /** gzip bytes fetched by `<link rel="prefetch">`. */
  prefetched: Record<string, number>;
  scriptBytes: number;
  /** Of what was prefetched, what did not also run. */
  prefetchedBytes: number;
}

const SCRIPT_TYPE = /javascript|ecmascript|wasm/i;

/** Counted as the budgets test counts files on disk: gzip level 9 of the body. */
function gzipBytes(body: Buffer): number {
  return zlib.gzipSync(body, { level: 9 }).length;
}

/** Chromium marks `<link rel="prefetch">` requests with `Sec-Purpose: prefetch`. */
export function isIdlePrefetch(headers: Record<string, string>): boolean {
  return /\bprefetch\b/i.test(headers['sec-purpose'] ?? headers.purpose ?? '');
}

/**
 * Opens `url` in `context`, which must be fresh (empty cache, no storage),
 * and records the script responses of the page and of any worker it starts.
 */
export async function measureFirstVisit(context: BrowserContext, url: string): Promise<FirstVisit & { hydrated: boolean }> {
  const pending: Promise<void>[] = [];
  const scripts: Record<string, number> = {};
  const prefetched: Record<string, number> = {};
  const record = (response: Response) => {
    const request = response.request();
    const contentType = response.headers()['content-type'] ?? '';
    if (request.resourceType() !== 'script' && !SCRIPT_TYPE.test(contentType)) return;
    if (response.status() >= 300) return;
    const key = new URL(response.url()).pathname;
    if (isIdlePrefetch(request.headers())) {
      // The browser keeps a prefetch's body to itself: fetch it again to weigh it.
      pending.push(
        context.request.get(response.url()).then(
          async again => {
            prefetched[key] = gzipBytes(await again.body());
          },
          () => {},
        ),
      );
      return;
    }
    pending.push(
      response.body().then(
        body => {
          scripts[key] = gzipBytes(body);
        },
        () => {},
      ),
    );
  };
  // On the context, so responses of dedicated workers are seen too.
  context.on('response', record);
  const page = await context.newPage();
  await page.goto(url, { waitUntil: 'load' });
  await page.waitForTimeout(SETTLE_MS);
  const hydrated = (await page.locator('html').getAttribute('data-hydrated')) === 'true';
  context.off('response', record);
  await Promise.all(pending);
  await page.close();
  const sum = (table: Record<string, number>) => Object.values(table).reduce((a, b) => a + b, 0);
  // A chunk that was prefetched and later run counts as run only.
  const notRun = Object.fromEntries(Object.entries(prefetched).filter(([key]) => !(key in scripts)));
  return { url, scripts, prefetched, scriptBytes: sum(scripts), prefetchedBytes: sum(notRun), hydrated };
}
