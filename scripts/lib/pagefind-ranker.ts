/**
 * Pagefind over the same built pages, for the relevance bench: its Node API
 * (the `pagefind` package, extended build, which segments Japanese and
 * Chinese) indexes each docs page of the query set's locales, from the part
 * our own records come from (breadcrumbs through the article,
 * plugins/search-records.ts), under the page's `lang`; its own browser
 * runtime then answers the queries in Chromium, one page per locale so it
 * reads that locale's index.
 */
import fs from 'node:fs';
import http from 'node:http';
import os from 'node:os';
import path from 'node:path';
import { chromium } from '@playwright/test';
import * as pagefind from 'pagefind';
import { isNoindex, searchRegion } from '../../plugins/search-records';
import { withLocale } from '../../rules/url';
import { LOCALES, type LocaleCode } from '../../site/locales';
import { DOCS_PAGES, docsPath } from '../../site/routes';
import type { Ranker } from './relevance';

const escapeAttribute = (text: string) => text.replace(/&/g, '&amp;').replace(/"/g, '&quot;').replace(/</g, '&lt;');

export async function pagefindRanker(
  out: string,
  langs: readonly LocaleCode[],
  chromiumPath?: string,
): Promise<{ rank: Ranker; close: () => Promise<void> }> {
  const dir = fs.mkdtempSync(path.join(os.tmpdir(), 'diglot-pagefind-'));
  const { index } = await pagefind.createIndex({});
  if (!index) throw new Error('Pagefind: no index');
  for (const lang of langs) {
    const htmlLang = LOCALES.find(locale => locale.lang === lang)?.htmlLang ?? lang;
    for (const page of DOCS_PAGES) {
      const url = withLocale(docsPath(page.id), lang);
      const html = fs.readFileSync(path.join(out, url, 'index.html'), 'utf8');
      if (isNoindex(html)) continue;
      const content = `<!doctype html><html lang="${escapeAttribute(htmlLang)}"><head><meta charset="utf-8"></head><body><main data-pagefind-body>${searchRegion(html)}</main></body></html>`;
      const added = await index.addHTMLFile({ url, content });
      if (added.errors.length) throw new Error(`Pagefind: ${url}: ${added.errors.join('; ')}`);
    }
  }
  const written = await index.writeFiles({ outputPath: path.join(dir, 'pagefind') });
  if (written.errors.length) throw new Error(`Pagefind: ${written.errors.join('; ')}`);
  await pagefind.close();
  for (const lang of langs) {
    const htmlLang = LOCALES.find(locale => locale.lang === lang)?.htmlLang ?? lang;
    fs.writeFileSync(
      path.join(dir, `${lang}.html`),
      `<!doctype html><html lang="${escapeAttribute(htmlLang)}"><body></body></html>`,
    );
  }
  const types: Record<string, string> = { '.js': 'text/javascript', '.html': 'text/html', '.wasm': 'application/wasm' };
  const server = http.createServer((request, response) => {
    const file = path.join(dir, decodeURIComponent(new URL(request.url ?? '/', 'http://x').pathname));
    if (!file.startsWith(dir) || !fs.existsSync(file) || !fs.statSync(file).isFile()) {
      response.writeHead(404).end();
      return;
    }
    response.writeHead(200, { 'content-type': types[path.extname(file)] ?? 'application/octet-stream' });
    fs.createReadStream(file).pipe(response);
  });
  await new Promise<void>(resolve => server.listen(0, '127.0.0.1', resolve));
  const { port } = server.address() as { port: number };
  const browser = await chromium.launch({ executablePath: chromiumPath, args: ['--no-sandbox'] });
  const pages = new Map<string, import('@playwright/test').Page>();
  const rank: Ranker = async (lang, query) => {
    let page = pages.get(lang);
    if (!page) {
      page = await browser.newPage();
      await page.goto(`http://127.0.0.1:${port}/${lang}.html`);
      await page.evaluate(`import('/pagefind/pagefind.js').then(async pf => { window.pf = pf; await pf.init(); })`);
      pages.set(lang, page);
    }
    return page.evaluate(async q => {
      const pf = (
        window as unknown as { pf: { search(q: string): Promise<{ results: Array<{ data(): Promise<{ url: string }> }> }> } }
      ).pf;
      const found = await pf.search(q);
      const data = await Promise.all(found.results.slice(0, 10).map(result => result.data()));
      return data.map(d => d.url.replace(/#.*$/, ''));
    }, query);
  };
  return {
    rank,
    close: async () => {
      await browser.close();
      server.close();
      fs.rmSync(dir, { recursive: true, force: true });
    },
  };
}
