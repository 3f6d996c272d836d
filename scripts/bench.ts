/**
 * `npm run bench`: a measurement, not a test. Builds the whole site, then
 * prints and saves (bench-results/results.json) the build time and page count,
 * first-load JS/CSS/HTML of sample pages, the script a first visit runs
 * (issue 20: everything fetched and run without interaction until 3 s after
 * load, next to the entry the HTML names), Lighthouse mobile scores of four
 * pages (Debian Chromium), the local search index size and query time, and the
 * Node server under load (`--server` measures only that, on the existing build).
 */
import { execFileSync, spawn } from 'node:child_process';
import fs from 'node:fs';
import path from 'node:path';
import * as chromeLauncher from 'chrome-launcher';
import lighthouse from 'lighthouse';
import { chromium } from '@playwright/test';
import { withLocale } from '../rules/url';
import type { LocaleCode } from '../site/locales';
import { assetPath, firstLoadAssets, gzipSize, htmlFiles, OUT } from '../tests/build/support';
import { FIRST_VISIT_BUDGET, FIRST_VISIT_PAGES, measureFirstVisit } from './lib/first-visit';
import { serverLoad, type ServerLoad } from './lib/server-load';

const PORT = Number(process.env.BENCH_PORT ?? 4480);
const BASE = `http://127.0.0.1:${PORT}`;
const CHROMIUM = process.env.CHROMIUM_PATH ?? '/usr/bin/chromium';
const SAMPLE_PAGES = ['/ja/', '/ja/pricing/', '/ja/download/', '/ja/docs/', '/ja/docs/faq/', '/ja/docs/features/webpage/', '/ar/'];
const LIGHTHOUSE_PAGES = ['/ja/', '/ja/pricing/', '/ja/docs/faq/', '/ar/'];
const SEARCH_QUERIES = { ja: ['PDF', '字幕', 'API キー'], en: ['PDF', 'subtitles', 'API key'] } as const;
/** A first query typed into the real dialog, per locale: what the visitor waits for and downloads. */
const DIALOG_QUERIES = { ja: '字幕', zh: '字幕', en: 'subtitles', ar: 'ترجمة', ko: '자막', hi: 'अनुवाद' } as const;

const kb = (bytes: number) => Math.round((bytes / 1024) * 10) / 10;

function build(): number {
  const start = performance.now();
  execFileSync('npx', ['rspress', 'build'], { stdio: ['ignore', 'ignore', 'inherit'] });
  return Math.round((performance.now() - start) / 100) / 10;
}

function pageWeight(url: string) {
  const file = path.join(OUT, url, 'index.html');
  const html = fs.readFileSync(file, 'utf8');
  const { js, css } = firstLoadAssets(html);
  const sum = (list: string[]) => list.reduce((total, asset) => total + gzipSize(assetPath(asset)), 0);
  return { url, jsKb: kb(sum(js)), cssKb: kb(sum(css)), htmlKb: kb(gzipSize(file)), requests: js.length + css.length + 1 };
}

function dirSize(dir: string): number {
  return (fs.readdirSync(dir, { recursive: true }) as string[])
    .map(file => path.join(dir, file))
    .filter(file => fs.statSync(file).isFile())
    .reduce((total, file) => total + fs.statSync(file).size, 0);
}

async function startServer(): Promise<() => void> {
  const server = spawn('npx', ['tsx', 'server/index.ts'], { env: { ...process.env, PORT: String(PORT) }, stdio: 'ignore', detached: true });
  for (let i = 0; i < 100; i++) {
    try {
      if ((await fetch(`${BASE}/ja/`)).ok) return () => process.kill(-(server.pid as number));
    } catch {}
    await new Promise(resolve => setTimeout(resolve, 200));
  }
  throw new Error('The server did not start');
}

async function lighthouseScores() {
  const chrome = await chromeLauncher.launch({ chromePath: CHROMIUM, chromeFlags: ['--headless=new', '--no-sandbox', '--disable-gpu'] });
  const results = [];
  try {
    for (const url of LIGHTHOUSE_PAGES) {
      const run = await lighthouse(`${BASE}${url}`, { port: chrome.port, output: 'json', logLevel: 'error', formFactor: 'mobile' });
      const categories = run?.lhr.categories ?? {};
      const score = (id: string) => Math.round((categories[id]?.score ?? 0) * 100);
      results.push({
        url,
        performance: score('performance'),
        accessibility: score('accessibility'),
        bestPractices: score('best-practices'),
        seo: score('seo'),
        lcpMs: Math.round(run?.lhr.audits['largest-contentful-paint']?.numericValue ?? 0),
        tbtMs: Math.round(run?.lhr.audits['total-blocking-time']?.numericValue ?? 0),
        cls: Math.round((run?.lhr.audits['cumulative-layout-shift']?.numericValue ?? 0) * 1000) / 1000,
      });
    }
  } finally {
    await chrome.kill();
  }
  return results;
}

