import { expect, type Page, test } from '@playwright/test';
import { ACCOUNT_API_BASE } from '../../site/account';
import { MANGA_DEAL } from '../../site/plans';
import { formatServiceDate } from '../../rules/account';
import { answer, signIn, withExtension } from './support/account';
import { ui } from './support/strings';

// A 200 from the account service whose fields are not what ACCOUNT_API.md
// says: the page shows the error with Retry — never "This page crashed",
// never a success it cannot describe — and keeps what the visitor typed.
const CLAIM_API = `${ACCOUNT_API_BASE}/v1/deals/${MANGA_DEAL.id}/claim`;
const REDEEM_API = `${ACCOUNT_API_BASE}/v1/redeem`;
const DURING_DEAL = new Date(Date.parse(MANGA_DEAL.start) + 7 * 24 * 3600_000);

const MALFORMED: Array<[string, unknown]> = [
  ['a word for a date', { expiresAt: 'soon' }],
  ['a number for a date', { expiresAt: 1e20 }],
  ['a date out of range', { expiresAt: '+275760-09-13T00:00:00Z' }],
  ['a day that is not on the calendar', { expiresAt: '2026-02-31T00:00:00Z' }],
  ['a list for a body', ['pro']],
  ['a string for a body', 'ok'],
];

function watchCrashes(page: Page): string[] {
  const errors: string[] = [];
  page.on('pageerror', error => errors.push(error.message));
  return errors;
}

test.describe('manga claim', () => {
  test.beforeEach(async ({ page, context, baseURL }) => {
    await page.clock.setFixedTime(DURING_DEAL);
    await signIn(context, baseURL as string);
    await withExtension(page);
  });

  for (const [what, body] of MALFORMED) {
    test(`a 200 with ${what} shows the error with Retry, and Retry can succeed`, async ({ page }) => {
      const crashes = watchCrashes(page);
      let reply: unknown = body;
      await page.route(CLAIM_API, route => answer(route, 200, reply));
      await page.goto('/en/deals/manga/');
      const claim = page.locator('#claim');
      await claim.getByRole('button').click();
      await expect(claim).toHaveAttribute('data-claim-state', 'unexpectedAnswer');
      await expect(claim.getByRole('status')).toHaveText(ui('flow.unexpectedAnswer', 'en'));
      await expect(page.getByText(ui('error.crashTitle', 'en'))).toHaveCount(0);
      reply = { expiresAt: '2026-12-01T00:00:00Z' };
      await claim.getByRole('button', { name: ui('error.retry', 'en') }).click();
      await expect(claim).toHaveAttribute('data-claim-state', 'success');
      await expect(claim.getByRole('status')).toContainText(formatServiceDate('2026-12-01T00:00:00Z', 'en'));
      expect(crashes).toEqual([]);
    });
  }
});

test.describe('exchange', () => {
  for (const [what, body] of MALFORMED) {
    test(`a 200 with ${what} shows the error with Retry and keeps the code`, async ({ page, context, baseURL }) => {
      const crashes = watchCrashes(page);
      await signIn(context, baseURL as string);
      await page.route(REDEEM_API, route => answer(route, 200, body));
      await page.goto('/ja/exchange/');
      const input = page.locator('#redeem input[name="code"]');
      await input.fill('ABCD-EFGH-JKMN-PQRS');
      await page.locator('#redeem button[type="submit"]').click();
      const result = page.locator('#redeem .dg-m-flow__result');
      await expect(result).toContainText(ui('flow.unexpectedAnswer', 'ja'));
      await expect(result.getByRole('button', { name: ui('error.retry', 'ja') })).toBeVisible();
      await expect(input).toHaveValue('ABCD-EFGH-JKMN-PQRS');
      await expect(page.getByText(ui('error.crashTitle', 'ja'))).toHaveCount(0);
      expect(crashes).toEqual([]);
    });
  }

  test('the end date is the same calendar day as on the claim page, west of UTC too', async ({ browser, baseURL }) => {
    const context = await browser.newContext({ timezoneId: 'America/Los_Angeles' });
    await signIn(context, baseURL as string);
    const page = await context.newPage();
    await page.route(REDEEM_API, route => answer(route, 200, { plan: 'pro', expiresAt: '2027-11-22T00:00:00Z' }));
    await page.goto('/en/exchange/');
    await page.locator('#redeem input[name="code"]').fill('ABCD-EFGH-JKMN-PQRS');
    await page.locator('#redeem button[type="submit"]').click();
    await expect(page.locator('#redeem .dg-m-flow__result')).toHaveText(
      ui('exchange.successUntil', 'en', { date: 'November 22, 2027' }),
    );
    await context.close();
  });

  test('the field is locked while its code is checked, and the answer stays with the code it answers', async ({
    page,
    context,
    baseURL,
  }) => {
    await signIn(context, baseURL as string);
    let release: () => void = () => {};
    const held = new Promise<void>(resolve => {
      release = resolve;
    });
    const asked: string[] = [];
    await page.route(REDEEM_API, async route => {
      if (route.request().method() === 'POST') {
        asked.push(JSON.parse(route.request().postData() ?? '{}').code);
        await held;
      }
      await answer(route, 200, { plan: 'pro', expiresAt: '2027-11-22T00:00:00Z' });
    });
    await page.goto('/en/exchange/');
    await expect(page.locator('html')).toHaveAttribute('data-hydrated', 'true');
    const input = page.locator('#redeem input[name="code"]');
    const result = page.locator('#redeem .dg-m-flow__result');
    await input.fill('ABCD-EFGH-JKMN-PQRS');
    await page.locator('#redeem button[type="submit"]').click();
    await expect(input).toHaveAttribute('readonly', '');
    // Typing while the request is in flight changes nothing.
    await input.focus();
    await page.keyboard.press('End');
    await page.keyboard.type('ZZ');
    await page.keyboard.press('Backspace');
    await expect(input).toHaveValue('ABCD-EFGH-JKMN-PQRS');
    release();
    const success = ui('exchange.successUntil', 'en', { date: 'November 22, 2027' });
    await expect(result).toHaveText(success);
    await expect(input).not.toHaveAttribute('readonly', '');
    expect(asked).toEqual(['ABCD-EFGH-JKMN-PQRS']);
    // Another code: the success no longer stands next to it.
    await input.fill('WXYZ-EFGH-JKMN-PQRS');
    await expect(result).not.toContainText(success);
  });
});
