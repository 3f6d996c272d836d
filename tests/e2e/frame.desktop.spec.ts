/**
 * The frame without holes (issue 27): nothing invisible takes room in the
 * navbar, the hero demo keeps its height whatever style is chosen, prices
 * read in the order a native reader expects (Arabic too), and the phone
 * announcement bar keeps to two lines, breaking Japanese and Chinese
 * between phrases.
 */
import { expect, type Page, test } from '@playwright/test';
import { LOCALES } from '../../site/locales';
import { withLocale } from '../../rules/url';
import { phraseParts } from '../../rules/phrases';
import { phraseSegmenter } from '../../plugins/marketing/phrases';
import { visit } from './support/page';

/** Navbar list items that take room but show nothing a visitor can see. */
async function invisibleButSized(page: Page): Promise<string[]> {
  return page.evaluate(() =>
    [...document.querySelectorAll<HTMLElement>('header .dg-navbar__items > li')]
      .filter(li => {
        const box = li.getBoundingClientRect();
        if (box.width === 0 && box.height === 0) return false;
        const shown = [...li.querySelectorAll<HTMLElement>('*')].some(el => {
          const style = getComputedStyle(el);
          const r = el.getBoundingClientRect();
          return r.width > 0 && r.height > 0 && style.visibility === 'visible' && Number(style.opacity) > 0;
        });
        return !shown;
      })
      .map(li => li.firstElementChild?.getAttribute('data-nav-id') ?? li.getAttribute('data-kind') ?? '?'),
  );
}

test('on pricing pages no invisible navbar item takes space, before and after the site script', async ({ page }) => {
  test.setTimeout(90_000);
  await page.clock.install();
  for (const lang of ['ja', 'en', 'ar', 'de', 'zh'] as const) {
    const path = withLocale('/pricing/', lang);
    await page.goto(path);
    await expect(page.locator('header [data-nav-id="proTag"]'), path).toBeHidden();
    expect(await invisibleButSized(page), `${path} at first`).toEqual([]);
    await expect(page.locator('html')).toHaveAttribute('data-hydrated', 'true');
    // The site script settles the visitor state 1.2 s after load.
    await page.clock.runFor(1500);
    await expect(page.locator('header [data-nav-id="proTag"]'), path).toBeHidden();
    expect(await invisibleButSized(page), `${path} after the site script`).toEqual([]);
  }
});

test('a subscriber’s bar has no hole where the Pro tag would be, and the other pages keep the tag', async ({ page }) => {
  test.setTimeout(60_000);
  await page.goto('/ja/');
  await expect(page.locator('header [data-nav-id="proTag"]')).toBeVisible();
  expect(await invisibleButSized(page)).toEqual([]);
  await page.evaluate(() =>
    localStorage.setItem('user_info', JSON.stringify({ subscription: { subscriptionStatus: 'active' } })),
  );
  await page.reload();
  await expect(page.locator('header [data-nav-id="proTag"]')).toBeHidden();
  expect(await invisibleButSized(page)).toEqual([]);
});

test('after pricing, the next page shows the Pro tag at once, without waiting for the site script', async ({ page }) => {
  test.setTimeout(60_000);
  await page.clock.install();
  await visit(page, '/ja/pricing/');
  await page.clock.runFor(1500);
  await page.locator('header [data-nav-id="download"]').click();
  await expect(page).toHaveURL(/\/ja\/download\/$/);
  // No clock has run since: the verdict of pricing must not carry over.
  await expect(page.locator('header [data-nav-id="proTag"]')).toBeVisible();
});

for (const width of [1280, 390]) {
  test(`the hero demo is as tall for every display style at ${width} px`, async ({ page }) => {
    test.setTimeout(120_000);
    await page.setViewportSize({ width, height: 844 });
    for (const lang of ['ja', 'en', 'ar'] as const) {
      await visit(page, withLocale('/', lang));
      const demo = page.locator('.dg-m-hero .dg-scene--demo');
      const radios = demo.getByRole('radio');
      expect(await radios.count()).toBe(4);
      const heights: Record<string, number> = {};
      for (let i = 0; i < 4; i++) {
        await radios.nth(i).check();
        const name = (await radios.nth(i).getAttribute('value')) ?? String(i);
        heights[name] = (await demo.boundingBox())?.height ?? 0;
      }
      const values = Object.values(heights);
      expect(values[0], lang).toBeGreaterThan(100);
      expect(new Set(values).size, `${lang}: ${JSON.stringify(heights)}`).toBe(1);
    }
  });
}

/** The visible characters of an element, each with the x of its centre, in the DOM's (logical) order. */
async function charsWithX(page: Page, selector: string): Promise<{ ch: string; x: number }[]> {
  return page
    .locator(selector)
    .first()
    .evaluate(root => {
      const out: { ch: string; x: number }[] = [];
      const walker = document.createTreeWalker(root, NodeFilter.SHOW_TEXT);
      for (let node = walker.nextNode(); node; node = walker.nextNode()) {
        const text = node.textContent ?? '';
        for (let i = 0; i < text.length; i++) {
          const ch = text[i] as string;
          if (/[\s\u200e\u200f\u061c\u2066-\u2069]/.test(ch)) continue;
          const range = document.createRange();
          range.setStart(node, i);
          range.setEnd(node, i + 1);
          const r = range.getBoundingClientRect();
          if (r.width > 0) out.push({ ch, x: r.left + r.width / 2 });
        }
      }
      return out;
    });
}

