/**
 * Product scenes (issue 19): pictures that show the product with real text,
 * the visitor's language next to a foreign one, and the hero's live demo of
 * display styles.
 */
import { expect, test } from '@playwright/test';
import { visit } from './support/page';

test('the hero demo shows a paragraph and its translation, and each display style changes how the translation looks', async ({
  page,
}) => {
  await visit(page, '/ja/');
  const demo = page.locator('.dg-m-hero .dg-scene--demo');
  await expect(demo.locator('.dg-scene__orig[lang="en"]').first()).toHaveText('Night trains are back');
  await expect(demo.locator('.dg-scene__trans[lang="ja"]').first()).toHaveText('夜行列車が帰ってきた');
  const translation = demo.locator('.dg-scene__trans').nth(1);
  const look = () =>
    translation.evaluate(el => {
      const s = getComputedStyle(el);
      return {
        line: s.textDecorationLine,
        border: s.borderTopStyle,
        borderColor: s.borderTopColor,
        filter: s.filter,
        background: s.backgroundColor,
      };
    });
  await expect(demo.getByRole('radio', { name: '下線' })).toBeChecked();
  expect((await look()).line).toBe('underline');
  await demo.getByRole('radio', { name: '破線の枠' }).click();
  await expect(demo.getByRole('radio', { name: '破線の枠' })).toBeChecked();
  expect((await look()).border).toBe('dashed');
  await demo.getByRole('radio', { name: 'マーカー' }).focus();
  await page.keyboard.press('Space');
  await expect(demo.getByRole('radio', { name: 'マーカー' })).toBeChecked();
  const highlighted = await look();
  // Every style keeps a border's room (the card's height never changes); only the dashed one draws it.
  expect(highlighted.border).not.toBe('dashed');
  expect(highlighted.borderColor).toBe('rgba(0, 0, 0, 0)');
  expect(highlighted.background).not.toBe('rgba(0, 0, 0, 0)');
  await page.keyboard.press('ArrowRight');
  await expect(demo.getByRole('radio', { name: 'ホバーするまでぼかす' })).toBeChecked();
  expect((await look()).filter).toContain('blur');
  await translation.hover();
  await expect.poll(async () => (await look()).filter).toBe('none');
});

test('the demo works before any script runs', async ({ browser }) => {
  const context = await browser.newContext({ javaScriptEnabled: false });
  const page = await context.newPage();
  await page.goto('/en/');
  const demo = page.locator('.dg-m-hero .dg-scene--demo');
  // An English reader sees Japanese next to English.
  await expect(demo.locator('.dg-scene__orig[lang="ja"]').first()).toHaveText('夜行列車が帰ってきた');
  await demo.getByRole('radio', { name: 'Dashed border' }).click();
  const border = await demo
    .locator('.dg-scene__trans')
    .first()
    .evaluate(el => getComputedStyle(el).borderTopStyle);
  expect(border).toBe('dashed');
  await context.close();
});

test('a scene below the fold loads its words when scrolled to, without moving the page', async ({ page }) => {
  const chunks: string[] = [];
  page.on('request', request => {
    if (request.url().includes('/static/js/')) chunks.push(request.url());
  });
  await visit(page, '/de/');
  const box = page.locator('.dg-scene-box--pdf');
  await expect(box).toHaveAttribute('data-scene', 'pending');
  const before = await box.boundingBox();
  const loadedBefore = chunks.length;
  await box.scrollIntoViewIfNeeded();
  await expect(box).toHaveAttribute('data-scene', 'ready');
  expect(chunks.length).toBeGreaterThan(loadedBefore);
  const scene = box.getByRole('img', { name: 'Beispiel: eine PDF-Seite neben ihrer Übersetzung' });
  await expect(scene.locator('[lang="en"]').first()).toHaveText('Reading speed in a second language');
  await expect(scene.locator('[lang="de"]').first()).toHaveText('Lesegeschwindigkeit in einer Zweitsprache');
  const after = await box.boundingBox();
  expect(after?.height).toBe(before?.height);
  // The words fit their fixed frame: nothing is cut off.
  const clipped = await scene.evaluate(el => el.scrollHeight > el.clientHeight + 1);
  expect(clipped).toBe(false);
});

