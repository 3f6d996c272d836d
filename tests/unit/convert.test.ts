import fs from 'node:fs';
import path from 'node:path';
import { describe, expect, it } from 'vitest';
import { getLocale, LOCALES } from '../../site/locales';
import { DOCS_PAGES, docsSourceFile } from '../../site/routes';
import { CONVERTED_FROM, isMachineConverted } from '../../rules/fallback';
import { convertMdxSource, converterFor, SIMPLIFIED_ONLY, simplifiedOnlyIn } from '../../rules/convert';

const docsRoot = path.resolve(__dirname, '../../docs');
const zhTW = getLocale('zh-TW');
const convert = converterFor(zhTW);

describe('zh → zh-TW conversion', () => {
  it('converts only zh-TW, and only what it reads from zh', () => {
    expect(convert).not.toBeNull();
    for (const locale of LOCALES) if (locale.lang !== 'zh-TW') expect(converterFor(locale), locale.lang).toBeNull();
    expect(isMachineConverted(zhTW, 'zh')).toBe(true);
    expect(isMachineConverted(zhTW, 'en')).toBe(false);
    expect(isMachineConverted(zhTW, 'zh-TW')).toBe(false);
    // zh-Hans reads zh as its own text; pt-BR reads pt as it is.
    expect(isMachineConverted(getLocale('zh-Hans'), 'zh')).toBe(false);
    expect(isMachineConverted(getLocale('pt-BR'), 'pt')).toBe(false);
  });

  it('writes Traditional characters with Taiwan phrasing', () => {
    expect(convert?.('这个视频的设置会在软件里显示，鼠标悬停翻译，网络，默认，用户，文件，程序，信息')).toBe(
      '這個影片的設定會在軟體裡顯示，滑鼠懸停翻譯，網路，預設，使用者，檔案，程式，資訊',
    );
  });

  it('keeps code, links and markup, and marks the page as converted from zh', () => {
    const source = [
      '---',
      'title: 视频字幕设置',
      'description: 为视频显示双语字幕',
      '---',
      "import { ReleaseDate } from '@theme/mdx';",
      '',
      '# 视频字幕设置',
      '',
      '打开 [设置](/docs/usage/#display) 页面，按 <kbd>Alt</kbd>+<kbd>A</kbd>。',
      '',
      '```json',
      '{ "source_lang": "zh", "text_list": ["这个"] }',
      '```',
      '',
    ].join('\n');
    const out = convertMdxSource(source, 'zh', convert as (text: string) => string);
    expect(out.split('\n').slice(0, 5)).toEqual([
      '---',
      `${CONVERTED_FROM}: zh`,
      'title: 影片字幕設定',
      'description: 為影片顯示雙語字幕',
      '---',
    ]);
    expect(out).toContain("import { ReleaseDate } from '@theme/mdx';");
    expect(out).toContain('開啟 [設定](/docs/usage/#display) 頁面，按 <kbd>Alt</kbd>+<kbd>A</kbd>。');
    expect(out).toContain('{ "source_lang": "zh", "text_list": ["這個"] }');
    expect(simplifiedOnlyIn(out)).toEqual([]);
  });

  it('adds frontmatter to a page that has none', () => {
    expect(convertMdxSource('# 说明\n', 'zh', convert as (text: string) => string)).toBe(
      `---\n${CONVERTED_FROM}: zh\n---\n# 說明\n`,
    );
  });

  it('finds Simplified-only characters, and every one of them is converted', () => {
    expect(simplifiedOnlyIn('這是简体的这一页')).toEqual(['这', '页']);
    expect(simplifiedOnlyIn('這一頁的位置')).toEqual([]);
    expect(simplifiedOnlyIn(convert?.(SIMPLIFIED_ONLY.join('')) ?? '')).toEqual([]);
  });

  // Every zh page, not only those zh-TW lacks today: a page written in zh
  // first is served to zh-TW converted until its translation exists.
  it('leaves no Simplified-only character in any zh page it converts', () => {
    const converted = DOCS_PAGES.map(page => docsSourceFile(page.id)).filter(file =>
      fs.existsSync(path.join(docsRoot, 'zh', file)),
    );
    expect(converted.length).toBe(DOCS_PAGES.length);
    const left: Record<string, string[]> = {};
    for (const file of converted) {
      const out = convertMdxSource(
        fs.readFileSync(path.join(docsRoot, 'zh', file), 'utf8'),
        'zh',
        convert as (text: string) => string,
      );
      const found = simplifiedOnlyIn(out);
      if (found.length) left[file] = found;
    }
    expect(left).toEqual({});
  });
});