/**
 * Per page: the entry (scripts the HTML names, as the budgets test counts
 * them) and what a first visit really runs in a fresh browser context, plus
 * what it only prefetched.
 */
async function firstVisits() {
  const browser = await chromium.launch({ executablePath: fs.existsSync(CHROMIUM) ? CHROMIUM : undefined, args: ['--no-sandbox'] });
  const results = [];
  try {
    for (const url of FIRST_VISIT_PAGES) {
      const context = await browser.newContext({ baseURL: BASE });
      const visit = await measureFirstVisit(context, url);
      await context.close();
      results.push({
        url,
        entryKb: pageWeight(url).jsKb,
        runKb: kb(visit.scriptBytes),
        prefetchedKb: kb(visit.prefetchedBytes),
        scripts: Object.keys(visit.scripts).length,
        withinBudget: visit.scriptBytes <= FIRST_VISIT_BUDGET,
      });
    }
  } finally {
    await browser.close();
  }
  return results;
}

/** Time to first results in the browser, the way the search dialog asks Pagefind. */
async function searchTimes() {
  const browser = await chromium.launch({ executablePath: fs.existsSync(CHROMIUM) ? CHROMIUM : undefined, args: ['--no-sandbox'] });
  const results = [];
  try {
    for (const [lang, queries] of Object.entries(SEARCH_QUERIES)) {
      const page = await browser.newPage();
      await page.goto(`${BASE}/${lang}/docs/`);
      const times = await page.evaluate(
        async ({ base, queries }) => {
          const load = performance.now();
          const pagefind = await import(/* webpackIgnore: true */ `${base}pagefind.js`);
          await pagefind.options({ basePath: base });
          await pagefind.init();
          const loadMs = performance.now() - load;
          const out: { query: string; ms: number; hits: number }[] = [];
          for (const query of queries) {
            const start = performance.now();
            const search = await pagefind.search(query);
            await Promise.all(search.results.slice(0, 5).map((r: { data: () => Promise<unknown> }) => r.data()));
            out.push({ query, ms: Math.round(performance.now() - start), hits: search.results.length });
          }
          return { loadMs: Math.round(loadMs), queries: out };
        },
        { base: `/pagefind/${lang}/`, queries: [...queries] },
      );
      results.push({ lang, indexKb: kb(dirSize(path.join(OUT, 'pagefind', lang))), ...times });
      await page.close();
    }
  } finally {
    await browser.close();
  }
  return results;
}

/** Bytes on disk of each locale's index (Pagefind writes its files compressed). */
function indexSizes() {
  const dir = path.join(OUT, 'pagefind');
  return fs
    .readdirSync(dir, { withFileTypes: true })
    .filter(entry => entry.isDirectory())
    .map(entry => ({ lang: entry.name, indexKb: kb(dirSize(path.join(dir, entry.name))) }));
}

/**
 * The search dialog as a visitor uses it: open it with Ctrl+K on a docs
 * page, type a query, and time the keystroke to the first rendered hit;
 * count the bytes the browser fetched for it (dialog code, index, chunks).
 */
