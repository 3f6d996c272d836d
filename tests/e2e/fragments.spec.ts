/**
 * A URL fragment is the visitor's text: a broken percent-escape in it
 * (`#100%`, a truncated UTF-8 escape) once made the app throw a URIError
 * while hydrating, and the page went blank. Each URL must show the page the
 * server sent, hydrated, without a page error.
 */
import { expect, test } from '@playwright/test';

const URLS: Array<[string, string]> = [
  ['/ja/#%', 'ja'],
  ['/en/docs/faq/#100%', 'en'],
  ['/#%E0%A4%A', 'zh-CN'],
];

for (const [url, lang] of URLS) {
  test(`${url} shows its page`, async ({ page }) => {
    const errors: string[] = [];
    page.on('pageerror', error => errors.push(`${error.name}: ${error.message}`));
    const path = url.slice(0, url.indexOf('#'));
    const served = await (await page.request.get(path)).text();
    const heading =
      /<h1[^>]*>([\s\S]*?)<\/h1>/
        .exec(served)?.[1]
        .replace(/<[^>]+>/g, '')
        .trim() ?? '';
    expect(heading).not.toBe('');

    await page.goto(url);
    await expect(page.locator('html')).toHaveAttribute('data-hydrated', 'true');
    await expect(page.locator('html')).toHaveAttribute('lang', lang);
    // Give a late render a moment to throw before judging the page.
    await page.waitForTimeout(500);
    await expect(page.locator('h1').first()).toBeVisible();
    await expect(page.locator('h1').first()).toHaveText(heading);
    await expect(page.locator('header').first()).toBeVisible();
    expect(new URL(page.url()).hash).toBe(url.slice(url.indexOf('#')));
    expect(errors).toEqual([]);
  });
}

test('following an in-page link with a broken escape keeps the page', async ({ page }) => {
  const errors: string[] = [];
  page.on('pageerror', error => errors.push(`${error.name}: ${error.message}`));
  await page.goto('/en/docs/faq/');
  await expect(page.locator('html')).toHaveAttribute('data-hydrated', 'true');
  const heading = await page.locator('h1').first().innerText();
  await page.evaluate(() => {
    window.location.hash = '#50%';
  });
  await page.waitForTimeout(500);
  await expect(page.locator('h1').first()).toHaveText(heading);
  expect(errors).toEqual([]);
});
