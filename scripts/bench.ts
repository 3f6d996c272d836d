/**
 * `npm run bench`: a measurement, not a test. Builds the whole site three
 * times each cold, after a one-page edit and with nothing changed
 * (`npm run build`: wall and CPU time, and its phases), measures the dev
 * server (launch → first page, HMR), then
 * prints and saves (bench-results/results.json) the page count,
 * first-load JS/CSS/HTML of sample pages, the script a first visit runs
 * (issue 20: everything fetched and run without interaction until 3 s after
 * load, next to the entry the HTML names), Lighthouse mobile scores of four
 * pages (Debian Chromium), the embedded search index's size and ranking time, the
 * search dialog per locale (see dialogTimes), and the Node server under load
 * and under the attacks of issue 28 (time to the first 200 after each, open
 * descriptors and memory before and after).
 * `BENCH_ONLY=relevance` compares the ranking of our index with Pagefind's
 * over the same built pages (tests/relevance/queries.ts: hit@1, hit@3, MRR).
 * `BENCH_ONLY=dialog` runs only the dialog part, `BENCH_ONLY=dev` only the
 * dev server, `BENCH_ONLY=build` only the builds, `BENCH_ONLY=returning`
 * what a returning reader downloads again after an edit (returningReaders),
 * and `--server` only the server part, against the existing build.
 */
import { execFileSync, spawn } from 'node:child_process';
import fs from 'node:fs';
import path from 'node:path';
import zlib from 'node:zlib';
import * as chromeLauncher from 'chrome-launcher';
import lighthouse from 'lighthouse';
import { chromium } from '@playwright/test';
import { withLocale } from '../rules/url';
import { type IndexMeta, queryTermsOf, rankPages, readMeta, readShard, shardOf } from '../rules/search-index';
import { LOCALES } from '../site/locales';
import type { LocaleCode } from '../site/locales';
import { assetPath, firstLoadAssets, gzipSize, htmlFiles, OUT } from '../tests/build/support';
import { FIRST_VISIT_BUDGET, FIRST_VISIT_PAGES, measureFirstVisit } from './lib/first-visit';
import { pagefindRanker } from './lib/pagefind-ranker';
import { ourRanker, relevance } from './lib/relevance';
import { rspressCommand } from './lib/rspress-command';
import { RELEVANCE_QUERIES } from '../tests/relevance/queries';
import { type AttackResult, attackReport } from './lib/attacks';
import { serverLoad, type ServerLoad } from './lib/server-load';

const PORT = Number(process.env.BENCH_PORT ?? 4480);
const ROOT = path.resolve(import.meta.dirname, '..');
const BASE = `http://127.0.0.1:${PORT}`;
const CHROMIUM = process.env.CHROMIUM_PATH ?? '/usr/bin/chromium';
const SAMPLE_PAGES = [
  '/ja/',
  '/ja/pricing/',
  '/ja/download/',
  '/ja/docs/',
  '/ja/docs/faq/',
  '/ja/docs/features/webpage/',
  '/ar/',
];
const LIGHTHOUSE_PAGES = ['/ja/', '/ja/pricing/', '/ja/docs/faq/', '/ar/'];
const SEARCH_QUERIES = { ja: ['PDF', '字幕', 'API キー'], en: ['PDF', 'subtitles', 'API key'] } as const;
/** A first query typed into the real dialog, per locale: what the visitor waits for and downloads. */
const DIALOG_QUERIES = { ja: '字幕', zh: '字幕', en: 'subtitles', ar: 'ترجمة', ko: '자막', hi: 'अनुवाद' } as const;

const kb = (bytes: number) => Math.round((bytes / 1024) * 10) / 10;

/** CPU seconds used by this process's finished children (Linux: utime + stime of waited-for children). */
function childCpuSeconds(): number {
  const stat = fs.readFileSync('/proc/self/stat', 'utf8');
  const fields = stat.slice(stat.lastIndexOf(')') + 2).split(' ');
  // cutime and cstime are fields 16 and 17 of stat, in clock ticks (100 per second on Linux).
  return (Number(fields[13]) + Number(fields[14])) / 100;
}

/** The middle value (the upper middle of an even count). */
function median(values: number[]): number {
  return [...values].sort((a, b) => a - b)[Math.floor(values.length / 2)] ?? 0;
}

interface BuildRun {
  kind: BuildKind;
  wallSeconds: number;
  cpuSeconds: number;
  phases: string;
}

