/**
 * Page data kept between runs (scripts/rspress/page-data.mjs): the same
 * results as Rspress's own reader, from the cache where a page is
 * unchanged, read again where it changed, and never wrong because of what
 * the cache file holds.
 */
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import v8 from 'node:v8';
import fc from 'fast-check';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { extractPageData, resolve, stableJson } from '../../scripts/rspress/page-data.mjs';

const RSPRESS_EXTRACTOR = path.resolve('node_modules/@rspress/core/dist/node/route/extractPageData.js');

interface Route {
  routePath: string;
  absolutePath: string;
  lang: string;
  version: string;
}

let dir = '';
let logs: string[] = [];
beforeEach(() => {
  dir = fs.mkdtempSync(path.join(os.tmpdir(), 'diglot-page-data-'));
  logs = [];
  vi.spyOn(console, 'log').mockImplementation((...parts: unknown[]) => {
    logs.push(parts.join(' '));
  });
});
afterEach(() => {
  vi.restoreAllMocks();
  vi.unstubAllEnvs();
  fs.rmSync(dir, { recursive: true, force: true });
});

function write(file: string, text: string): string {
  const full = path.join(dir, 'docs', file);
  fs.mkdirSync(path.dirname(full), { recursive: true });
  fs.writeFileSync(full, text);
  return full;
}

function site(): Route[] {
  const pages: Array<[string, string, string]> = [
    ['/ja/docs/faq/', 'ja/docs/faq/index.mdx', '---\ntitle: よくある質問\n---\n\n## 料金は？\n\n無料で使えます。\n'],
    ['/en/docs/pdf/', 'en/docs/pdf/index.md', '# PDF\n\nRead a PDF beside its translation.\n\n## Turn it on\n\nOpen it.\n'],
    ['/en/docs/with-part/', 'en/docs/with-part/index.mdx', "import Part from './_part.mdx';\n\n# With a part\n\n<Part />\n"],
  ];
  write('en/docs/with-part/_part.mdx', '## From the part\n\nShared words.\n');
  return pages.map(([routePath, file, text]) => ({
    routePath,
    absolutePath: write(file, text),
    lang: routePath.split('/')[1] as string,
    version: '',
  }));
}

function options(alias: Record<string, string> = { '@a': '/a', '@b': '/b' }, searchCodeBlocks = true) {
  return {
    replaceRules: [{ search: /Diglot/g, replace: 'Diglot' }],
    alias,
    root: path.join(dir, 'docs'),
    searchCodeBlocks,
    extractDescription: undefined,
    searchEnabled: false,
  };
}

const cacheFile = () => path.join(dir, 'cache', 'page-data.bin');

async function run(routes: Route[], opts = options()) {
  const given = new Map<string, unknown>();
  const service = {
    getRoutes: () => routes,
    getRoutePageByRoutePath: (routePath: string) => ({
      setPageIndexInfo: (info: unknown) => given.set(routePath, info),
    }),
  };
  const pages = await extractPageData(service, opts, cacheFile());
  return { pages, given, report: logs.at(-1) ?? '' };
}

async function rspressReads(routes: Route[], opts = options()) {
  const { extractPageData: original } = await import(RSPRESS_EXTRACTOR);
  return original({ getRoutes: () => routes, getRoutePageByRoutePath: () => undefined }, opts);
}

