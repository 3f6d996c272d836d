import { expect, test } from '@playwright/test';
import { LOCALES } from '../../site/locales';

// One page for every locale: each new page would cost a renderer's start-up, not the check.
test("every locale's pages carry its lang and dir", async ({ page }) => {
  test.setTimeout(120_000);
  for (const locale of LOCALES) {
    await test.step(`${locale.lang}: lang="${locale.htmlLang}" dir="${locale.direction}"`, async () => {
      for (const path of [locale.path, `${locale.path}docs/faq/`]) {
        await page.goto(path);
        await expect(page.locator('html'), path).toHaveAttribute('lang', locale.htmlLang);
        await expect(page.locator('html'), path).toHaveAttribute('dir', locale.direction);
      }
    });
  }
});

test('the not-found page is localized after hydration and asks to tell the linking site', async ({ page }) => {
  const errors: string[] = [];
  page.on('pageerror', e => errors.push(e.message));
  const res = await page.goto('/ja/no-such-page/');
  expect(res?.status()).toBe(404);
  await expect(page.getByRole('heading', { level: 1 })).toHaveText('ページが見つかりません');
  await expect(page.getByText('リンク切れであることをそのサイトの管理者にお知らせください')).toBeVisible();
  await expect(page).toHaveTitle(/ページが見つかりません/);
  await page.getByRole('link', { name: 'ホームに戻る' }).click();
  await expect(page).toHaveURL(/\/ja\/$/);
  expect(errors).toEqual([]);
});

test('no first-visit redirect: pt-BR and zh-TW browsers stay on the page they asked for', async ({ browser }) => {
  for (const locale of ['pt-BR', 'zh-TW']) {
    const context = await browser.newContext({ locale });
    const page = await context.newPage();
    await page.goto('/');
    await page.waitForLoadState('networkidle');
    expect(new URL(page.url()).pathname).toBe('/');
    await context.close();
  }
});
