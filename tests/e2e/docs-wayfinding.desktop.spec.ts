/**
 * Issue 27: a docs reader knows where they are. The table of contents marks
 * the section being read, breadcrumbs never repeat a crumb, the skip link
 * lands in the article, and Japanese table cells break between phrases.
 */
import { expect, type Page, test } from '@playwright/test';
import { DOCS_OUTSIDE_SIDEBAR } from '../../site/routes';
import { visit } from './support/page';
import { ui } from './support/strings';

// The machine running the whole suite may be busy: pages load slower than a reader's would.
test.describe.configure({ timeout: 90_000 });

const toc = (page: Page) => page.locator('.dg-doc-layout__toc nav');
const marked = (page: Page) => toc(page).locator('a[aria-current="location"]');

test('scrolling to each h2 of the PDF page marks its entry in the table of contents', async ({ page }) => {
  await visit(page, '/en/docs/features/pdf/');
  const headings = page.locator('article h2[id]');
  const ids = await headings.evaluateAll(els => els.map(el => el.id));
  expect(ids.length).toBeGreaterThan(3);
  await expect(marked(page)).toHaveCount(0);
  for (const id of ids) {
    // Brought to the top of the window, below the navbar, as a scroll there leaves it
    // (or as near as the end of the page allows).
    await page.locator(`[id="${id}"]`).evaluate(el => el.scrollIntoView({ behavior: 'instant' }));
    const atEnd = await page.evaluate(
      () => Math.ceil(window.scrollY + window.innerHeight) >= document.documentElement.scrollHeight - 1,
    );
    const expected = atEnd ? (ids.at(-1) as string) : id;
    await expect(marked(page), `scrolled to #${id}`).toHaveAttribute('href', `#${expected}`);
    await expect(marked(page)).toHaveCount(1);
    if (atEnd) break;
  }
  // At the end of the page the last section is the one marked.
  await expect(marked(page)).toHaveAttribute('href', `#${ids.at(-1)}`);
});

test('following a table of contents link marks it, even a section too short to reach the top', async ({ page }) => {
  await visit(page, '/en/docs/features/pdf/');
  const links = toc(page).locator('a');
  const count = await links.count();
  expect(count).toBeGreaterThan(5);
  for (let i = count - 1; i >= 0; i--) {
    const link = links.nth(i);
    const href = (await link.getAttribute('href')) as string;
    await link.click();
    await expect(page).toHaveURL(new RegExp(`${href}$`));
    await expect(link, href).toHaveAttribute('aria-current', 'location');
    await expect(marked(page)).toHaveCount(1);
  }
});

test('in a table of contents longer than the screen, the marked entry stays in view', async ({ page }) => {
  await page.setViewportSize({ width: 1280, height: 420 });
  await visit(page, '/en/docs/faq/');
  const box = page.locator('.dg-doc-layout__toc');
  const overflow = await box.evaluate(el => el.scrollHeight - el.clientHeight);
  expect(overflow, 'the list is longer than its box').toBeGreaterThan(0);
  const shows = () =>
    box.evaluate(el => {
      const link = el.querySelector('a[aria-current="location"]');
      const [a, b] = [link?.getBoundingClientRect(), el.getBoundingClientRect()];
      return Boolean(a && a.top >= b.top - 1 && a.bottom <= b.bottom + 1);
    });
  // Down to a section far down the list, then back up to the first.
  const h2s = page.locator('article h2[id]');
  const far = h2s.nth(Math.floor((await h2s.count()) / 2));
  await far.evaluate(el => el.scrollIntoView({ behavior: 'instant' }));
  await expect(marked(page)).toHaveAttribute('href', `#${await far.getAttribute('id')}`);
  await expect.poll(shows).toBe(true);
  expect(await box.evaluate(el => el.scrollTop)).toBeGreaterThan(0);
  await h2s.first().evaluate(el => el.scrollIntoView({ behavior: 'instant' }));
  await expect(marked(page)).toHaveAttribute('href', `#${await h2s.first().getAttribute('id')}`);
  await expect.poll(shows).toBe(true);
});

for (const lang of ['ja', 'en', 'ar'] as const) {
  test(`${lang}: the nine pages outside the sidebar read "Docs › page", and so does their structured data`, async ({ page }) => {
    test.setTimeout(240_000);
    for (const id of DOCS_OUTSIDE_SIDEBAR) {
      // The trail is in the page the server sends: no need to wait for the app.
      await page.goto(`/${lang}/docs/${id}/`, { waitUntil: 'domcontentloaded' });
      const crumbs = page.getByRole('navigation', { name: ui('docs.breadcrumbs', lang) }).getByRole('listitem');
      await expect(crumbs, id).toHaveText([ui('docs.home', lang), ui(`sidebar.${id}`, lang)]);
      await expect(crumbs.last()).toHaveAttribute('aria-current', 'page');
      const data = JSON.parse(
        (await page.locator('.dg-breadcrumbs script[type="application/ld+json"]').textContent()) ?? '{}',
      ) as { itemListElement: { name: string; item: string }[] };
      expect(data.itemListElement.map(e => e.name)).toEqual([ui('docs.home', lang), ui(`sidebar.${id}`, lang)]);
      expect(data.itemListElement.map(e => new URL(e.item).pathname)).toEqual([`/${lang}/docs/`, `/${lang}/docs/${id}/`]);
    }
  });
}

test('a page in the sidebar reads "Docs › category › page", each crumb a way back', async ({ page }) => {
  await visit(page, '/ja/docs/features/pdf/');
  const nav = page.getByRole('navigation', { name: ui('docs.breadcrumbs', 'ja') });
  await expect(nav.getByRole('listitem')).toHaveText([
    ui('docs.home', 'ja'),
    ui('sidebar.category.features', 'ja'),
    ui('sidebar.features/pdf', 'ja'),
  ]);
  await nav.getByRole('link', { name: ui('sidebar.category.features', 'ja') }).click();
  await expect(page).toHaveURL(/\/ja\/docs\/features\/webpage\/$/);
});

for (const path of ['/ja/docs/faq/', '/ar/docs/features/pdf/']) {
  test(`skip link on ${path}: the next Tab lands in the article, past the sidebar and breadcrumbs`, async ({ page }) => {
    await visit(page, path);
    await page.keyboard.press('Tab');
    const lang = path.split('/')[1] as string;
    await expect(page.getByRole('link', { name: ui('a11y.skipToContent', lang) })).toBeFocused();
    await page.keyboard.press('Enter');
    await expect(page.locator('article')).toBeFocused();
    await page.keyboard.press('Tab');
    const where = await page.evaluate(() => ({
      inArticle: Boolean(document.activeElement?.closest('article')),
      text: document.activeElement?.textContent,
    }));
    expect(where.inArticle, `focus on "${where.text}"`).toBe(true);
  });
}

test('skip link on a marketing page: the next Tab lands in the page, past the navbar', async ({ page }) => {
  await visit(page, '/en/pricing/');
  await page.keyboard.press('Tab');
  await page.keyboard.press('Enter');
  await expect(page.locator('main#main-content')).toBeFocused();
  await page.keyboard.press('Tab');
  expect(await page.evaluate(() => Boolean(document.activeElement?.closest('main')))).toBe(true);
});

test('Japanese table cells break between phrases on a desktop: "Web ページ翻訳" stays whole', async ({ page }) => {
  await visit(page, '/ja/docs/');
  const link = page.locator('article table a', { hasText: 'Web ページ翻訳' });
  await expect(link).toHaveCount(1);
  // One box per line the link takes.
  expect(await link.evaluate(el => el.getClientRects().length)).toBe(1);
});