describe('page data kept between runs', () => {
  it('gives what Rspress reads, in route order, to every route page', async () => {
    const routes = site();
    const { pages, given, report } = await run(routes);
    expect(pages).toEqual(await rspressReads(routes));
    expect(pages.map(page => page.title)).toEqual(['よくある質問', 'PDF', 'With a part']);
    expect([...given.keys()]).toEqual(routes.map(route => route.routePath));
    expect(report).toContain('0 from cache, 3 read');
  });

  it('reads an unchanged page from the cache and a changed one again', async () => {
    const routes = site();
    await run(routes);
    const again = await run(routes);
    // The page that inlines another Markdown file is never kept.
    expect(again.report).toContain('2 from cache, 1 read');
    expect(again.pages).toEqual(await rspressReads(routes));

    fs.writeFileSync(routes[1]?.absolutePath as string, '# PDF files\n\n## Turn it on\n');
    write('en/docs/with-part/_part.mdx', '## A new part\n');
    const edited = await run(routes);
    expect(edited.report).toContain('1 from cache, 2 read');
    expect(edited.pages[1]?.title).toBe('PDF files');
    expect(JSON.stringify(edited.pages[2])).toContain('A new part');
    expect(edited.pages).toEqual(await rspressReads(routes));
  });

  it('does not care in which order the alias table was filled', async () => {
    const routes = site();
    await run(routes, options({ '@a': '/a', '@b': '/b' }));
    expect((await run(routes, options({ '@b': '/b', '@a': '/a' }))).report).toContain('2 from cache');
    expect(stableJson({ b: 1, a: [{ d: 2, c: /x/g }] })).toBe('{"a":[{"c":"/x/g","d":2}],"b":1}');
  });

  it('reads a page again when an alias its imports could go through changes, and only then', async () => {
    const routes = site();
    fs.writeFileSync(routes[0]?.absolutePath as string, "import { Note } from '@theme/mdx';\n\n# With a note\n");
    fs.writeFileSync(routes[1]?.absolutePath as string, "import Card from '/work/theme/Card.tsx';\n\n# With a card\n");
    await run(routes, options({ '@theme': '/theme', 'react-refresh': '/rr' }));
    // The dev server's table has react-refresh and the build's not: no page imports through it.
    expect((await run(routes, options({ '@theme': '/theme' }))).report).toContain('2 from cache');
    const moved = await run(routes, options({ '@theme': '/elsewhere' }));
    expect(moved.report).toContain('1 from cache, 2 read');
    expect(moved.pages).toEqual(await rspressReads(routes, options({ '@theme': '/elsewhere' })));
  });

  it('keeps what other options read, dropping the least recently used beyond 3 per route', async () => {
    const routes = site();
    await run(routes, options(undefined, false));
    for (let i = 0; i < 5; i++) await run(routes, options());
    expect((await run(routes, options(undefined, false))).report).toContain('2 from cache');
    // Edits add entries: 3 routes keep at most 9, and those used longest ago go first.
    const originals = routes.map(route => fs.readFileSync(route.absolutePath, 'utf8'));
    for (let i = 0; i < 4; i++) {
      fs.writeFileSync(routes[0]?.absolutePath as string, `# Edit ${i}\n`);
      fs.writeFileSync(routes[1]?.absolutePath as string, `# Edit ${i}\n`);
      await run(routes, options());
    }
    expect(v8.deserialize(fs.readFileSync(cacheFile())).entries.size).toBe(9);
    fs.writeFileSync(routes[0]?.absolutePath as string, '# Edit 0\n');
    expect((await run(routes, options())).report).toContain('2 from cache');
    routes.forEach((route, i) => {
      fs.writeFileSync(route.absolutePath, originals[i] as string);
    });
    expect((await run(routes, options())).report).toContain('0 from cache');
  });

  it('keeps every route of a full run through a run with fewer routes (a dev server for one locale)', async () => {
    const routes = site();
    await run(routes);
    // `npm run dev -- --locale ja`: only the first route, edited over and over.
    const original = fs.readFileSync(routes[0]?.absolutePath as string, 'utf8');
    for (let i = 0; i < 4; i++) {
      fs.writeFileSync(routes[0]?.absolutePath as string, `# Edit ${i}\n`);
      await run(routes.slice(0, 1));
    }
    fs.writeFileSync(routes[0]?.absolutePath as string, original);
    expect((await run(routes)).report).toContain('2 from cache, 1 read');
  });

  it('neither reads nor writes the cache with DIGLOT_BUILD_CACHE=off', async () => {
    const routes = site();
    await run(routes);
    vi.stubEnv('DIGLOT_BUILD_CACHE', 'off');
    fs.rmSync(cacheFile());
    expect((await run(routes)).report).toContain('0 from cache, 3 read');
    expect(fs.existsSync(cacheFile())).toBe(false);
  });

  it('reads every page itself when the cache file holds anything else', async () => {
    const routes = site();
    const expected = await rspressReads(routes);
    await fc.assert(
      fc.asyncProperty(fc.uint8Array({ maxLength: 512 }), async bytes => {
        fs.mkdirSync(path.dirname(cacheFile()), { recursive: true });
        fs.writeFileSync(cacheFile(), bytes);
        const { pages, report } = await run(routes);
        expect(pages).toEqual(expected);
        expect(report).toContain('0 from cache, 3 read');
      }),
      { numRuns: 60 },
    );
  });
});

describe('entries of the cache that hold anything else', () => {
  it('are read again instead of used', async () => {
    const routes = site();
    const expected = await rspressReads(routes);
    await run(routes);
    const valid = v8.deserialize(fs.readFileSync(cacheFile()));
    await fc.assert(
      fc.asyncProperty(
        fc.anything().filter(v => !(v && typeof v === 'object' && 'info' in v)),
        async value => {
          const entries = new Map([...valid.entries.keys()].map(key => [key, value]));
          fs.writeFileSync(cacheFile(), v8.serialize({ ...valid, entries }));
          const { pages, report } = await run(routes);
          expect(pages).toEqual(expected);
          expect(report).toContain('0 from cache, 3 read');
        },
      ),
      { numRuns: 60 },
    );
  });
});

describe('the resolve hook that swaps the reader in', () => {
  const next = async (specifier: string) => ({ url: new URL(specifier, 'file:///').href, format: 'module' as const });
  const extractor = 'file:///work/node_modules/@rspress/core/dist/node/route/extractPageData.js';

  it("gives Rspress's page-data module ours", async () => {
    const resolved = await resolve(
      '../../route/extractPageData.js',
      {
        parentURL: 'file:///work/node_modules/@rspress/core/dist/node/runtimeModule/pageData/createPageData.js',
        conditions: [],
        importAttributes: {},
        importAssertions: {},
      },
      async () => ({ url: extractor, format: 'module' }),
    );
    expect(resolved.url).toMatch(/\/scripts\/rspress\/page-data\.mjs$/);
  });

  it("leaves every other importer with Rspress's own", async () => {
    for (const parentURL of ['file:///work/scripts/rspress/page-data.mjs', 'file:///work/elsewhere.js', undefined]) {
      const resolved = await resolve(extractor, { parentURL, conditions: [], importAttributes: {}, importAssertions: {} }, next);
      expect(resolved.url).toBe(extractor);
    }
  });
});
