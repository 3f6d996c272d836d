import fs from 'node:fs';
import { describe, expect, it } from 'vitest';
import { assetPath, firstLoadAssets, gzipSize, htmlFiles, urlOf } from './support';

const KB = 1024;
export const BUDGETS = { js: 150 * KB, css: 25 * KB, html: 50 * KB };

describe('performance budgets (gzip)', () => {
  const pages = htmlFiles();

  it('every page stays within 150 KB of first-load JS, 25 KB of CSS and 50 KB of HTML', () => {
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

  it('search and its index are not part of any first load', () => {
    const html = fs.readFileSync(pages.find(p => p.endsWith('/ja/docs/faq/index.html')) as string, 'utf8');
    for (const url of firstLoadAssets(html).js) {
      const code = fs.readFileSync(assetPath(url), 'utf8');
      expect(code, url).not.toContain('DocSearch-Modal');
      expect(code, url).not.toContain('pagefind-entry.json');
    }
  });
});
