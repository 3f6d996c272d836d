/**
 * Japanese and Chinese headings, marketing and docs, wrap between phrases,
 * never inside a word (無/料, 文/書): every place a heading's line breaks
 * must be a place the build marked between phrases (a zero-width space in
 * marketing headings, a <wbr> in docs headings; rules/phrases.ts), a space,
 * or after a punctuation mark. Checked on a phone and a narrow desktop,
 * where headings wrap the most.
 */
import { expect, test } from '@playwright/test';
import { visit } from './support/page';

const PAGES = ['', 'pricing/', 'features/', 'pdf/', 'docs/faq/', 'docs/usage/'];
const LOCALES = ['ja', 'zh', 'zh-TW'] as const;

/** Each line break inside a heading, as the text on either side of it. */
async function headingBreaks(page: import('@playwright/test').Page) {
  return page.evaluate(() => {
    const breaks: { heading: string; before: string; after: string; allowed: boolean }[] = [];
    for (const heading of document.querySelectorAll<HTMLElement>(':is(.dg-m-page, .dg-doc) :is(h1, h2, h3)')) {
      if (heading.getClientRects().length === 0) continue;
      // Permalinks ("#") are not part of the heading's words.
      const walker = document.createTreeWalker(heading, NodeFilter.SHOW_TEXT | NodeFilter.SHOW_ELEMENT, node =>
        node instanceof Element && node.matches('.rp-header-anchor, .dg-heading__anchor')
          ? NodeFilter.FILTER_REJECT
          : NodeFilter.FILTER_ACCEPT,
      );
      const chars: { char: string; top: number | null }[] = [];
      for (let node = walker.nextNode(); node; node = walker.nextNode()) {
        if (node.nodeName === 'WBR') chars.push({ char: '\u200B', top: null });
        if (node.nodeType !== Node.TEXT_NODE) continue;
        const text = node.textContent ?? '';
        for (let i = 0; i < text.length; i++) {
          const range = document.createRange();
          range.setStart(node, i);
          range.setEnd(node, i + 1);
          const rect = range.getClientRects()[0];
          chars.push({ char: text[i] as string, top: rect && rect.width > 0 ? Math.round(rect.top) : null });
        }
      }
      const text = chars.map(c => c.char).join('');
      let last: { index: number; top: number } | null = null;
      chars.forEach((c, index) => {
        if (c.top === null) return;
        if (last && c.top > last.top + 2) {
          const between = text.slice(last.index + 1, index);
          const previous = text[last.index] ?? '';
          const next = text[index] ?? '';
          // Between a Japanese or Chinese word and a Latin one is a word boundary too.
          const latin = (char: string) => /[\p{Script=Latin}\p{Nd}]/u.test(char);
          const allowed = /[\u200B\s]/.test(between) || /[\p{P}\s]/u.test(previous) || latin(previous) !== latin(next);
          breaks.push({
            heading: text.replaceAll('\u200B', '|'),
            before: text.slice(0, index),
            after: text.slice(index),
            allowed,
          });
        }
        last = { index, top: c.top };
      });
    }
    return breaks;
  });
}

for (const width of [360, 1000]) {
  test(`ja, zh and zh-TW headings break only between phrases at ${width} px`, async ({ browser }) => {
    // 18 pages in one test: a loaded machine needs more than the default 30 s.
    test.setTimeout(120_000);
    const context = await browser.newContext({ viewport: { width, height: 800 } });
    const page = await context.newPage();
    let wrapped = 0;
    for (const lang of LOCALES) {
      for (const path of PAGES) {
        await visit(page, `${lang === 'zh' ? '' : `/${lang}`}/${path}`);
        const breaks = await headingBreaks(page);
        wrapped += breaks.length;
        expect(
          breaks.filter(b => !b.allowed).map(b => `${lang}/${path}: ${b.heading} broken before "${b.after.slice(0, 4)}"`),
        ).toEqual([]);
      }
    }
    // The check saw headings that wrap at all.
    expect(wrapped).toBeGreaterThan(10);
    await context.close();
  });
}
