/**
 * Issue 27 on a 390 px phone: "On this page" at the top of the article
 * opens the table of contents, and tables keep readable columns and scroll
 * sideways.
 */
import { expect, type Page, test } from '@playwright/test';
import { visit } from './support/page';
import { ui } from './support/strings';

test.use({ viewport: { width: 390, height: 844 } });
test.describe.configure({ timeout: 90_000 });

const control = (page: Page, lang: string) => page.locator('summary', { hasText: ui('docs.onThisPage', lang) });

for (const [lang, path] of [
  ['en', '/en/docs/features/pdf/'],
  ['ja', '/ja/docs/faq/'],
  ['ar', '/ar/docs/features/pdf/'],
] as const) {
  test(`${lang}: "On this page" lists the page's headings, closes on a choice and goes there`, async ({ page }) => {
    await visit(page, path);
    const summary = control(page, lang);
    await expect(summary).toBeVisible();
    // At the top of the article: above its title.
    const [summaryBox, titleBox] = [await summary.boundingBox(), await page.locator('article h1').boundingBox()];
    expect((summaryBox?.y ?? 0) < (titleBox?.y ?? 0)).toBe(true);
    const headings = (await page.locator('article :is(h2, h3)[id]').evaluateAll(els =>
      els.map(el => ({
        id: el.id,
        text: [...el.childNodes]
          .filter(node => !(node instanceof Element && node.classList.contains('dg-heading__anchor')))
          .map(node => node.textContent)
          .join('')
          .trim(),
      })),
    )) as { id: string; text: string }[];
    expect(headings.length).toBeGreaterThan(2);
    const list = page.locator('.dg-toc-menu').getByRole('list');
    await expect(list).toBeHidden();
    await summary.click();
    await expect(list).toBeVisible();
    const links = list.getByRole('link');
    await expect(links).toHaveCount(headings.length);
    for (const [i, h] of headings.entries()) {
      await expect(links.nth(i)).toHaveAttribute('href', `#${h.id}`);
      await expect(links.nth(i)).toHaveText(h.text);
    }
    const target = headings[Math.min(3, headings.length - 1)] as { id: string };
    await list.locator(`a[href="#${target.id}"]`).click();
    await expect(list).toBeHidden();
    await expect(page).toHaveURL(new RegExp(`#${encodeURIComponent(target.id)}$`));
    await expect(page.locator(`[id="${target.id}"]`)).toBeInViewport();
    // The section just chosen is the one the list marks.
    // (Closed, the list is hidden from role queries: read its links directly.)
    await expect(page.locator('.dg-toc-menu a[aria-current="location"]')).toHaveAttribute('href', `#${target.id}`);
  });
}

test('"On this page" closes on Escape with the focus back on it', async ({ page }) => {
  await visit(page, '/en/docs/features/pdf/');
  const summary = control(page, 'en');
  await summary.focus();
  await page.keyboard.press('Enter');
  const list = page.locator('.dg-toc-menu').getByRole('list');
  await expect(list).toBeVisible();
  await page.keyboard.press('Tab');
  await expect(list.getByRole('link').first()).toBeFocused();
  await page.keyboard.press('Escape');
  await expect(list).toBeHidden();
  await expect(summary).toBeFocused();
  // A press outside closes it too.
  await summary.click();
  await expect(list).toBeVisible();
  await page.locator('.dg-breadcrumbs [aria-current="page"]').click();
  await expect(list).toBeHidden();
});

test('on /ja/docs/ no table cell is narrower than 3 characters, and the wide table scrolls sideways', async ({ page }) => {
  await visit(page, '/ja/docs/');
  const cells = await page.locator('article :is(td, th)').evaluateAll(els =>
    els.map(el => {
      const style = getComputedStyle(el);
      const content = el.clientWidth - Number.parseFloat(style.paddingLeft) - Number.parseFloat(style.paddingRight);
      return { text: (el.textContent ?? '').slice(0, 12), chars: content / Number.parseFloat(style.fontSize) };
    }),
  );
  expect(cells.length).toBeGreaterThan(10);
  const narrow = cells.filter(c => c.chars < 3);
  expect(narrow, 'cells under 3 characters wide').toEqual([]);
  const wrap = page.getByRole('group', { name: ui('a11y.scrollableTable', 'ja') }).first();
  const sizes = await wrap.evaluate(el => ({ scroll: el.scrollWidth, client: el.clientWidth }));
  expect(sizes.scroll, 'the table is wider than the phone and scrolls').toBeGreaterThan(sizes.client);
  // The page itself does not scroll sideways.
  expect(await page.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(390);
  // A label breaks only between phrases: 動画・オンライン会議 takes at most two lines, not seven.
  const lines = await page.locator('article td', { hasText: '動画・オンライン会議' }).evaluate(el => {
    const range = document.createRange();
    range.selectNodeContents(el);
    return new Set([...range.getClientRects()].map(r => Math.round(r.top))).size;
  });
  expect(lines).toBeLessThanOrEqual(2);
});
