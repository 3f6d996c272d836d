import { describe, expect, it } from 'vitest';
import type { RouteMeta } from '@rspress/core';
import { generateCompactRoutesCode, routeChunkName } from '../../plugins/compact-runtime';

function route(routePath: string, lang: string, file: string): RouteMeta {
  return {
    routePath,
    lang,
    version: '',
    absolutePath: `/site/docs/${file}`,
    relativePath: file,
    pureRoutePath: routePath,
    pageName: file,
  };
}

/** Evaluate the generated module with stand-ins for React and lazy(). */
async function load(code: string) {
  const body = code
    .replace("import React from 'react';", '')
    .replace("import { lazyWithPreload } from 'react-lazy-with-preload';", '')
    .replace(/import\(\/\* webpackChunkName: "[^"]+" \*\/ ("[^"]+")\)/g, 'Promise.resolve(page($1))')
    .replace('export const routes', 'const routes');
  const React = { createElement: (c: unknown) => ({ type: c }) };
  const lazyWithPreload = (loader: () => Promise<unknown>) => Object.assign(() => null, { preload: loader });
  // An MDX page module, as Rspress compiles it: its meta keyed by its encoded path.
  const page = (file: string) => ({
    file,
    default: { __RSPRESS_PAGE_META: { [encodeURIComponent(file.replace('/site/docs/', ''))]: {} } },
  });
  return new Function('React', 'lazyWithPreload', 'page', `${body}\nreturn routes;`)(React, lazyWithPreload, page) as Array<{
    path: string;
    lang: string;
    filePath: string;
    version: string;
    element: { type: unknown };
    preload: () => Promise<{ file: string }>;
  }>;
}

describe('compact route table', () => {
  const routes = [
    route('/docs/faq/', 'zh', 'zh/docs/faq/index.mdx'),
    route('/en/docs/faq/', 'en', 'en/docs/faq/index.mdx'),
    route('/de/docs/faq/', 'de', 'en/docs/faq/index.mdx'),
    route('/pt-BR/', 'pt-BR', 'pt-BR/index.mdx'),
  ];

  it('keeps every route with its path and locale, and its file once loaded', async () => {
    const out = await load(generateCompactRoutesCode(routes));
    // Rspress reads the file path only after preloading the route.
    await Promise.all(out.map(r => r.preload()));
    expect(out.map(r => [r.path, r.lang, r.filePath, r.version])).toEqual([
      ['/docs/faq/', 'zh', 'zh/docs/faq/index.mdx', ''],
      ['/en/docs/faq/', 'en', 'en/docs/faq/index.mdx', ''],
      ['/de/docs/faq/', 'de', 'en/docs/faq/index.mdx', ''],
      ['/pt-BR/', 'pt-BR', 'pt-BR/index.mdx', ''],
    ]);
  });

  it('shares one loader and one component between routes of the same file', async () => {
    const code = generateCompactRoutesCode(routes);
    expect(code.match(/import\(/g)).toHaveLength(3);
    const out = await load(code);
    expect(out[1]?.element.type).toBe(out[2]?.element.type);
    expect(out[0]?.element.type).not.toBe(out[1]?.element.type);
    await expect(out[2]?.preload()).resolves.toMatchObject({ file: '/site/docs/en/docs/faq/index.mdx' });
  });

  it('writes each locale once per run of routes, and reads every route back', async () => {
    // Three locales falling back to the same three files: the module steps
    // go forward, then back to the first file at each new locale.
    const many = ['ar', 'de', 'fr'].flatMap(lang =>
      ['/docs/faq/', '/docs/usage/', '/pricing/'].map(p => route(`/${lang}${p}`, lang, `en${p}index.mdx`)),
    );
    const code = generateCompactRoutesCode(many);
    expect(code).toContain('const runs = [0,1,3,1,1,3,2,1,3];');
    const out = await load(code);
    await Promise.all(out.map(r => r.preload()));
    expect(out.map(r => [r.path, r.lang, r.filePath])).toEqual(
      many.map(r => [r.routePath, r.lang, r.relativePath]),
    );
  });

  it('names chunks as Rspress does, so route preload links keep working', () => {
    expect(routeChunkName('en/docs/faq/index.mdx')).toMatch(/^route-[0-9a-f]{12}$/);
    expect(generateCompactRoutesCode(routes)).toContain(routeChunkName('en/docs/faq/index.mdx'));
  });
});
