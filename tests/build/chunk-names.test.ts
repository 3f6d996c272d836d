/**
 * Script names change only when their content does (issue 30): every lazily
 * loaded script is named by the hash of its own bytes, each page's HTML lists
 * the hashes of what it may load, and no script carries a table of them (an
 * edit to one page would otherwise rename the entry too).
 */
import fs from 'node:fs';
import path from 'node:path';
import { describe, expect, it } from 'vitest';
import { contentHash } from '../../plugins/content-hashed-chunks';
import { OUT } from './support';

const ASYNC = path.join(OUT, 'static/js/async');
const asyncFiles = fs.readdirSync(ASYNC).filter(file => file.endsWith('.js'));

function listedHashes(page: string): { lang: string | undefined; hashes: Record<string, string> } {
  const html = fs.readFileSync(path.join(OUT, page, 'index.html'), 'utf8');
  const match = /<script type="application\/json" id="diglot-chunks" data-lang="([^"]+)">(.*?)<\/script>/s.exec(html);
  return { lang: match?.[1], hashes: JSON.parse(match?.[2] ?? '{}') as Record<string, string> };
}

describe('script names', () => {
  it('names every lazily loaded script by its content', () => {
    expect(asyncFiles.length).toBeGreaterThan(100);
    const wrong = asyncFiles.filter(file => {
      const hash = /^[^.]+\.([0-9a-f]{8})\.js$/.exec(file)?.[1];
      return hash !== contentHash(fs.readFileSync(path.join(ASYNC, file)));
    });
    expect(wrong).toEqual([]);
  });

  it("lists in each page's HTML the hashes of existing scripts, its own locale's pages included", () => {
    for (const [page, lang] of [
      ['ja/docs/faq', 'ja'],
      ['en/pricing', 'en'],
      ['', 'zh'],
    ] as const) {
      const listed = listedHashes(page);
      expect(listed.lang, page).toBe(lang);
      const files = Object.entries(listed.hashes).map(([id, hash]) => `${id}.${hash}.js`);
      expect(files.length, page).toBeGreaterThan(50);
      expect(
        files.filter(file => !asyncFiles.includes(file)),
        page,
      ).toEqual([]);
    }
    // The page's own script is among them.
    const faq = fs.readFileSync(path.join(OUT, 'ja/docs/faq/index.html'), 'utf8');
    const preloaded = [...faq.matchAll(/static\/js\/async\/([^".]+)\.([0-9a-f]{8})\.js/g)];
    expect(preloaded.length).toBeGreaterThan(0);
    for (const [, id, hash] of preloaded) expect(listedHashes('ja/docs/faq').hashes[id as string]).toBe(hash);
  });

  it('keeps the hashes out of every script', () => {
    const hashes = new Set(asyncFiles.map(file => file.split('.')[1] as string));
    const scripts = (fs.readdirSync(path.join(OUT, 'static/js'), { recursive: true }) as string[]).filter(f => f.endsWith('.js'));
    const holding = scripts.filter(file => {
      const code = fs.readFileSync(path.join(OUT, 'static/js', file), 'utf8');
      return [...code.matchAll(/[0-9a-f]{8}/g)].some(([hex]) => hashes.has(hex));
    });
    expect(holding).toEqual([]);
  });
});
