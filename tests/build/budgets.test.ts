import fs from 'node:fs';
import { describe, expect, it } from 'vitest';
import strings from '../../i18n.json';
import type { StringTable } from '../../rules/strings';
import { assetPath, firstLoadAssets, gzipSize, htmlFiles, urlOf } from './support';

const KB = 1024;
// JS: the entry and the page chunk the HTML preloads (largest today ~119 KB,
// a long docs page; 150 KB before issue 20). What a first visit really runs,
// route chunks included, is checked in a browser: tests/e2e/first-visit.spec.ts.
export const BUDGETS = { js: 125 * KB, css: 25 * KB, html: 50 * KB };

describe('performance budgets (gzip)', () => {
  const pages = htmlFiles();

  it('every page stays within 125 KB of first-load JS, 25 KB of CSS and 50 KB of HTML', () => {
    const over: string[] = [];
    for (const file of pages) {
      const html = fs.readFileSync(file, 'utf8');
      const { js, css } = firstLoadAssets(html);
      const jsSize = js.reduce((sum, url) => sum + gzipSize(assetPath(url)), 0);
      const cssSize = css.reduce((sum, url) => sum + gzipSize(assetPath(url)), 0);
      const htmlSize = gzipSize(file);
      if (jsSize > BUDGETS.js) over.push(`${urlOf(file)}: JS ${(jsSize / KB).toFixed(1)} KB`);
      if (cssSize > BUDGETS.css) over.push(`${urlOf(file)}: CSS ${(cssSize / KB).toFixed(1)} KB`);
      if (htmlSize > BUDGETS.html) over.push(`${urlOf(file)}: HTML ${(htmlSize / KB).toFixed(1)} KB`);
      expect(js.length, urlOf(file)).toBeGreaterThan(0);
    }
    expect(over).toEqual([]);
  });

  it("a page ships only its own locale's UI strings: none in the scripts, its own in the HTML", () => {
    const table = strings as StringTable;
    // Texts long enough not to occur by chance, in two scripts that share no words.
    const sample = (lang: string) =>
      ['notFound.title', 'search.placeholder', 'footer.faq'].map(key => table[key]?.[lang] as string);
    for (const [url, own, other] of [
      ['/ja/docs/faq/', 'ja', 'ar'],
      ['/ar/docs/', 'ar', 'ja'],
    ] as const) {
      const html = fs.readFileSync(pages.find(p => p.endsWith(`${url}index.html`)) as string, 'utf8');
      const read = (assets: string[]) => assets.map(asset => fs.readFileSync(assetPath(asset), 'utf8')).join('\n');
      // The entry is the same for every locale: no locale's strings in it.
      const entry = read([...html.matchAll(/<script[^>]*\ssrc="([^"]+\.js)"/g)].map(m => m[1] as string));
      for (const text of [...sample(own), ...sample(other)]) expect(entry, `${url} entry`).not.toContain(text);
      // The page's own chunk holds its own words (its title may be one of them), never another locale's.
      const code = read(firstLoadAssets(html).js);
      for (const text of sample(other)) expect(code, `${url} scripts`).not.toContain(text);
      const embedded = html.match(/<script type="application\/json" id="diglot-strings" data-lang="([^"]+)">(.*?)<\/script>/s);
      expect(embedded?.[1], url).toBe(own);
      for (const text of sample(own)) expect(embedded?.[2], url).toContain(text);
      for (const text of sample(other)) expect(embedded?.[2], url).not.toContain(text);
    }
  });

  it('search and its index are not part of any first load', () => {
    const html = fs.readFileSync(pages.find(p => p.endsWith('/ja/docs/faq/index.html')) as string, 'utf8');
    for (const url of firstLoadAssets(html).js) {
      const code = fs.readFileSync(assetPath(url), 'utf8');
      expect(code, url).not.toContain('DocSearch-Modal');
      expect(code, url).not.toContain('/static/search/');
    }
  });
});
