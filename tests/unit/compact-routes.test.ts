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
    .replace(/import\(\/\* webpackChunkName: "[^"]+" \*\/ ("[^"]+")\)/g, 'Promise.resolve({ file: $1 })')
    .replace('export const routes', 'const routes');
  const React = { createElement: (c: unknown) => ({ type: c }) };
  const lazyWithPreload = (loader: () => Promise<unknown>) => Object.assign(() => null, { preload: loader });
  return new Function('React', 'lazyWithPreload', `${body}\nreturn routes;`)(React, lazyWithPreload) as Array<{
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

  it('keeps every route with its path, locale and file', async () => {
    const out = await load(generateCompactRoutesCode(routes));
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
    await expect(out[2]?.preload()).resolves.toEqual({ file: '/site/docs/en/docs/faq/index.mdx' });
  });

  it('names chunks as Rspress does, so route preload links keep working', () => {
    expect(routeChunkName('en/docs/faq/index.mdx')).toMatch(/^route-[0-9a-f]{12}$/);
    expect(generateCompactRoutesCode(routes)).toContain(routeChunkName('en/docs/faq/index.mdx'));
  });
});