async function dialogTimes() {
  const browser = await chromium.launch({ executablePath: fs.existsSync(CHROMIUM) ? CHROMIUM : undefined, args: ['--no-sandbox'] });
  const results = [];
  try {
    for (const [lang, query] of Object.entries(DIALOG_QUERIES)) {
      const page = await (await browser.newContext()).newPage();
      await page.goto(`${BASE}${withLocale('/docs/usage/', lang as LocaleCode)}`);
      await page.waitForSelector('html[data-hydrated="true"]');
      await page.waitForLoadState('networkidle');
      // Counted on the context, not the page: Pagefind fetches its index from a worker.
      const pending: Promise<void>[] = [];
      let bytes = 0;
      let searchBytes = 0;
      page.context().on('requestfinished', request => {
        pending.push(
          request.sizes().then(sizes => {
            const size = sizes.responseBodySize + sizes.responseHeadersSize;
            bytes += size;
            if (request.url().includes('/pagefind/')) searchBytes += size;
          }),
        );
      });
      const openStart = Date.now();
      await page.keyboard.press('Control+k');
      await page.waitForSelector('.DocSearch-Input');
      const openMs = Date.now() - openStart;
      const start = Date.now();
      await page.keyboard.type(query);
      await page.waitForSelector('.DocSearch-Hit');
      const resultsMs = Date.now() - start;
      await page.waitForLoadState('networkidle');
      await Promise.all(pending);
      results.push({ lang, query, openMs, resultsMs, fetchedKb: kb(bytes), indexKb: kb(searchBytes) });
      await page.context().close();
    }
  } finally {
    await browser.close();
  }
  return results;
}

/** `npm run bench -- --server`: only the Node server under load, on the existing build. */
async function serverOnly() {
  const load = await serverLoad('doc_build', PORT + 1);
  printServerLoad(load);
}

function printServerLoad(load: ServerLoad) {
  console.log(`Node server under load (autocannon, 100 connections, 20 s each; RSS ${load.rssBeforeMb} MB before, ${load.rssAfterMb} MB after)`);
  console.table(load.runs.map(r => ({ target: r.target, path: r.path, 'req/s': r.requestsPerSecond, 'p50 ms': r.p50Ms, 'p99 ms': r.p99Ms, errors: r.errors, 'non-2xx': r.non2xx })));
}

async function main() {
  if (process.argv.includes('--server')) return serverOnly();
  const buildSeconds = build();
  const pages = htmlFiles().length;
  const weights = SAMPLE_PAGES.map(pageWeight);
  const stop = await startServer();
  let scores;
  let search;
  let dialog;
  let firstVisit;
  try {
    firstVisit = await firstVisits();
    scores = await lighthouseScores();
    search = await searchTimes();
    dialog = await dialogTimes();
  } finally {
    stop();
  }
  const indexes = indexSizes();
  const load = await serverLoad('doc_build', PORT + 1);
  const results = { date: new Date().toISOString(), buildSeconds, pages, weights, firstVisit, lighthouse: scores, search, indexes, dialog, serverLoad: load };

  console.log(`\nBuild: ${buildSeconds} s, ${pages} HTML pages\n`);
  console.log('First load (gzip)');
  console.table(weights.map(w => ({ page: w.url, 'JS KB': w.jsKb, 'CSS KB': w.cssKb, 'HTML KB': w.htmlKb, requests: w.requests })));
  console.log(`First visit: script run with no interaction until 3 s after load (gzip; budget ${kb(FIRST_VISIT_BUDGET)} KB)`);
  console.table(firstVisit.map(v => ({ page: v.url, 'entry KB': v.entryKb, 'run KB': v.runKb, 'prefetched KB (not run)': v.prefetchedKb, scripts: v.scripts, 'within budget': v.withinBudget })));
  console.log('Lighthouse (mobile)');
  console.table(scores.map(s => ({ page: s.url, perf: s.performance, a11y: s.accessibility, 'best pr.': s.bestPractices, seo: s.seo, 'LCP ms': s.lcpMs, 'TBT ms': s.tbtMs, CLS: s.cls })));
  console.log('Local search (Pagefind)');
  console.table(search.flatMap(s => s.queries.map(q => ({ lang: s.lang, 'index KB': s.indexKb, 'load ms': s.loadMs, query: q.query, 'query ms': q.ms, hits: q.hits }))));
  console.log('Search index per locale (KB as served)');
  console.table(Object.fromEntries(indexes.map(i => [i.lang, i.indexKb])));
  console.log('Search dialog: Ctrl+K, then a first query typed (keystroke to first rendered hit; bytes fetched)');
  console.table(dialog.map(d => ({ lang: d.lang, query: d.query, 'open ms': d.openMs, 'results ms': d.resultsMs, 'fetched KB': d.fetchedKb, 'of it index KB': d.indexKb })));
  printServerLoad(load);
  fs.mkdirSync('bench-results', { recursive: true });
  fs.writeFileSync(path.join('bench-results', 'results.json'), `${JSON.stringify(results, null, 2)}\n`);
  console.log('\nWritten to bench-results/results.json');
}

main().catch(error => {
  console.error(error);
  process.exit(1);
});
