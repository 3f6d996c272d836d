// @vitest-environment happy-dom
import { act, createElement } from 'react';
import { createRoot } from 'react-dom/client';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { LOCALE_CODES, type LocaleCode } from '../../site/locales';
import { withLocale } from '../../rules/url';

vi.mock('@rspress/core/runtime', () => import('./support/runtime-mock'));

const { location } = await import('./support/runtime-mock');
const { FallbackNotice } = await import('../../theme/components/FallbackNotice');
const { sourceLanguageName } = await import('../../rules/fallback');

let container: HTMLElement | null = null;
let unmount: () => void = () => {};
afterEach(() => {
  unmount();
  container?.remove();
});

/** The notice as a reader of `reader` sees it on /<reader>/docs/usage/. */
async function notice(reader: LocaleCode, sourceLang: LocaleCode, converted = false) {
  location.pathname = withLocale('/docs/usage/', reader);
  container = document.createElement('div');
  document.body.append(container);
  const root = createRoot(container);
  await act(async () => root.render(createElement(FallbackNotice, { sourceLang, converted })));
  unmount = () => act(() => root.unmount());
  const link = container.querySelector('a');
  return { text: container.textContent ?? '', link: link?.textContent ?? '', href: link?.getAttribute('href') };
}

// The English name of every language the site has, in every form it can take.
const english = new Intl.DisplayNames(['en'], { type: 'language' });
const ENGLISH_NAMES = [
  ...new Set(
    LOCALE_CODES.flatMap(code => [english.of(code), english.of(code === 'zh' ? 'zh-Hans' : code)]).filter(Boolean) as string[],
  ),
  'Simplified Chinese',
  'European Portuguese',
].sort((a, b) => b.length - a.length);

const PAIRS = LOCALE_CODES.flatMap(reader =>
  LOCALE_CODES.filter(source => source !== reader).map(source => [reader, source] as const),
);

describe('fallback notice', () => {
  it.each(PAIRS)("%s reader, %s source: names the source in the reader's language", async (reader, source) => {
    const name = sourceLanguageName(reader, source);
    for (const converted of [false, true]) {
      const { text, link } = await notice(reader, source, converted);
      expect(text).toContain(name);
      expect(link).toContain(name);
      if (reader === 'en') continue;
      // An English name may appear only where the reader's own name is the same word ("Hindi" in German).
      const leaked = ENGLISH_NAMES.filter(english => text.includes(english) && !name.includes(english));
      expect(leaked, text).toEqual([]);
      unmount();
      unmount = () => {};
    }
  });

  it('reads as the languages write it', async () => {
    expect((await notice('de', 'en')).text).toContain('wird daher auf Englisch angezeigt.');
    expect((await notice('de', 'en')).link).toBe('Seite auf Englisch öffnen');
    expect((await notice('es', 'en')).text).toContain('se muestra en inglés.');
    expect((await notice('fr', 'en')).text).toContain('s’affiche donc en anglais.');
    expect((await notice('ar', 'en')).text).toContain('تُعرض باللغة الإنجليزية.');
    expect((await notice('ru', 'en')).text).toContain('Язык оригинала: английский.');
    expect((await notice('hi', 'en')).text).toContain('अंग्रेज़ी में दिखाया जा रहा है');
    expect((await notice('ja', 'en')).text).toContain('英語で表示しています');
    expect((await notice('ko', 'en')).text).toContain('영어 원문으로 표시됩니다');
    expect((await notice('pt-BR', 'pt')).text).toContain('exibida em português (Portugal).');
    expect((await notice('zh-TW', 'en')).text).toContain('暫以英文顯示');
    expect((await notice('en', 'ja')).link).toBe('Open the Japanese page');
  });

  it('tells a zh-TW reader the page was converted by machine from Simplified Chinese, and links the original', async () => {
    const { text, link, href } = await notice('zh-TW', 'zh', true);
    expect(text).toContain('以下內容由簡體中文版本經機器轉換而成，尚未經過人工審閱。');
    expect(link).toBe('開啟簡體中文頁面');
    expect(href).toBe('/docs/usage/');
  });
});
