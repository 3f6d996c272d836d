import type { PhrasingContent } from 'mdast';
import { describe, expect, it } from 'vitest';
import { remarkHeadingPhrases, sourceLang, withWordBreaks } from '../../plugins/heading-phrases';
import { phraseSegmenter } from '../../plugins/marketing/phrases';

const zh = phraseSegmenter('zh') as (text: string) => string[];
const ja = phraseSegmenter('ja') as (text: string) => string[];

/** The heading as the reader's browser gets it: `|` where a line may break. */
function shown(children: PhrasingContent[]): string {
  return children
    .map(child => {
      if (child.type === 'text' || child.type === 'inlineCode') return child.value;
      if ((child as { name?: string }).name === 'wbr') return '|';
      return 'children' in child ? shown(child.children as PhrasingContent[]) : '';
    })
    .join('');
}

describe('phrase breaks in Japanese and Chinese docs headings', () => {
  it('puts a <wbr> between phrases and keeps the words as written', () => {
    const out = withWordBreaks([{ type: 'text', value: '免费翻译网页与电子书' }], zh);
    expect(shown(out)).toBe('免费翻译|网页|与|电子|书');
    // BudouX alone cuts 列|表; the dictionary's word ends take that back.
    expect(shown(withWordBreaks([{ type: 'text', value: '如何阅读列表' }], zh))).toBe('如何|阅读列表');
    expect(shown(withWordBreaks([{ type: 'text', value: '外国語で読むすべてを' }], ja))).toBe('外国語で|読むすべてを');
  });

  it('keeps a custom anchor whole at the end of its text, where Rspress reads it', () => {
    const out = withWordBreaks([{ type: 'text', value: '如何阅读列表 {#reading}' }], zh);
    const last = out.at(-1);
    expect(last).toEqual({ type: 'text', value: expect.stringMatching(/列表 \{#reading\}$/) });
    expect(shown(out).replaceAll('|', '')).toBe('如何阅读列表 {#reading}');
  });

  it('leaves code alone and marks the text inside links and emphasis', () => {
    const out = withWordBreaks(
      [
        { type: 'inlineCode', value: '翻译网页与电子书' },
        { type: 'strong', children: [{ type: 'text', value: '免费翻译网页' }] },
      ],
      zh,
    );
    expect(shown(out)).toBe('翻译网页与电子书免费翻译|网页');
  });

  it('knows a source file by the locale folder it sits in', () => {
    expect(sourceLang('/site/docs', '/site/docs/zh-TW/docs/faq.mdx')).toBe('zh-TW');
    expect(sourceLang('/site/docs', '/site/docs/index.mdx')).toBeNull();
    expect(sourceLang('/site/docs', '/elsewhere/ja/faq.mdx')).toBeNull();
  });
});

describe('phrase breaks in Japanese and Chinese docs tables', () => {
  const tableOf = (cell: string) =>
    ({
      type: 'root',
      children: [
        {
          type: 'table',
          children: [{ type: 'tableRow', children: [{ type: 'tableCell', children: [{ type: 'text', value: cell }] }] }],
        },
      ],
    }) as unknown as import('mdast').Root;
  const cellOf = (tree: import('mdast').Root) =>
    shown(((tree.children[0] as import('mdast').Table).children[0]?.children[0]?.children ?? []) as PhrasingContent[]);

  it('marks a cell of a ja page between phrases, and leaves other locales and files outside the docs alone', () => {
    const run = (file: string) => {
      const tree = tableOf('自分で入力した文章');
      remarkHeadingPhrases('/site/docs', '/cache/converted')()(tree, { path: file });
      return cellOf(tree);
    };
    expect(run('/site/docs/ja/docs/index.mdx')).toBe('自分で|入力した|文章');
    expect(run('/site/docs/en/docs/index.mdx')).toBe('自分で入力した文章');
    expect(run('/elsewhere/ja/docs/index.mdx')).toBe('自分で入力した文章');
    // Pages converted at build time (zh → zh-TW) sit in a folder of their own.
    const converted = tableOf('線上會議與影片');
    remarkHeadingPhrases('/site/docs', '/cache/converted')()(converted, { path: '/cache/converted/zh-TW/docs/index.mdx' });
    expect(cellOf(converted)).toContain('|');
  });
});