test('in Arabic the scenes read right to left, with the English original left to right', async ({ page }) => {
  await visit(page, '/ar/');
  const demo = page.locator('.dg-m-hero .dg-scene--demo');
  await expect(demo.locator('.dg-scene__trans').first()).toHaveAttribute('dir', 'rtl');
  await expect(demo.locator('.dg-scene__orig').first()).toHaveAttribute('dir', 'ltr');
  const video = page.locator('.dg-scene-box--video');
  await video.scrollIntoViewIfNeeded();
  await expect(video.locator('.dg-scene__sub--trans')).toHaveText('انتظر… هل سمعت ذلك؟');
  await expect(video.locator('.dg-scene__sub--trans')).toHaveAttribute('lang', 'ar');
});

test('the e-book scene opens a book on two facing pages, each paragraph followed by its translation', async ({ page }) => {
  await visit(page, '/ja/ao3/');
  const book = page.locator('.dg-m-hero .dg-scene--book');
  await expect(book).toHaveAccessibleName('例：見開きで開いた電子書籍。段落ごとに訳文が続きます');
  await expect(book.locator('.dg-scene__orig[lang="en"]')).toHaveText([
    'The lighthouse keeper',
    'The storm reached the island just after sunset.',
    'Mara climbed the hundred steps and lit the lamp, as her father had taught her.',
  ]);
  await expect(book.locator('.dg-scene__trans[lang="ja"]')).toHaveText([
    '灯台守',
    '嵐が島に着いたのは、日が沈んですぐのことだった。',
    'マーラは百段の階段を上り、父に教わったとおりに灯りをともした。',
  ]);
  const facing = async () => {
    const [first, second] = await book
      .locator('.dg-book__page')
      .evaluateAll(pages => pages.map(el => el.getBoundingClientRect().toJSON() as DOMRect));
    return { first: first!, second: second! };
  };
  // Two pages side by side, the first on the left.
  const ltr = await facing();
  expect(Math.abs(ltr.first.top - ltr.second.top)).toBeLessThan(1);
  expect(ltr.second.left).toBeGreaterThanOrEqual(ltr.first.right - 1);
  // An Arabic book opens the other way: its first page is on the right.
  await visit(page, '/ar/ao3/');
  await expect(book).toHaveAccessibleName('مثال: كتاب إلكتروني مفتوح على صفحتين متقابلتين، تتبع كل فقرة فيه ترجمتُها');
  await expect(book.locator('.dg-scene__trans[lang="ar"]').first()).toHaveText('حارسة المنارة');
  const rtl = await facing();
  expect(rtl.first.left).toBeGreaterThanOrEqual(rtl.second.right - 1);
});

for (const width of [360, 1280]) {
  test(`scenes keep their words inside their frames in every locale at ${width} px`, async ({ page }) => {
    test.setTimeout(240_000);
    await page.setViewportSize({ width, height: 800 });
    const overflowing: string[] = [];
    for (const lang of ['ar', 'de', 'en', 'es', 'fr', 'hi', 'it', 'ja', 'ko', 'pt', 'pt-BR', 'ru', 'zh', 'zh-TW']) {
      for (const path of ['', 'usage-scenarios/', 'manga/', 'ao3/']) {
        await visit(page, `${lang === 'zh' ? '' : `/${lang}`}/${path}`);
        const boxes = page.locator('.dg-scene-box');
        for (let i = 0; i < (await boxes.count()); i++) {
          await boxes.nth(i).scrollIntoViewIfNeeded();
          await expect(boxes.nth(i), `${lang}/${path}`).toHaveAttribute('data-scene', 'ready', { timeout: 15_000 });
        }
        const bad = await page.evaluate(() =>
          [...document.querySelectorAll<HTMLElement>('.dg-scene')]
            .filter(el => el.scrollHeight > el.clientHeight + 1 || el.scrollWidth > el.clientWidth + 1)
            .map(el => el.className),
        );
        overflowing.push(...bad.map(name => `${lang}/${path}: ${name}`));
      }
    }
    expect(overflowing).toEqual([]);
  });
}
