/**
 * The search dialog as readers meet it, on desktop and phone (issue 26):
 * the chosen hit readable, the page never moved, hits that are links,
 * typos and missing accents forgiven, and typing letter by letter within
 * the first answer's budget.
 */
import { expect, type Page, test } from '@playwright/test';
import { contrastOf } from './support/contrast';
import { visit } from './support/page';
import { countSearchCost } from './support/search-cost';

const input = (page: Page) => page.locator('.DocSearch-Modal .DocSearch-Input');
const hits = (page: Page) => page.locator('.DocSearch-Hit a.dg-search-hit');

async function open(page: Page) {
  await page.keyboard.press('Control+k');
  await expect(input(page)).toBeFocused();
}

/** The pages of the hits on screen, in order, each once. */
async function hitPages(page: Page): Promise<string[]> {
  const hrefs = await hits(page).evaluateAll(links => links.map(link => link.getAttribute('href') ?? ''));
  return [...new Set(hrefs.map(href => href.replace(/#.*$/, '')))];
}

for (const [lang, query] of [
  ['ja', '字幕'],
  ['en', 'subtitles'],
  ['ar', 'ترجمة'],
] as const) {
  test(`${lang}: the selected and the hovered hit are readable (AA), and every hit is a link into ${lang}`, async ({ page }) => {
    await visit(page, `/${lang}/docs/faq/`);
    await open(page);
    await input(page).fill(query);
    const selected = page.locator('.DocSearch-Hit[aria-selected="true"]');
    await expect(selected.locator('mark').first()).toBeVisible();
    for (const part of ['.DocSearch-Hit-title', '.DocSearch-Hit-path', 'mark']) {
      const element = selected.locator(part).first();
      if ((await element.count()) === 0) continue;
      expect(await contrastOf(element), `${part} of the selected hit`).toBeGreaterThanOrEqual(4.5);
    }
    // A section hit (title and snippet), selected by the pointer.
    const child = page.locator('.DocSearch-Hit--Child').first();
    await expect(child).toBeVisible();
    await child.hover();
    await expect(child).toHaveAttribute('aria-selected', 'true');
    for (const part of ['.DocSearch-Hit-title', '.DocSearch-Hit-path']) {
      expect(await contrastOf(child.locator(part).first()), `${part} of the hovered hit`).toBeGreaterThanOrEqual(4.5);
    }
    const hrefs = await hits(page).evaluateAll(links => links.map(link => link.getAttribute('href') ?? ''));
    expect(hrefs.length).toBeGreaterThan(3);
    for (const href of hrefs) expect(href).toMatch(new RegExp(`^/${lang}/docs/`));
  });
}

test('a recent search is readable when selected', async ({ page }) => {
  await visit(page, '/en/docs/');
  await open(page);
  await input(page).fill('privacy policy');
  await expect(hits(page).first()).toHaveAttribute('href', /\/en\/docs\/PRIVACY\//);
  await page.keyboard.press('Enter');
  await expect(page).toHaveURL(/\/en\/docs\/PRIVACY\//);
  await open(page);
  const recent = page.locator('.DocSearch-Hit[aria-selected="true"]');
  await expect(recent).toBeVisible();
  expect(await contrastOf(recent.locator('.DocSearch-Hit-title'))).toBeGreaterThanOrEqual(4.5);
});

test('opening and closing search leaves the page where it was, twice, navbar hidden then shown', async ({ page }) => {
  await visit(page, '/en/docs/features/pdf/');
  for (const [round, y] of [
    [1, 2000],
    [2, 1400],
  ] as const) {
    // Scrolling down hides the navbar; back up a little shows it again.
    await page.evaluate(top => window.scrollTo(0, top), y);
    await expect.poll(() => page.evaluate(() => window.scrollY)).toBe(y);
    await page.waitForTimeout(300);
    const before = await page.evaluate(() => window.scrollY);
    await page.keyboard.press('Control+k');
    // Typed at once, into the stand-in input on the first round.
    await page.keyboard.type('pdf');
    await expect(input(page)).toHaveValue('pdf');
    await expect(hits(page).first()).toBeVisible();
    expect(await page.evaluate(() => window.scrollY), `round ${round}, open`).toBe(before);
    await page.keyboard.press('Escape');
    await expect(input(page)).toHaveCount(0);
    await page.waitForTimeout(300);
    expect(await page.evaluate(() => window.scrollY), `round ${round}, closed`).toBe(before);
  }
});

for (const [lang, query, path] of [
  ['en', 'subtitels', '/en/docs/features/subtitles/'],
  ['en', 'traslate pdf', '/en/docs/features/pdf/'],
  ['es', 'subtitulos', '/es/docs/features/subtitles/'],
] as const) {
  test(`"${query}" (${lang}) finds ${path} among the first three pages`, async ({ page }) => {
    await visit(page, `/${lang}/docs/`);
    await open(page);
    await input(page).fill(query);
    // The first query also loads the locale's index.
    await expect(hits(page).first()).toBeVisible({ timeout: 15_000 });
    expect((await hitPages(page)).slice(0, 3)).toContain(path);
  });
}

test('a query typed letter by letter (50 ms a key) costs at most 15 requests and 120 KB, dialog code included', async ({
  page,
  context,
}) => {
  await visit(page, '/en/docs/faq/');
  await page.waitForLoadState('networkidle');
  const cost = countSearchCost(context);
  await page.keyboard.press('Control+k');
  await page.keyboard.type('subtitles', { delay: 50 });
  await expect(input(page)).toHaveValue('subtitles');
  // The final answer: sections with snippets under their pages.
  await expect(page.locator('.DocSearch-Hit--Child mark').first()).toBeVisible();
  await page.waitForLoadState('networkidle');
  const { requests, kb, urls } = await cost.total();
  cost.stop();
  expect(urls.some(url => /\/p\d+\.json$/.test(url))).toBe(true);
  expect(requests, urls.join('\n')).toBeLessThanOrEqual(15);
  expect(kb).toBeLessThanOrEqual(120);
});
