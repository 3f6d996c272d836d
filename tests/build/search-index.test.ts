/**
 * The embedded search as built: one Pagefind document per docs page (its
 * sections answered from that page's one fragment), and a dialog chunk
 * without the unused Ask AI assistant or code the CSP would refuse.
 */
import fs from 'node:fs';
import path from 'node:path';
import zlib from 'node:zlib';
import { describe, expect, it } from 'vitest';
import { DOCS_PAGES } from '../../site/routes';
import { OUT, gzipSize } from './support';

const KB = 1024;

describe('embedded search index', () => {
  it('holds one fragment per docs page in each locale, not one per paragraph', () => {
    for (const lang of ['ja', 'zh', 'en', 'ar', 'ko', 'hi']) {
      const fragments = fs.readdirSync(path.join(OUT, 'pagefind', lang, 'fragment'));
      expect(fragments.length, lang).toBeGreaterThan(DOCS_PAGES.length / 2);
      expect(fragments.length, lang).toBeLessThanOrEqual(DOCS_PAGES.length);
    }
  });

  it('answers sections with their anchors: headings in the fragments carry ids', () => {
    const dir = path.join(OUT, 'pagefind', 'en', 'fragment');
    // Fragments are gzip-compressed JSON behind a "pagefind_dcd" signature.
    const anchored = fs
      .readdirSync(dir)
      .map(file =>
        zlib
          .gunzipSync(fs.readFileSync(path.join(dir, file)))
          .toString('utf8')
          .replace(/^pagefind_dcd/, ''),
      )
      .map(text => JSON.parse(text) as { anchors?: { id?: string }[] })
      .filter(fragment => (fragment.anchors ?? []).some(anchor => anchor.id));
    expect(anchored.length).toBeGreaterThan(DOCS_PAGES.length / 2);
  });
});

describe('search dialog chunk', () => {
  const asyncDir = path.join(OUT, 'static', 'js', 'async');
  const chunks = fs.existsSync(asyncDir) ? fs.readdirSync(asyncDir).filter(file => file.endsWith('.js')) : [];
  const dialog = chunks
    .map(file => path.join(asyncDir, file))
    .filter(file => fs.readFileSync(file, 'utf8').includes('DocSearch-Modal'));

  it('is small: DocSearch 3 without an assistant, and our dialog code', () => {
    expect(dialog.length).toBeGreaterThan(0);
    expect(dialog.reduce((sum, file) => sum + gzipSize(file), 0) / KB).toBeLessThan(45);
    for (const file of dialog) {
      const code = fs.readFileSync(file, 'utf8');
      expect(code).not.toContain('AskAi');
      // No code built from strings: the CSP's script-src refuses it.
      expect(code).not.toMatch(/new Function\(|Function\(""\)|\beval\(/);
    }
  });
});