type BuildKind = 'cold' | 'one page edited' | 'nothing changed';
const BUILD_KINDS: BuildKind[] = ['cold', 'one page edited', 'nothing changed'];
/** The page `one page edited` changes (a sentence added, then taken out). */
const EDITED_SOURCE = 'docs/ja/docs/faq/index.mdx';

/**
 * `npm run build` as a writer runs it (scripts/build.ts, precompression
 * included), in three situations:
 * - cold: every cache removed (node_modules/.cache/diglot), as on a fresh clone;
 * - one page edited: a sentence added to one docs page; the output is not
 *   kept for these inputs, so it builds from the caches of page data,
 *   Rspack's modules and compressed files;
 * - nothing changed: the sentence taken out again; the output of the cold
 *   build's inputs is restored.
 */
function buildOnce(kind: BuildKind): BuildRun {
  const original = fs.readFileSync(EDITED_SOURCE, 'utf8');
  if (kind === 'cold') fs.rmSync(path.join(ROOT, 'node_modules/.cache/diglot'), { recursive: true, force: true });
  if (kind === 'one page edited')
    fs.writeFileSync(EDITED_SOURCE, `${original.trimEnd()}\n\nEdited for the bench at ${Date.now()}.\n`);
  const cpu = childCpuSeconds();
  const start = performance.now();
  try {
    const printed = execFileSync('npx', ['tsx', 'scripts/build.ts'], {
      encoding: 'utf8',
      stdio: ['ignore', 'pipe', 'inherit'],
    });
    return {
      kind,
      wallSeconds: Math.round((performance.now() - start) / 100) / 10,
      cpuSeconds: Math.round((childCpuSeconds() - cpu) * 10) / 10,
      phases: printed.slice(printed.lastIndexOf('Build phases')),
    };
  } finally {
    fs.writeFileSync(EDITED_SOURCE, original.replace(/\n\nEdited for the bench at \d+\.\n$/, '\n'));
  }
}

/** Three rounds of cold → one page edited → nothing changed; every run and the medians. */
function buildTimes() {
  const runs: BuildRun[] = [];
  for (let round = 0; round < 3; round++) for (const kind of BUILD_KINDS) runs.push(buildOnce(kind));
  const medians = BUILD_KINDS.map(kind => {
    const of = runs.filter(r => r.kind === kind);
    return { kind, wallSeconds: median(of.map(r => r.wallSeconds)), cpuSeconds: median(of.map(r => r.cpuSeconds)) };
  });
  return { runs, medians };
}

function printBuilds(builds: ReturnType<typeof buildTimes>) {
  console.log('Build (`npm run build`; targets: cold ≤ 22 s, nothing changed ≤ 8 s)');
  console.table([
    ...builds.runs.map((r, i) => ({
      run: `${Math.floor(i / 3) + 1}: ${r.kind}`,
      'wall s': r.wallSeconds,
      'CPU s': r.cpuSeconds,
    })),
    ...builds.medians.map(m => ({ run: `median: ${m.kind}`, 'wall s': m.wallSeconds, 'CPU s': m.cpuSeconds })),
  ]);
  for (const kind of BUILD_KINDS) console.log(`${kind}, last run: ${builds.runs.filter(r => r.kind === kind).at(-1)?.phases}`);
}

function pageWeight(url: string) {
  const file = path.join(OUT, url, 'index.html');
  const html = fs.readFileSync(file, 'utf8');
  const { js, css } = firstLoadAssets(html);
  const sum = (list: string[]) => list.reduce((total, asset) => total + gzipSize(assetPath(asset)), 0);
  return { url, jsKb: kb(sum(js)), cssKb: kb(sum(css)), htmlKb: kb(gzipSize(file)), requests: js.length + css.length + 1 };
}

async function startServer(): Promise<() => void> {
  const server = spawn('npx', ['tsx', 'server/index.ts'], {
    env: { ...process.env, PORT: String(PORT) },
    stdio: 'ignore',
    detached: true,
  });
  for (let i = 0; i < 100; i++) {
    try {
      if ((await fetch(`${BASE}/ja/`)).ok) return () => process.kill(-(server.pid as number));
    } catch {}
    await new Promise(resolve => setTimeout(resolve, 200));
  }
  throw new Error('The server did not start');
}

