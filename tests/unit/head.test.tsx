// @vitest-environment happy-dom
import { act, createElement, type ReactNode } from 'react';
import { createRoot } from 'react-dom/client';
import { describe, expect, it } from 'vitest';
import { mergeHead, metaKey } from '../../rules/head';
import { useHead } from '../../theme/head/client';

describe('mergeHead', () => {
  it('lets later calls win for the title, html attributes and meta of the same name', () => {
    const head = mergeHead([
      {
        title: 'Page',
        htmlAttrs: { lang: 'ja', dir: 'ltr' },
        meta: [
          { name: 'description', content: 'A' },
          { property: 'og:title', content: 'Page' },
        ],
      },
      { title: 'Error', meta: [{ name: 'description', content: 'B' }] },
      { htmlAttrs: { dir: 'rtl', lang: undefined } },
    ]);
    expect(head.title).toBe('Error');
    expect(head.htmlAttrs).toEqual({ lang: 'ja', dir: 'rtl' });
    expect([...head.meta]).toEqual([
      ['name=description', { name: 'description', content: 'B' }],
      ['property=og:title', { property: 'og:title', content: 'Page' }],
    ]);
  });

  it('keys meta tags by name, property, http-equiv or charset; others are ignored', () => {
    expect(metaKey({ name: 'a' })).toBe('name=a');
    expect(metaKey({ property: 'og:x', content: 'y' })).toBe('property=og:x');
    expect(metaKey({ 'http-equiv': 'refresh' })).toBe('http-equiv=refresh');
    expect(metaKey({ charset: 'utf-8' })).toBe('charset');
    expect(metaKey({ content: 'orphan' })).toBeNull();
    expect(mergeHead([{ meta: [{ content: 'orphan' }] }]).meta.size).toBe(0);
  });
});

describe('useHead in the browser', () => {
  function Head(props: { title: string; lang: string; description?: string }) {
    useHead({
      title: props.title,
      htmlAttrs: { lang: props.lang, dir: props.lang === 'ar' ? 'rtl' : 'ltr' },
      meta: props.description ? [{ name: 'description', content: props.description }] : [],
    });
    return null;
  }

  const flush = () => act(async () => {});

  it('adopts the server-rendered tags, updates them on the next page and removes what the next page lacks', async () => {
    document.head.innerHTML = '<title>Server</title><meta name="description" content="from the server">';
    const container = document.createElement('div');
    document.body.append(container);
    const root = createRoot(container);
    const render = async (node: ReactNode) => {
      await act(async () => root.render(node));
      await flush();
    };

    await render(createElement(Head, { title: 'Accueil', lang: 'fr', description: 'Bonjour' }));
    expect(document.title).toBe('Accueil');
    expect(document.documentElement.getAttribute('lang')).toBe('fr');
    const descriptions = () =>
      [...document.head.querySelectorAll('meta[name="description"]')].map(m => m.getAttribute('content'));
    expect(descriptions()).toEqual(['Bonjour']);

    await render(createElement(Head, { title: 'الرئيسية', lang: 'ar' }));
    expect(document.title).toBe('الرئيسية');
    expect(document.documentElement.getAttribute('dir')).toBe('rtl');
    expect(descriptions()).toEqual([]);

    await render(createElement(Head, { title: 'Home', lang: 'en', description: 'Hello' }));
    expect(descriptions()).toEqual(['Hello']);
    await act(async () => root.unmount());
  });

  it('gives the title to the component that asked last, and back when it goes', async () => {
    const container = document.createElement('div');
    document.body.append(container);
    const root = createRoot(container);
    function Crash() {
      useHead({ title: 'Error' });
      return null;
    }
    await act(async () => root.render(createElement(Head, { title: 'Page', lang: 'en' })));
    await flush();
    await act(async () =>
      root.render([createElement(Head, { key: 'h', title: 'Page', lang: 'en' }), createElement(Crash, { key: 'c' })]),
    );
    await flush();
    expect(document.title).toBe('Error');
    await act(async () => root.render([createElement(Head, { key: 'h', title: 'Page', lang: 'en' })]));
    await flush();
    expect(document.title).toBe('Page');
    await act(async () => root.unmount());
  });
});