test('/ar/pricing/ shows the amount and then "US$" as an Arabic reader reads it, never "$US"', async ({ page }) => {
  test.setTimeout(60_000);
  await visit(page, '/ar/pricing/');
  for (const selector of ['.dg-m-plan--featured .dg-m-plan__amount', '.dg-m-plan:not(.dg-m-plan--featured) .dg-m-plan__amount']) {
    const chars = await charsWithX(page, selector);
    const at = (c: string) => chars.find(x => x.ch === c)?.x ?? Number.NaN;
    // "US$" keeps its own order, left to right…
    expect(at('U'), selector).toBeLessThan(at('S'));
    expect(at('S'), selector).toBeLessThan(at('$'));
    // …and sits after the number in reading order (to its left).
    const digits = chars.filter(c => /\p{Nd}/u.test(c.ch)).map(c => c.x);
    expect(Math.min(...digits), selector).toBeGreaterThan(at('$'));
    const shown = await page.locator(selector).first().innerText();
    expect(shown).not.toContain('$US');
  }
  // The yearly line, where the price sits inside a sentence.
  await page.getByRole('radio', { name: /سنوي/ }).check();
  const billed = await charsWithX(page, '.dg-m-plan__billed');
  const u = billed.findIndex(c => c.ch === 'U');
  expect(billed[u + 1]?.ch).toBe('S');
  expect(billed[u + 2]?.ch).toBe('$');
  expect(billed[u]!.x).toBeLessThan(billed[u + 1]!.x);
  expect(billed[u + 1]!.x).toBeLessThan(billed[u + 2]!.x);
});

test('every locale’s prices read in the order Intl writes them', async ({ page }) => {
  test.setTimeout(300_000);
  for (const locale of LOCALES) {
    await visit(page, withLocale('/pricing/', locale.lang));
    const chars = await charsWithX(page, '.dg-m-plan--featured .dg-m-plan__amount');
    const expected = new Intl.NumberFormat(locale.htmlLang, { style: 'currency', currency: 'USD' })
      .formatToParts(10)
      .map(p => p.type);
    const currencyFirst = expected.indexOf('currency') < expected.indexOf('integer');
    const digits = chars.filter(c => /\p{Nd}/u.test(c.ch)).map(c => c.x);
    const sign = chars.filter(c => !/[\p{Nd}.,\u066b\u066c\s]/u.test(c.ch)).map(c => c.x);
    expect(sign.length, locale.lang).toBeGreaterThan(0);
    // Currency before the number in reading order: to its left in a
    // left-to-right locale, to its right in a right-to-left one.
    const signLeftOfNumber = Math.max(...sign) < Math.min(...digits);
    const rtl = locale.direction === 'rtl';
    expect(signLeftOfNumber, `${locale.lang}: ${chars.map(c => c.ch).join('')}`).toBe(currencyFirst !== rtl);
    // The sign's own letters stay in their order ("US$", "$US", "USD").
    for (let i = 1; i < sign.length; i++) expect(sign[i]!, locale.lang).toBeGreaterThan(sign[i - 1]!);
  }
});

/** The lines of the announcement as shown: the text of each, in order. */
async function announcementLines(page: Page): Promise<string[]> {
  return page.locator('.dg-announcement__content').evaluate(root => {
    const lines: { top: number; text: string }[] = [];
    const walker = document.createTreeWalker(root, NodeFilter.SHOW_TEXT);
    for (let node = walker.nextNode(); node; node = walker.nextNode()) {
      const parent = node.parentElement;
      if (!parent || parent.getClientRects().length === 0) continue;
      const text = node.textContent ?? '';
      for (let i = 0; i < text.length; i++) {
        const range = document.createRange();
        range.setStart(node, i);
        range.setEnd(node, i + 1);
        const r = [...range.getClientRects()].find(rect => rect.width > 0);
        const last = lines.at(-1);
        if (!r) {
          if (last) last.text += text[i];
          continue;
        }
        if (!last || r.top > last.top + r.height / 2) lines.push({ top: r.top, text: text[i] as string });
        else last.text += text[i];
      }
    }
    return lines.map(line => line.text);
  });
}

test('on a 390 px phone the announcement bar keeps to two lines in every locale, and ja/zh break between phrases', async ({
  page,
}) => {
  test.setTimeout(300_000);
  await page.setViewportSize({ width: 390, height: 844 });
  for (const locale of LOCALES) {
    await page.goto(withLocale('/', locale.lang));
    const lines = await announcementLines(page);
    expect(lines.length, `${locale.lang}: ${JSON.stringify(lines)}`).toBeLessThanOrEqual(2);
    expect(lines.join('').trim().length, locale.lang).toBeGreaterThan(10);
    const segment = phraseSegmenter(locale.lang);
    if (!segment) continue;
    // Every line starts where a phrase starts.
    const text = lines.join('');
    const starts = new Set<number>();
    let offset = 0;
    for (const part of text.split(/(\s+)/)) {
      for (const phrase of part.trim() ? phraseParts(part, segment) : [part]) {
        starts.add(offset);
        offset += phrase.length;
      }
    }
    let at = 0;
    for (const line of lines) {
      const trimmed = at + (line.length - line.trimStart().length);
      expect(
        starts.has(at) || starts.has(trimmed),
        `${locale.lang}: a line starts inside a phrase: ${JSON.stringify(lines)}`,
      ).toBe(true);
      at += line.length;
    }
  }
});