async function lighthouseScores() {
  const chrome = await chromeLauncher.launch({
    chromePath: CHROMIUM,
    chromeFlags: ['--headless=new', '--no-sandbox', '--disable-gpu'],
  });
  const results = [];
  try {
    for (const url of LIGHTHOUSE_PAGES) {
      const run = await lighthouse(`${BASE}${url}`, {
        port: chrome.port,
        output: 'json',
        logLevel: 'error',
        formFactor: 'mobile',
      });
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
  const browser = await chromium.launch({
    executablePath: fs.existsSync(CHROMIUM) ? CHROMIUM : undefined,
    args: ['--no-sandbox'],
  });
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

/** The embedded index's folder of a locale, as /search-config.json names it. */
function indexDir(lang: string): string {
  const config = JSON.parse(fs.readFileSync(path.join(OUT, 'search-config.json'), 'utf8')) as {
    localIndex: Record<string, string>;
  };
  return path.join(OUT, 'static', 'search', lang, config.localIndex[lang] ?? '');
}

/** Ranking time of the embedded index's rules alone (files read from disk), per query. */
function searchTimes() {
  return Object.entries(SEARCH_QUERIES).map(([lang, queries]) => {
    const read = (file: string) => JSON.parse(fs.readFileSync(path.join(indexDir(lang), file), 'utf8')) as unknown;
    const meta = readMeta(read('meta.json')) as IndexMeta;
    return {
      lang,
      queries: queries.map(query => {
        const terms = queryTermsOf(query);
        const shards = new Map(
          terms.map(term => {
            const n = shardOf(term, meta.shards);
            return [n, readShard(read(`s${n}.json`), meta.kinds.length) ?? new Map()] as const;
          }),
        );
        const start = performance.now();
        const ranked = rankPages(meta, terms, shards);
        return { query, ms: Math.round((performance.now() - start) * 10) / 10, pages: ranked.length };
      }),
    };
  });
}

/** Bytes of each locale's index as served (brotli), and its largest file. */
function indexSizes() {
  return LOCALES.map(locale => {
    const dir = indexDir(locale.lang);
    const sizes = fs
      .readdirSync(dir)
      .filter(file => file.endsWith('.json'))
      .map(file => zlib.brotliCompressSync(fs.readFileSync(path.join(dir, file))).length);
    return { lang: locale.lang, indexKb: kb(sizes.reduce((a, b) => a + b, 0)), largestFileKb: kb(Math.max(...sizes)) };
  });
}

/**
 * In the page: ms from the last keystroke's input event until the dialog shows hits (a
 * highlighted word equal to the query) or its no-results screen for the
 * current query. A string, so the bundler's helpers stay out of the page.
 */
const UNTIL_HITS_FOR_QUERY = `new Promise(resolve => {
  const input = document.querySelector('.DocSearch-Input');
  const wanted = (input ? input.value : '').trim().toLowerCase();
  const started = window.__typed;
  function answered() {
    return [...document.querySelectorAll('.DocSearch-Hit mark')].some(mark => (mark.textContent || '').toLowerCase() === wanted) ||
      ((document.querySelector('.DocSearch-NoResults') || {}).textContent || '').toLowerCase().includes(wanted);
  }
  function done() { resolve(Math.round(performance.now() - started)); }
  if (answered()) return done();
  const observer = new MutationObserver(() => {
    if (!answered()) return;
    observer.disconnect();
    done();
  });
  observer.observe(document.body, { childList: true, subtree: true, characterData: true });
})`;

/** Keystrokes after the first results: delete back and retype, at least 12 in all. */
export function laterKeystrokes(query: string, minimum = 12): string[] {
  const chars = Array.from(query);
  const depth = Math.max(1, Math.min(6, chars.length - 1));
  const round = [...Array(depth).fill('Backspace'), ...chars.slice(chars.length - depth)];
  const keys: string[] = [];
  while (keys.length < minimum) keys.push(...round);
  return keys;
}

function percentile(values: number[], p: number): number {
  const sorted = [...values].sort((a, b) => a - b);
  return sorted[Math.min(sorted.length - 1, Math.ceil((p / 100) * sorted.length) - 1)] ?? 0;
}

/**
 * The search dialog as a visitor uses it, cold, per locale: Ctrl+K on a
 * docs page (time until the input has focus), a first query typed (every
 * request and byte until the first hit is on screen, workers included),
 * then at least 12 later keystrokes, each timed in the page from keydown
 * to the DOM showing hits for the new query.
 */
async function dialogTimes() {
  const browser = await chromium.launch({
    executablePath: fs.existsSync(CHROMIUM) ? CHROMIUM : undefined,
    args: ['--no-sandbox'],
  });
  const results = [];
  try {
    for (const [lang, query] of Object.entries(DIALOG_QUERIES)) {
      const context = await browser.newContext();
      const page = await context.newPage();
      await page.goto(`${BASE}${withLocale('/docs/faq/', lang as LocaleCode)}`);
      await page.waitForSelector('html[data-hydrated="true"]');
      await page.waitForLoadState('networkidle');
      await page.evaluate(() => {
        const w = window as unknown as { __keydown: number; __inputFocused: number };
        window.addEventListener('keydown', () => (w.__keydown = performance.now()), true);
        // Characters outside a US layout arrive without a keydown: time keystrokes from their input event.
        window.addEventListener('input', () => ((w as unknown as { __typed: number }).__typed = performance.now()), true);
        document.addEventListener('focusin', event => {
          if ((event.target as Element).classList?.contains('DocSearch-Input')) w.__inputFocused ??= performance.now();
        });
      });
      // Counted on the context, not the page: Pagefind may fetch from a worker.
      const requests: import('@playwright/test').Request[] = [];
      let counting = true;
      context.on('request', request => {
        if (counting) requests.push(request);
      });
      await page.keyboard.press('Control+k');
      await page.waitForSelector('.DocSearch-Input:focus');
      const openMs = await page.evaluate(() => {
        const w = window as unknown as { __keydown: number; __inputFocused: number };
        return Math.round(w.__inputFocused - w.__keydown);
      });
      const start = Date.now();
      await page.keyboard.type(query);
      await page.waitForSelector('.DocSearch-Hit');
      const firstResultsMs = Date.now() - start;
      counting = false;
      const sizes = await Promise.all(
        requests.map(async request => {
          const response = await request.response();
          if (!response) return 0;
          await response.finished();
          const size = await request.sizes();
          return size.responseBodySize + size.responseHeadersSize;
        }),
      );
      const bytes = sizes.reduce((a, b) => a + b, 0);
      const keystrokes: number[] = [];
      for (const key of laterKeystrokes(query)) {
        if (key === 'Backspace') await page.keyboard.press('Backspace');
        else await page.keyboard.type(key);
        keystrokes.push(await page.evaluate<number>(UNTIL_HITS_FOR_QUERY));
      }
      results.push({
        lang,
        query,
        openMs,
        firstResultsMs,
        requests: requests.length,
        fetchedKb: kb(bytes),
        requestList: requests.map(r => new URL(r.url()).pathname),
        keystrokes: keystrokes.length,
        keystrokeMedianMs: percentile(keystrokes, 50),
        keystrokeP95Ms: percentile(keystrokes, 95),
      });
      await context.close();
    }
  } finally {
    await browser.close();
  }
  return results;
}

/** `npm run bench -- --server`: only the Node server under load and under attack, on the existing build. */
async function serverOnly() {
  const load = await serverLoad('doc_build', PORT + 1);
  printServerLoad(load);
  printAttacks(await attackReport(PORT + 1));
}

function printAttacks(results: AttackResult[]) {
  console.log('Node server under attack (descriptor limit 1024; a fresh server per attack; after = 3 s after it ended)');
  console.table(
    results.map(r => ({
      attack: r.attack,
      'first 200 ms': r.firstOkMs,
      '2 s later ms': r.againMs,
      'fds before': r.filesBefore,
      'fds after': r.filesAfter,
      'RSS before MB': r.rssBeforeMb,
      'RSS after MB': r.rssAfterMb,
    })),
  );
}

function printServerLoad(load: ServerLoad) {
  console.log(
    `Node server under load (autocannon, 100 connections, 20 s each; RSS ${load.rssBeforeMb} MB before, ${load.rssAfterMb} MB after)`,
  );
  console.table(
    load.runs.map(r => ({
      target: r.target,
      path: r.path,
      'req/s': r.requestsPerSecond,
      'p50 ms': r.p50Ms,
      'p99 ms': r.p99Ms,
      errors: r.errors,
      'non-2xx': r.non2xx,
    })),
  );
}

const DEV_PAGE = '/ja/docs/faq/';
const DEV_SOURCE = 'docs/ja/docs/faq/index.mdx';
/** scripts/rspress/page-data.mjs keeps its results here. */
const PAGE_DATA_CACHE = path.join(ROOT, 'node_modules/.cache/diglot/page-data.bin');

type DevStart = 'fresh' | 'relaunch';
/** A dev server as the bench starts it: for Japanese only (`--locale ja`), or for every locale. */
type DevLocales = 'ja' | 'all';
interface DevRun {
  locales: DevLocales;
  start: DevStart;
  firstPageMs: number;
  hmrMs: number;
}

/**
 * One launch of `npm run dev`'s command: launch → `/ja/docs/faq/` rendered in
 * the browser; then, once the page has settled, three edits of that page's
 * MDX → the new words on screen (their median). The edits are undone, and the
 * server's process group is ended.
 */
async function devLaunch(
  browser: import('@playwright/test').Browser,
  locales: DevLocales,
  port: number,
): Promise<{ firstPageMs: number; hmrMs: number }> {
  const original = fs.readFileSync(DEV_SOURCE, 'utf8');
  const started = performance.now();
  const [command, args] = rspressCommand(ROOT, 'dev', [...(locales === 'ja' ? ['--locale', 'ja'] : []), '--port', String(port)]);
  const dev = spawn(command, args, { cwd: ROOT, detached: true, stdio: 'ignore' });
  try {
    for (;;) {
      try {
        if ((await fetch(`http://127.0.0.1:${port}${DEV_PAGE}`)).ok) break;
      } catch {}
      await new Promise(resolve => setTimeout(resolve, 50));
    }
    const page = await browser.newPage();
    await page.goto(`http://127.0.0.1:${port}${DEV_PAGE}`, { timeout: 120_000 });
    await page.locator('.dg-doc h1').waitFor({ timeout: 120_000 });
    const firstPageMs = Math.round(performance.now() - started);
    // Edits are timed once the page has settled: right after it appears, the dev
    // server is still compiling the pages its links prefetch, and an edit waits.
    await page.waitForLoadState('networkidle');
    const edits: number[] = [];
    for (let edit = 0; edit < 3; edit++) {
      const marker = `HMR ${Date.now()}`;
      const edited = original.replace(/\n\n([^#\n<{|>-][^\n]*)/, `\n\n$1 ${marker}`);
      const editedAt = performance.now();
      fs.writeFileSync(DEV_SOURCE, edited);
      await page.getByText(marker).waitFor({ timeout: 90_000 });
      edits.push(Math.round(performance.now() - editedAt));
      await page.waitForTimeout(500);
    }
    fs.writeFileSync(DEV_SOURCE, original);
    await page.close();
    return { firstPageMs, hmrMs: median(edits) };
  } finally {
    fs.writeFileSync(DEV_SOURCE, original);
    process.kill(-(dev.pid as number), 'SIGTERM');
  }
}

/**
 * The dev server as a writer meets it (`npm run dev`'s command), medians of 3:
 * for Japanese only (`--locale ja`) after a checkout (no page-data cache) and
 * relaunched; then for every locale, relaunched (after one launch, not
 * counted, that fills the cache with the other locales' pages).
 */
async function devServerTimes() {
  const runs: DevRun[] = [];
  const browser = await chromium.launch({
    executablePath: fs.existsSync(CHROMIUM) ? CHROMIUM : undefined,
    args: ['--no-sandbox'],
  });
  const plan: Array<{ locales: DevLocales; start: DevStart | 'warm-up' }> = [
    ...Array.from({ length: 3 }, () => ({ locales: 'ja' as const, start: 'fresh' as const })),
    ...Array.from({ length: 3 }, () => ({ locales: 'ja' as const, start: 'relaunch' as const })),
    { locales: 'all', start: 'warm-up' },
    ...Array.from({ length: 3 }, () => ({ locales: 'all' as const, start: 'relaunch' as const })),
  ];
  try {
    for (const [i, { locales, start }] of plan.entries()) {
      if (start === 'fresh') fs.rmSync(PAGE_DATA_CACHE, { force: true });
      const times = await devLaunch(browser, locales, PORT + 10 + i);
      if (start !== 'warm-up') runs.push({ locales, start, ...times });
    }
  } finally {
    await browser.close();
  }
  const medians = (locales: DevLocales, start: DevStart) => {
    const of = runs.filter(r => r.locales === locales && r.start === start);
    return { locales, start, firstPageMs: median(of.map(r => r.firstPageMs)), hmrMs: median(of.map(r => r.hmrMs)) };
  };
  return { runs, medians: [medians('ja', 'fresh'), medians('ja', 'relaunch'), medians('all', 'relaunch')] };
}

function printDev(dev: Awaited<ReturnType<typeof devServerTimes>>) {
  console.log(
    `Dev server (${DEV_PAGE}; targets: first page ≤ 3000 ms with --locale ja, fresh and relaunched, ≤ 5000 ms for every locale relaunched; HMR ≤ 250 ms)`,
  );
  const name = (locales: DevLocales) => (locales === 'ja' ? '--locale ja' : 'every locale');
  console.table([
    ...dev.runs.map((r, i) => ({
      run: `${i + 1} (${name(r.locales)}, ${r.start})`,
      'launch → first page ms': r.firstPageMs,
      'edit → on screen ms': r.hmrMs,
    })),
    ...dev.medians.map(m => ({
      run: `median, ${name(m.locales)}, ${m.start}`,
      'launch → first page ms': m.firstPageMs,
      'edit → on screen ms': m.hmrMs,
    })),
  ]);
  console.log(`Load average while measuring: ${fs.readFileSync('/proc/loadavg', 'utf8').split(' ').slice(0, 3).join(' ')}`);
}

/** Pages a returning reader comes back to, and the edits made between the two visits. */
const RETURNING_PAGES = ['/en/docs/features/pdf/', '/ja/', '/en/pricing/'];
const RETURNING_EDITS = [
  {
    name: 'one docs page (docs/en/docs/faq/index.mdx)',
    file: 'docs/en/docs/faq/index.mdx',
    edit: (text: string) => `${text.trimEnd()}\n\nOne more sentence, added for the returning-reader bench.\n`,
  },
  {
    name: 'one marketing catalog (docs/en/_copy/pricing.json)',
    file: 'docs/en/_copy/pricing.json',
    edit: (text: string) => {
      const copy = JSON.parse(text) as Record<string, string>;
      const key = Object.keys(copy).find(k => k.endsWith('.title')) ?? Object.keys(copy)[0] ?? '';
      return `${JSON.stringify({ ...copy, [key]: `${copy[key]} (edited)` }, null, 2)}\n`;
    },
  },
  {
    name: 'i18n.json (one English string)',
    file: 'i18n.json',
    edit: (text: string) => {
      const table = JSON.parse(text) as Record<string, Record<string, string>>;
      const key = 'notFound.title';
      return `${JSON.stringify({ ...table, [key]: { ...table[key], en: `${table[key]?.en} (edited)` } }, null, 2)}\n`;
    },
  },
] as const;

/**
 * The script and CSS files a visit to `url` fetches in a fresh browser: run,
 * applied or only prefetched (all are in the cache when the reader comes
 * back), each with its gzip size.
 */
async function visitAssets(browser: import('@playwright/test').Browser, url: string): Promise<Map<string, number>> {
  const context = await browser.newContext({ baseURL: BASE });
  const assets = new Map<string, number>();
  const pending: Promise<void>[] = [];
  context.on('response', response => {
    const type = response.request().resourceType();
    const path_ = new URL(response.url()).pathname;
    if (response.status() >= 300 || !/\.(js|css)$/.test(path_)) return;
    if (type !== 'script' && type !== 'stylesheet' && type !== 'other') return;
    pending.push(
      context.request.get(response.url()).then(
        async again => {
          assets.set(path_, zlib.gzipSync(await again.body(), { level: 9 }).length);
        },
        () => {},
      ),
    );
  });
  const page = await context.newPage();
  await page.goto(url, { waitUntil: 'load' });
  await page.waitForTimeout(3000);
  await Promise.all(pending);
  await context.close();
  return assets;
}

/** `npm run build` (from the caches), then the assets of every returning page. */
async function buildAndVisit(browser: import('@playwright/test').Browser): Promise<Map<string, Map<string, number>>> {
  execFileSync('npx', ['tsx', 'scripts/build.ts'], { stdio: ['ignore', 'ignore', 'inherit'] });
  const stop = await startServer();
  try {
    const visits = new Map<string, Map<string, number>>();
    for (const url of RETURNING_PAGES) visits.set(url, await visitAssets(browser, url));
    return visits;
  } finally {
    stop();
  }
}

/**
 * `BENCH_ONLY=returning`: what a returning reader downloads again after a
 * deploy. Builds and visits each page, then for each edit (a docs page, a
 * marketing catalog, i18n.json): edits, rebuilds, visits again and prints,
 * per page, the gzip bytes of the script and CSS files whose names the
 * reader's cache does not hold; the edit is undone before the next.
 */
async function returningReaders() {
  const browser = await chromium.launch({
    executablePath: fs.existsSync(CHROMIUM) ? CHROMIUM : undefined,
    args: ['--no-sandbox'],
  });
  const rows: Array<Record<string, string | number>> = [];
  const results = [];
  try {
    const before = await buildAndVisit(browser);
    for (const { name, file, edit } of RETURNING_EDITS) {
      const original = fs.readFileSync(file, 'utf8');
      let after: Map<string, Map<string, number>>;
      try {
        fs.writeFileSync(file, edit(original));
        after = await buildAndVisit(browser);
      } finally {
        fs.writeFileSync(file, original);
      }
      for (const url of RETURNING_PAGES) {
        const cached = before.get(url) ?? new Map<string, number>();
        const fetched = [...(after.get(url) ?? new Map<string, number>())].filter(([asset]) => !cached.has(asset));
        const bytes = (ext: string) => fetched.filter(([a]) => a.endsWith(ext)).reduce((sum, [, size]) => sum + size, 0);
        const all = [...(after.get(url)?.values() ?? [])].reduce((a, b) => a + b, 0);
        results.push({ edit: name, url, jsKb: kb(bytes('.js')), cssKb: kb(bytes('.css')), files: fetched.map(([a]) => a) });
        rows.push({
          edit: name,
          page: url,
          'JS KB again': kb(bytes('.js')),
          'CSS KB again': kb(bytes('.css')),
          'files again': `${fetched.length} of ${after.get(url)?.size ?? 0} (${kb(all)} KB in all)`,
        });
      }
    }
    // Back to the sources as they were (restored from the build cache).
    execFileSync('npx', ['tsx', 'scripts/build.ts'], { stdio: ['ignore', 'ignore', 'inherit'] });
  } finally {
    await browser.close();
  }
  console.log(
    'Returning reader: script and CSS downloaded again after an edit and a rebuild (gzip; target ≤ 15 KB a page after a docs edit)',
  );
  console.table(rows);
  for (const r of results) if (r.files.length) console.log(`${r.edit} · ${r.url}: ${r.files.join(', ')}`);
  fs.mkdirSync('bench-results', { recursive: true });
  fs.writeFileSync(
    path.join('bench-results', 'returning.json'),
    `${JSON.stringify({ date: new Date().toISOString(), results }, null, 2)}\n`,
  );
}

/** `BENCH_ONLY=dialog`: only the search dialog, against the build already in doc_build. */
async function dialogOnly() {
  const stop = await startServer();
  try {
    const dialog = await dialogTimes();
    printDialog(dialog);
    fs.mkdirSync('bench-results', { recursive: true });
    fs.writeFileSync(
      path.join('bench-results', 'dialog.json'),
      `${JSON.stringify({ date: new Date().toISOString(), dialog }, null, 2)}\n`,
    );
  } finally {
    stop();
  }
}

function printDialog(dialog: Awaited<ReturnType<typeof dialogTimes>>) {
  console.log(
    'Search dialog, cold: Ctrl+K → input ready; a first query → first hits (every request, workers included); later keystrokes → new hits',
  );
  console.log('Targets: ≤ 120 KB and ≤ 15 requests to first results, open ≤ 150 ms, keystroke p95 ≤ 50 ms');
  console.table(
    dialog.map(d => ({
      lang: d.lang,
      query: d.query,
      'open ms': d.openMs,
      'first results ms': d.firstResultsMs,
      'KB to first results': d.fetchedKb,
      requests: d.requests,
      keystrokes: d.keystrokes,
      'keystroke median ms': d.keystrokeMedianMs,
      'keystroke p95 ms': d.keystrokeP95Ms,
    })),
  );
}

async function main() {
  if (process.argv.includes('--server')) return serverOnly();
  const builds = buildTimes();
  const dev = await devServerTimes();
  const buildSeconds = builds.medians[0]?.wallSeconds ?? 0;
  const pages = htmlFiles().length;
  const weights = SAMPLE_PAGES.map(pageWeight);
  const stop = await startServer();
  let scores;
  let dialog;
  let firstVisit;
  try {
    firstVisit = await firstVisits();
    scores = await lighthouseScores();
    dialog = await dialogTimes();
  } finally {
    stop();
  }
  const indexes = indexSizes();
  const search = searchTimes();
  const load = await serverLoad('doc_build', PORT + 1);
  const results = {
    date: new Date().toISOString(),
    buildSeconds,
    builds,
    dev,
    pages,
    weights,
    firstVisit,
    lighthouse: scores,
    search,
    indexes,
    dialog,
    serverLoad: load,
  };

  console.log(`\nBuild: ${pages} HTML pages`);
  printBuilds(builds);
  printDev(dev);
  console.log('First load (gzip)');
  console.table(
    weights.map(w => ({ page: w.url, 'JS KB': w.jsKb, 'CSS KB': w.cssKb, 'HTML KB': w.htmlKb, requests: w.requests })),
  );
  console.log(`First visit: script run with no interaction until 3 s after load (gzip; budget ${kb(FIRST_VISIT_BUDGET)} KB)`);
  console.table(
    firstVisit.map(v => ({
      page: v.url,
      'entry KB': v.entryKb,
      'run KB': v.runKb,
      'prefetched KB (not run)': v.prefetchedKb,
      scripts: v.scripts,
      'within budget': v.withinBudget,
    })),
  );
  console.log('Lighthouse (mobile)');
  console.table(
    scores.map(s => ({
      page: s.url,
      perf: s.performance,
      a11y: s.accessibility,
      'best pr.': s.bestPractices,
      seo: s.seo,
      'LCP ms': s.lcpMs,
      'TBT ms': s.tbtMs,
      CLS: s.cls,
    })),
  );
  console.log('Embedded search: ranking time of the index rules (files from disk)');
  console.table(search.flatMap(s => s.queries.map(q => ({ lang: s.lang, query: q.query, 'rank ms': q.ms, pages: q.pages }))));
  console.log('Search index per locale (KB as served, brotli)');
  console.table(indexes.map(i => ({ lang: i.lang, 'index KB': i.indexKb, 'largest file KB': i.largestFileKb })));
  printDialog(dialog);
  printServerLoad(load);
  fs.mkdirSync('bench-results', { recursive: true });
  fs.writeFileSync(path.join('bench-results', 'results.json'), `${JSON.stringify(results, null, 2)}\n`);
  console.log('\nWritten to bench-results/results.json');
}

async function devOnly() {
  printDev(await devServerTimes());
}

/**
 * `BENCH_ONLY=relevance`: our index and Pagefind, built over the same pages of
 * the build in doc_build, answer the query set; hit@1, hit@3 and MRR of each.
 */
async function relevanceOnly() {
  const langs = [...new Set(RELEVANCE_QUERIES.map(q => q.lang))];
  const ours = await relevance(RELEVANCE_QUERIES, ourRanker(OUT));
  const started = performance.now();
  const theirs = await pagefindRanker(OUT, langs, fs.existsSync(CHROMIUM) ? CHROMIUM : undefined);
  let pagefind;
  try {
    pagefind = await relevance(RELEVANCE_QUERIES, theirs.rank);
  } finally {
    await theirs.close();
  }
  const pct = (n: number) => `${(n * 100).toFixed(1)}%`;
  console.log(
    `Search relevance: ${RELEVANCE_QUERIES.length} queries in ${langs.length} locales (tests/relevance/queries.ts); Pagefind indexed and queried in ${Math.round((performance.now() - started) / 1000)} s`,
  );
  console.table([
    { engine: 'ours (embedded index)', 'hit@1': pct(ours.hit1), 'hit@3': pct(ours.hit3), MRR: ours.mrr.toFixed(3) },
    { engine: 'Pagefind', 'hit@1': pct(pagefind.hit1), 'hit@3': pct(pagefind.hit3), MRR: pagefind.mrr.toFixed(3) },
  ]);
  console.log('Per query: rank of the first answering page (– when not in the first ten)');
  console.table(
    ours.ranks.map((r, i) => ({ lang: r.lang, query: r.query, ours: r.rank ?? '–', Pagefind: pagefind.ranks[i]?.rank ?? '–' })),
  );
  fs.mkdirSync('bench-results', { recursive: true });
  fs.writeFileSync(
    path.join('bench-results', 'relevance.json'),
    `${JSON.stringify({ date: new Date().toISOString(), ours, pagefind }, null, 2)}\n`,
  );
}

/** `BENCH_ONLY=build`: only the builds. */
async function buildOnly() {
  printBuilds(buildTimes());
}

const ONLY: Record<string, () => Promise<void>> = {
  dialog: dialogOnly,
  dev: devOnly,
  build: buildOnly,
  relevance: relevanceOnly,
  returning: returningReaders,
};
(ONLY[process.env.BENCH_ONLY ?? ''] ?? main)().catch(error => {
  console.error(error);
  process.exit(1);
});
