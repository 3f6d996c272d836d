/**
 * The search index kept between builds (plugins/search-index.ts): each
 * locale's index is keyed by the indexing code and by the part of each page
 * its records come from, and a kept file is used only when it is one.
 */
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import fc from 'fast-check';
import { afterEach, describe, expect, it } from 'vitest';
import { indexingCodeKey, localeIndexKey, readKept } from '../../plugins/search-index';

const page = (article: string, chrome = '') =>
  `<!doctype html><html><head>${chrome}</head><body><nav><ol><li data-search-lvl0="">機能</li></ol></nav>` +
  `<article class="dg-doc" data-search-root=""><h1 id="a">PDF</h1>${article}</article>` +
  `<script src="/static/js/index.${chrome.length}.js"></script></body></html>`;

const temp: string[] = [];
afterEach(() => {
  for (const dir of temp.splice(0)) fs.rmSync(dir, { recursive: true, force: true });
});

describe("a locale index's key", () => {
  const pages = (text: string, chrome = '') => [
    { url: '/ja/docs/a/', html: page(`<p>${text}</p>`, chrome) },
    { url: '/ja/docs/b/', html: page('<p>変わらない</p>', chrome) },
  ];

  it('changes with the words of any page, and not with the chrome around them', () => {
    const key = localeIndexKey('code', pages('PDF を読む'));
    expect(localeIndexKey('code', pages('PDF を読む', '<link rel="preload" href="/x.js">'))).toBe(key);
    expect(localeIndexKey('code', pages('PDF を訳す'))).not.toBe(key);
    expect(localeIndexKey('other code', pages('PDF を読む'))).not.toBe(key);
  });

  it('changes when a page is kept out of search engines', () => {
    const kept = pages('PDF');
    const hidden = kept.map(p => ({ ...p, html: p.html.replace('<head>', '<head><meta name="robots" content="noindex">') }));
    expect(localeIndexKey('code', hidden)).not.toBe(localeIndexKey('code', kept));
  });
});

describe('the indexing code key', () => {
  it('changes when any file of plugins/, rules/ or site/ changes', () => {
    const root = fs.mkdtempSync(path.join(os.tmpdir(), 'diglot-index-code-'));
    temp.push(root);
    for (const dir of ['plugins', 'rules', 'site/marketing']) fs.mkdirSync(path.join(root, dir), { recursive: true });
    fs.writeFileSync(path.join(root, 'rules/search-index.ts'), 'export const a = 1;');
    fs.writeFileSync(path.join(root, 'site/marketing/x.ts'), 'export const b = 1;');
    const before = indexingCodeKey(root);
    expect(indexingCodeKey(root)).toBe(before);
    fs.writeFileSync(path.join(root, 'site/marketing/x.ts'), 'export const b = 2;');
    expect(indexingCodeKey(root)).not.toBe(before);
  });
});

describe('a kept locale index', () => {
  const file = () => {
    const dir = fs.mkdtempSync(path.join(os.tmpdir(), 'diglot-index-kept-'));
    temp.push(dir);
    return path.join(dir, 'ja-key.json');
  };
  const valid = { files: [['meta.json', '{}']], pages: 66, records: 5000, version: '0123456789ab' };

  it('is read back when it is one', () => {
    const kept = file();
    fs.writeFileSync(kept, JSON.stringify(valid));
    expect(readKept(kept)).toEqual(valid);
    expect(readKept(`${kept}.missing`)).toBeNull();
  });

  it('is ignored when the file holds anything else', () => {
    const kept = file();
    const anything = fc.oneof(
      fc.string(),
      fc.json(),
      fc.record({ files: fc.anything(), pages: fc.anything(), records: fc.anything(), version: fc.string() }),
      fc.constant(JSON.stringify({ ...valid, version: '../../etc' })),
      fc.constant(JSON.stringify({ ...valid, files: [['meta.json', 3]] })),
    );
    fc.assert(
      fc.property(anything, text => {
        fs.writeFileSync(kept, typeof text === 'string' ? text : JSON.stringify(text));
        const read = readKept(kept);
        if (read === null) return;
        expect(read.version).toMatch(/^[0-9a-f]{12}$/);
        for (const [name, body] of read.files) expect([typeof name, typeof body]).toEqual(['string', 'string']);
      }),
      { numRuns: 500 },
    );
  });
});
