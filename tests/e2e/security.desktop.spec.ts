/**
 * The site under its shipped Content-Security-Policy: pages, the search
 * dialog (static index), the claim flow and client-side navigation all
 * work without a single violation, and nothing is requested from a third
 * party until the visitor uses a feature that needs it.
 */
import { expect, type Page, test } from '@playwright/test';
import { ACCOUNT_API_BASE } from '../../site/account';
import { MANGA_DEAL } from '../../site/plans';
import { SIGN_IN_COOKIE } from '../../site/visitor';
import { ui } from './support/strings';

declare global {
  interface Window {
    __reportCspViolation: (violation: string) => void;
  }
}

/**
 * Every violation on every page the test visits, kept on the test's side:
 * a list kept in the page would be emptied by each navigation.
 */
async function recordViolations(page: Page): Promise<string[]> {
  const seen: string[] = [];
  await page.exposeBinding('__reportCspViolation', ({ frame }, violation: string) => {
    seen.push(`${frame.url()}: ${violation}`);
  });
  await page.addInitScript(() => {
    document.addEventListener('securitypolicyviolation', event => {
      window.__reportCspViolation(`${event.violatedDirective} ${event.blockedURI} ${event.sourceFile}:${event.lineNumber}`);
    });
  });
  return seen;
}

test('pages, search, navigation and the claim flow run under the CSP without violations', async ({ page, context, baseURL }) => {
  const violations = await recordViolations(page);
  const refused: string[] = [];
  page.on('console', message => {
    if (/Content Security Policy/i.test(message.text())) refused.push(message.text());
  });

  const response = await page.goto('/ja/');
  const csp = response?.headers()['content-security-policy'] ?? '';
  expect(csp).toContain("script-src 'self' 'sha256-");
  expect(response?.headers()['strict-transport-security']).toContain('max-age=');
  await expect(page.locator('html')).toHaveAttribute('data-hydrated', 'true');

  // Client-side navigation loads route chunks.
  await page
    .locator('header')
    .getByRole('link', { name: ui('nav.pricing', 'ja') })
    .first()
    .click();
  await expect(page).toHaveURL(/\/ja\/pricing\/$/);
  await page.goto('/ja/docs/usage/');

  // The search dialog, used the way a reader does: it loads the static
  // index, renders hits, is closed, reopened and followed.
  await page.getByRole('button', { name: ui('search.buttonLabel', 'ja') }).click();
  await page.locator('.DocSearch-Input').fill('PDF');
  await expect(page.locator('.DocSearch-Hit').first()).toBeVisible();
  await page.keyboard.press('ArrowDown');
  await page.keyboard.press('Escape');
  await expect(page.locator('.DocSearch-Modal')).toHaveCount(0);
  await page.keyboard.press('Control+k');
  await page.locator('.DocSearch-Input').fill('字幕');
  await expect(page.locator('.DocSearch-Hit').first()).toBeVisible();
  await page.keyboard.press('Enter');
  await expect(page.locator('.DocSearch-Modal')).toHaveCount(0);
  await expect(page).not.toHaveURL(/\/ja\/docs\/usage\/$/);
  await page.keyboard.press('Control+k');
  await expect(page.locator('.DocSearch-Input')).toBeFocused();
  await page.keyboard.press('Escape');

  // The claim talks to the account service.
  await context.addCookies([{ name: SIGN_IN_COOKIE, value: 't', url: baseURL as string }]);
  await page.addInitScript(() =>
    document.addEventListener('DOMContentLoaded', () => document.documentElement.setAttribute('data-diglot-extension', '3.4.0')),
  );
  await page.clock.setFixedTime(new Date(Date.parse(MANGA_DEAL.start) + 86_400_000));
  await page.route(`${ACCOUNT_API_BASE}/**`, route =>
    route.fulfill({
      status: route.request().method() === 'OPTIONS' ? 204 : 201,
      headers: {
        'access-control-allow-origin': route.request().headers().origin ?? '*',
        'access-control-allow-credentials': 'true',
        'access-control-allow-headers': 'content-type, accept',
      },
      contentType: 'application/json',
      body: '{}',
    }),
  );
  await page.goto('/ja/deals/manga/');
  await page.locator('#claim button').click();
  await expect(page.locator('#claim')).toHaveAttribute('data-claim-state', 'success');

  // A page that does not exist, and the docs in a right-to-left locale.
  await page.goto('/ja/no-such-page/');
  await page.goto('/ar/docs/faq/');
  await expect(page.locator('html')).toHaveAttribute('data-hydrated', 'true');
  await page.keyboard.press('Control+k');
  await page.locator('.DocSearch-Input').fill('PDF');
  await expect(page.locator('.DocSearch-Hit').first()).toBeVisible();

  expect(violations).toEqual([]);
  expect(refused).toEqual([]);
});

test('no request leaves the site while a visitor reads', async ({ page, baseURL }) => {
  // Seven pages, each watched for 1.5 s after it hydrates.
  test.setTimeout(90_000);
  const origin = new URL(baseURL as string).origin;
  const thirdParty: string[] = [];
  page.on('request', request => {
    const url = new URL(request.url());
    if (url.origin !== origin && url.protocol !== 'data:') thirdParty.push(request.url());
  });
  for (const path of ['/ja/', '/ja/pricing/', '/ja/download/', '/ja/deals/manga/', '/ja/exchange/', '/ja/docs/usage/', '/ar/']) {
    await page.goto(path);
    await expect(page.locator('html')).toHaveAttribute('data-hydrated', 'true');
    // The site script's first run happens after 1.2 s.
    await page.waitForTimeout(1500);
  }
  expect(thirdParty).toEqual([]);
});
