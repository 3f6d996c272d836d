// @vitest-environment happy-dom
(globalThis as { IS_REACT_ACT_ENVIRONMENT?: boolean }).IS_REACT_ACT_ENVIRONMENT = true;
import { act, createElement } from 'react';
import { createRoot } from 'react-dom/client';
import { afterEach, describe, expect, it, vi } from 'vitest';
import type { LocaleCode } from '../../site/locales';
import { withLocale } from '../../rules/url';

vi.mock('@rspress/core/runtime', () => import('./support/runtime-mock'));

const { location } = await import('./support/runtime-mock');
const { TranslationNotice } = await import('../../theme/components/TranslationNotice');

let unmount: () => void = () => {};
afterEach(() => unmount());

/** The notice as a reader of `reader` sees it on /<reader>/docs/<page>/. */
async function notice(kind: 'outdated' | 'legal', reader: LocaleCode, sourceLang: LocaleCode, page = 'faq') {
  location.pathname = withLocale(`/docs/${page}/`, reader);
  const container = document.createElement('div');
  document.body.append(container);
  const root = createRoot(container);
  await act(async () => root.render(createElement(TranslationNotice, { kind, sourceLang })));
  unmount = () => {
    act(() => root.unmount());
    container.remove();
  };
  const link = container.querySelector('a');
  return { text: container.textContent ?? '', link: link?.textContent ?? '', href: link?.getAttribute('href') };
}

describe('translation notices', () => {
  it("tells a reader, in their language, that the page's original has changed since, and links it", async () => {
    const de = await notice('outdated', 'de', 'en');
    expect(de.text).toContain('Das Original dieser Seite (Englisch) wurde seit der Übersetzung geändert');
    expect(de.href).toBe('/en/docs/faq/');
    unmount();
    const zhTW = await notice('outdated', 'zh-TW', 'zh');
    expect(zhTW.text).toContain('本頁原文（簡體中文）在翻譯後已有更新');
    expect(zhTW.href).toBe('/docs/faq/');
    unmount();
    const ar = await notice('outdated', 'ar', 'en');
    expect(ar.text).toContain('تغيّر النص الأصلي لهذه الصفحة (الإنجليزية)');
  });

  it('says on a translated legal page that the English text prevails, and links it', async () => {
    const fr = await notice('legal', 'fr', 'en', 'TERMS');
    expect(fr.text).toContain('le texte anglais fait foi');
    expect(fr.link).toBe('Ouvrir la page en anglais');
    expect(fr.href).toBe('/en/docs/TERMS/');
    unmount();
    expect((await notice('legal', 'ja', 'en', 'PRIVACY')).text).toContain('英語の原文が優先します');
  });
});
