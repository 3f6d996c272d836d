/**
 * Rebuilds from the persistent caches (issue 21). Runs after `npm run build`
 * and the checks over its output, alone, because it rebuilds doc_build/ in
 * place. The output restore is off (`DIGLOT_BUILD_CACHE=no-restore`), so
 * these builds go through the other caches: page data, Rspack's modules,
 * compressed files.
 *
 * 1. A docs page and one English UI string edited: the rebuild reads only
 *    that page's data again and builds only its locale's search index again,
 *    the pages show both edits, and a returning reader's cache keeps every
 *    script and stylesheet but that page's chunk (issue 30): names change
 *    only with content, and the UI strings live in each page's HTML.
 * 2. The edit undone: the rebuild writes every file of the output byte for
 *    byte as the build before it did (in CI, a cold build).
 */
import { execFileSync } from 'node:child_process';
import fs from 'node:fs';
import path from 'node:path';
import { afterAll, describe, expect, it } from 'vitest';
import { contents } from '../build/output-contents';
import { OUT } from '../build/support';

const root = path.resolve('.');
const PAGE = 'docs/ja/docs/faq/index.mdx';
const original = fs.readFileSync(PAGE, 'utf8');
const STRINGS = 'i18n.json';
const originalStrings = fs.readFileSync(STRINGS, 'utf8');
const before = contents(OUT);

function rebuild(): { printed: string; seconds: number } {
  const started = performance.now();
  const printed = execFileSync('npx', ['tsx', 'scripts/build.ts'], {
    cwd: root,
    encoding: 'utf8',
    env: { ...process.env, DIGLOT_BUILD_CACHE: 'no-restore' },
  });
  const seconds = Math.round((performance.now() - started) / 100) / 10;
  console.log(`Rebuilt from the caches in ${seconds} s`);
  return { printed, seconds };
}

afterAll(() => {
  fs.writeFileSync(PAGE, original);
  fs.writeFileSync(STRINGS, originalStrings);
});

/** The scripts and stylesheets of a build, by name (each named by its content). */
const assets = (files: Map<string, string>) => [...files.keys()].filter(file => /^static\/.*\.(js|css)$/.test(file));

describe('a rebuild from the caches', () => {
  it("reads only the edited page again, shows both edits, and renames only that page's script", () => {
    const marker = `再構築の確認 ${Date.now()}`;
    fs.writeFileSync(PAGE, `${original.trimEnd()}\n\n${marker}\n`);
    const strings = JSON.parse(originalStrings) as Record<string, Record<string, string>>;
    const skip = `${strings['a11y.skipToContent']?.en} (${Date.now()})`;
    strings['a11y.skipToContent'] = { ...strings['a11y.skipToContent'], en: skip };
    fs.writeFileSync(STRINGS, `${JSON.stringify(strings, null, 2)}\n`);
    const { printed } = rebuild();
    expect(printed).toMatch(/Page data: \d+ routes in [\d.]+ s \(\d+ from cache, 1 read\)/);
    expect(printed).toMatch(/Search index: .*; 14 locales read back from the cache\)/);
    expect(fs.readFileSync(path.join(OUT, 'ja/docs/faq/index.html'), 'utf8')).toContain(marker);
    expect(fs.readFileSync(path.join(OUT, 'en/docs/features/pdf/index.html'), 'utf8')).toContain(skip);
    const kept = new Set(assets(before));
    const renamed = assets(contents(OUT)).filter(file => !kept.has(file));
    // The Japanese FAQ's chunk, under a new name; the string edit renames nothing.
    expect(renamed).toHaveLength(1);
    expect(renamed[0]).toMatch(/^static\/js\/async\/[\w-]+\.[0-9a-f]{8}\.js$/);
    expect(fs.readFileSync(path.join(OUT, renamed[0] as string), 'utf8')).toContain(marker);
  });

  it('writes every file as the build before it did once the edits are undone', () => {
    fs.writeFileSync(PAGE, original);
    fs.writeFileSync(STRINGS, originalStrings);
    const { printed } = rebuild();
    expect(printed).toMatch(/Page data: (\d+) routes in [\d.]+ s \(\1 from cache, 0 read\)/);
    const after = contents(OUT);
    expect([...after.keys()]).toEqual([...before.keys()]);
    const changed = [...after].filter(([file, hash]) => before.get(file) !== hash).map(([file]) => file);
    expect(changed).toEqual([]);
  });
});
