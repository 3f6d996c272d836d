/**
 * The main paths walked with the keyboard only: no clicks, no focus() calls
 * after the page loads. Each test starts from the top of the page and
 * presses Tab until the control it needs has focus, the way a keyboard
 * user would, so a control that cannot be reached fails the test.
 */
import { expect, type Locator, type Page, test } from '@playwright/test';
import { ACCOUNT_API_BASE } from '../../site/account';
import { BRAND } from '../../site/brand';
import { MANGA_DEAL } from '../../site/plans';
import { answer, signIn, withExtension } from './support/account';
import { visit } from './support/page';
import { ui } from './support/strings';

/** Presses Tab until `target` has focus; fails after `limit` presses. */
async function tabTo(page: Page, target: Locator, limit = 80): Promise<number> {
  for (let presses = 1; presses <= limit; presses++) {
    await page.keyboard.press('Tab');
    if (await target.evaluate(element => element === document.activeElement)) return presses;
  }
  throw new Error(`Not reachable with ${limit} presses of Tab`);
}

test('skip link, then straight into the page content', async ({ page }) => {
  await visit(page, '/ja/docs/faq/');
  await page.keyboard.press('Tab');
  const skip = page.getByRole('link', { name: ui('a11y.skipToContent', 'ja') });
  await expect(skip).toBeFocused();
  await expect(skip).toBeVisible();
  await page.keyboard.press('Enter');
  await expect(page).toHaveURL(/#main-content$/);
  // The next Tab lands inside the main content, not back in the navbar.
  await page.keyboard.press('Tab');
  expect(await page.evaluate(() => Boolean(document.activeElement?.closest('main')))).toBe(true);
});

test('a navbar dropdown item is reached and followed with Tab and Enter', async ({ page }) => {
  await visit(page, '/ja/');
  const more = page.locator('[data-nav-id="more"]');
  const toggle = more.getByRole('button', { name: ui('nav.more', 'ja') });
  await tabTo(page, toggle);
  await page.keyboard.press('Enter');
  await expect(toggle).toHaveAttribute('aria-expanded', 'true');
  const item = more.locator('[data-nav-id="more.affiliate"]');
  await tabTo(page, item, 10);
  await page.keyboard.press('Enter');
  await expect(page).toHaveURL(/\/ja\/docs\/friends\/$/);
  await expect(page.locator('h1')).toContainText(ui('sidebar.friends', 'ja'));
});

test('search: open, type, pick the first result with Enter', async ({ page }) => {
  await visit(page, '/en/docs/');
  await page.keyboard.press('Control+k');
  const input = page.locator('.DocSearch-Input');
  await expect(input).toBeFocused();
  await page.keyboard.type('Privacy policy');
  // Results update per keystroke: wait until the list answers the whole query
  // (the privacy page on top), or Enter can land on a hit for "Privacy po".
  await expect(page.locator('.DocSearch-Hit').first()).toContainText('Privacy policy');
  await page.keyboard.press('Enter');
  await expect(page).toHaveURL(/\/en\/docs\/PRIVACY\/(#.*)?$/);
  await expect(page.locator('.DocSearch-Modal')).toHaveCount(0);
});

test('search: Escape closes the dialog and gives focus back to the search button', async ({ page }) => {
  await visit(page, '/ja/');
  const button = page.getByRole('button', { name: ui('search.button', 'ja') }).first();
  await tabTo(page, button);
  await page.keyboard.press('Enter');
  await expect(page.locator('.DocSearch-Input')).toBeFocused();
  await page.keyboard.press('Escape');
  await expect(page.locator('.DocSearch-Modal')).toHaveCount(0);
  await expect(button).toBeFocused();
});

test('pricing: the billing period is chosen with the arrow keys and the Pro link follows it', async ({ page }) => {
  await visit(page, '/en/pricing/');
  const yearly = page.locator('input[name="billing-period"][value="yearly"]');
  const monthly = page.locator('input[name="billing-period"][value="monthly"]');
  await tabTo(page, yearly);
  await page.keyboard.press('ArrowLeft');
  await expect(monthly).toBeChecked();
  await expect(monthly).toBeFocused();
  const getPro = page.locator('.dg-m-plan--featured a.dg-m-plan__cta');
  await expect(getPro).toHaveAttribute('href', `${BRAND.urls.checkout}?plan=pro&period=monthly&lang=en`);
  await page.keyboard.press('ArrowRight');
  await expect(yearly).toBeChecked();
  await tabTo(page, getPro, 20);
  await expect(getPro).toHaveAttribute('href', `${BRAND.urls.checkout}?plan=pro&period=yearly&lang=en`);
});

test('manga deal: the claim button is reached and pressed with the keyboard', async ({ page, context, baseURL }) => {
  await page.clock.setFixedTime(new Date(Date.parse(MANGA_DEAL.start) + 7 * 24 * 3600_000));
  await signIn(context, baseURL as string);
  await withExtension(page);
  await page.route(`${ACCOUNT_API_BASE}/v1/deals/${MANGA_DEAL.id}/claim`, route => answer(route, 201));
  await visit(page, '/ja/deals/manga/');
  const claim = page.locator('#claim button');
  await expect(claim).toBeEnabled();
  await tabTo(page, claim);
  await page.keyboard.press('Enter');
  await expect(page.locator('#claim')).toContainText(ui('claim.success', 'ja'));
  // The result is announced where focus can find it: a live region.
  await expect(page.locator('#claim [role="status"], #claim [aria-live]').first()).toContainText(ui('claim.success', 'ja'));
});

test('exchange: a code typed and submitted with Enter is checked and kept', async ({ page, context, baseURL }) => {
  await signIn(context, baseURL as string);
  await page.route(`${ACCOUNT_API_BASE}/v1/redeem`, route => answer(route, route.request().method() === 'POST' ? 404 : 204));
  await visit(page, '/en/exchange/');
  const input = page.locator('#redeem input[name="code"]');
  await tabTo(page, input);
  await page.keyboard.type('ABCD-EFGH');
  await page.keyboard.press('Enter');
  await expect(page.locator('#redeem .dg-m-flow__result')).toHaveText(ui('exchange.error.length', 'en'));
  await expect(input).toBeFocused();
  await page.keyboard.type('-JKMN-PQRS');
  await page.keyboard.press('Enter');
  await expect(page.locator('#redeem .dg-m-flow__result')).toHaveText(ui('exchange.error.unknownCode', 'en'));
  await expect(input).toHaveValue('ABCD-EFGH-JKMN-PQRS');
});
