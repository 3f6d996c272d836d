/**
 * Marketing pages in the browser (desktop and mobile): every page renders,
 * the download page leads with the visitor's store, the Android page starts
 * its download, and the account flows reach every state with the account
 * service answered at the network layer.
 */
import fs from 'node:fs';
import { expect, type Page, test } from '@playwright/test';
import { ACCOUNT_API_BASE } from '../../site/account';
import { BRAND } from '../../site/brand';
import { store } from '../../site/downloads';
import { SOURCE_LOCALES } from '../../site/locales';
import { MANGA_DEAL } from '../../site/plans';
import { MARKETING_PAGES } from '../../site/routes';
import { withLocale } from '../../rules/url';
import { UA } from '../fixtures/user-agents';
import { answer, signIn, withExtension } from './support/account';
import { ui } from './support/strings';

const CLAIM_API = `${ACCOUNT_API_BASE}/v1/deals/${MANGA_DEAL.id}/claim`;
const REDEEM_API = `${ACCOUNT_API_BASE}/v1/redeem`;
/** Inside the event window, whatever day the tests run. */
const DURING_DEAL = new Date(Date.parse(MANGA_DEAL.start) + 7 * 24 * 3600_000);

function collectErrors(page: Page): string[] {
  const errors: string[] = [];
  page.on('console', message => {
    if (message.type() === 'error') errors.push(message.text());
  });
  page.on('pageerror', error => errors.push(error.message));
  return errors;
}

test.describe('every marketing page', () => {
  for (const lang of SOURCE_LOCALES) {
    test(`renders in ${lang} without console errors: its own copy, or another locale's under a notice`, async ({ page }) => {
      test.setTimeout(120_000);
      const errors = collectErrors(page);
      for (const { id, path } of MARKETING_PAGES) {
        const url = withLocale(path, lang);
        const response = await page.goto(url);
        expect(response?.status(), url).toBe(200);
        await expect(page.locator('html')).toHaveAttribute('data-hydrated', 'true');
        await expect(page.locator('h1'), url).toHaveCount(1);
        await expect(page.locator('html')).toHaveAttribute('lang', lang === 'zh' ? 'zh-CN' : lang);
        // Written in this locale: no notice. Not yet written: the notice, and the copy marked with its own language.
        const written = fs.existsSync(`docs/${lang}/_copy/${id}.json`);
        await expect(page.locator('.dg-fallback-notice'), url).toHaveCount(written ? 0 : 1);
        if (!written) await expect(page.locator('.dg-m-page'), url).toHaveAttribute('lang', /.+/);
        expect(await page.title(), url).not.toBe('');
      }
      expect(errors).toEqual([]);
    });
  }
});

test.describe('download page', () => {
  const cases = [
    ['Chrome', UA.chrome, 'chrome'],
    ['Edge', UA.edge, 'edge'],
    ['Firefox', UA.firefox, 'firefox'],
    ['Safari on a Mac', UA.safariMac, 'safariMac'],
    ['Safari on an iPhone', UA.safariIos, 'safariIos'],
  ] as const;
  for (const [name, userAgent, lead] of cases) {
    test(`leads with the store for ${name}`, async ({ browser, baseURL }) => {
      const context = await browser.newContext({ userAgent, baseURL });
      const page = await context.newPage();
      await page.goto('/ja/download/');
      const featured = page.locator('.dg-m-store--lead');
      await expect(featured).toHaveAttribute('data-store', lead);
      await expect(featured.getByRole('link')).toHaveAttribute('href', store(lead).href);
      // Every other way to get Diglot is still offered.
      await expect(page.locator('[data-store]')).toHaveCount(7);
      await context.close();
    });
  }
});

test.describe('android page', () => {
  test('says the download is starting, starts it, and offers the manual link', async ({ page }) => {
    const apk = store('apk').href;
    await page.route(`${BRAND.urls.download}/**`, route =>
      route.fulfill({
        status: 200,
        headers: {
          'content-type': 'application/vnd.android.package-archive',
          'content-disposition': 'attachment; filename="diglot.apk"',
        },
        body: 'apk',
      }),
    );
    await page.goto('/en/android/');
    const status = page.getByRole('status').filter({ hasText: /download/i });
    await expect(page.getByRole('link', { name: /manually/i })).toHaveAttribute('href', apk);
    const started = Date.now();
    const download = await page.waitForEvent('download');
    expect(download.url()).toBe(apk);
    expect(Date.now() - started).toBeGreaterThan(1000);
    await expect(status).toHaveText(/has started/);
    await expect(page).toHaveURL(/\/en\/android\/$/);
  });
});

test.describe('manga claim', () => {
  test.beforeEach(async ({ page }) => {
    await page.clock.setFixedTime(DURING_DEAL);
  });
  const claimButton = (page: Page) => page.locator('#claim button');

  test('asks a signed-out visitor to log in first, with a way back', async ({ page }) => {
    let calls = 0;
    await page.route(CLAIM_API, route => {
      calls++;
      return answer(route, 200);
    });
    await page.goto('/ja/deals/manga/');
    await expect(page.locator('#claim')).toHaveAttribute('data-claim-state', 'signIn');
    await expect(page.locator('#claim')).toContainText(ui('claim.signInFirst', 'ja'));
    const link = page.locator('#claim').getByRole('link', { name: ui('flow.signIn', 'ja') });
    const target = new URL((await link.getAttribute('href')) ?? '');
    expect(target.origin + target.pathname).toBe(BRAND.urls.signIn);
    expect(target.searchParams.get('return')).toMatch(/\/ja\/deals\/manga\/$/);
    await expect(claimButton(page)).toBeDisabled();
    expect(calls).toBe(0);
  });

  test('warns when the extension is missing, and continues after install and refresh', async ({ page, context, baseURL }) => {
    await signIn(context, baseURL as string);
    await page.route(CLAIM_API, route => answer(route, 201, { expiresAt: '2026-12-11T00:00:00Z' }));
    await page.goto('/ja/deals/manga/');
    await expect(page.locator('#claim')).toHaveAttribute('data-claim-state', 'install');
    await expect(page.locator('#claim')).toContainText(ui('claim.installFirst', 'ja'));
    await expect(claimButton(page)).toBeDisabled();

    await withExtension(page);
    await page.reload();
    await expect(page.locator('#claim')).toHaveAttribute('data-claim-state', 'ready');
    await claimButton(page).click();
    await expect(page.locator('#claim')).toContainText(ui('claim.success', 'ja'));
  });

  test('claims once and says so once', async ({ page, context, baseURL }) => {
    await signIn(context, baseURL as string);
    await withExtension(page);
    const posts: string[] = [];
    await page.route(CLAIM_API, route => {
      if (route.request().method() === 'POST') posts.push(route.request().headers().cookie ?? '');
      return answer(route, 201);
    });
    await page.goto(withLocale('/deals/manga/', 'zh'));
    await claimButton(page).click();
    await expect(page.locator('#claim')).toHaveAttribute('data-claim-state', 'success');
    await expect(page.locator('#claim .dg-m-notice')).toHaveCount(1);
    await expect(page.locator('#claim .dg-m-notice')).toHaveText(ui('claim.success', 'zh'));
    await expect(claimButton(page)).toHaveCount(0);
    expect(posts).toHaveLength(1);
  });

  for (const [status, state, key] of [
    [409, 'alreadyClaimed', 'claim.alreadyClaimed'],
    [403, 'notEligible', 'claim.notEligible'],
    [410, 'ended', 'claim.ended'],
    [401, 'signIn', 'claim.signInFirst'],
  ] as const) {
    test(`shows "${state}" when the service answers ${status}`, async ({ page, context, baseURL }) => {
      await signIn(context, baseURL as string);
      await withExtension(page);
      await page.route(CLAIM_API, route => answer(route, status));
      await page.goto('/en/deals/manga/');
      await claimButton(page).click();
      await expect(page.locator('#claim')).toHaveAttribute('data-claim-state', state);
      await expect(page.locator('#claim')).toContainText(ui(key, 'en'));
    });
  }

  test('keeps its place on a network error and succeeds on retry', async ({ page, context, baseURL }) => {
    await signIn(context, baseURL as string);
    await withExtension(page);
    let fail = true;
    await page.route(CLAIM_API, route =>
      fail && route.request().method() === 'POST' ? route.abort('internetdisconnected') : answer(route, 201),
    );
    await page.goto('/ja/deals/manga/');
    await claimButton(page).click();
    await expect(page.locator('#claim')).toHaveAttribute('data-claim-state', 'networkError');
    await expect(page.locator('#claim')).toContainText(ui('flow.networkError', 'ja'));
    await expect(claimButton(page)).toHaveText(ui('error.retry', 'ja'));
    fail = false;
    await claimButton(page).click();
    await expect(page.locator('#claim')).toHaveAttribute('data-claim-state', 'success');
  });

  test('after the end date, says the event has ended and sends nothing', async ({ page, context, baseURL }) => {
    await page.clock.setFixedTime(new Date(Date.parse(MANGA_DEAL.end) + 60_000));
    await signIn(context, baseURL as string);
    await withExtension(page);
    let calls = 0;
    await page.route(CLAIM_API, route => {
      calls++;
      return answer(route, 201);
    });
    await page.goto('/ja/deals/manga/');
    await expect(page.locator('#claim')).toHaveAttribute('data-claim-state', 'ended');
    await expect(page.locator('#claim')).toContainText(ui('claim.ended', 'ja'));
    await expect(claimButton(page)).toHaveCount(0);
    expect(calls).toBe(0);
  });
});

test.describe('exchange', () => {
  const input = (page: Page) => page.locator('#redeem input[name="code"]');
  const submit = (page: Page) => page.locator('#redeem button[type="submit"]');
  const result = (page: Page) => page.locator('#redeem .dg-m-flow__result');

  test('a signed-out visitor is asked to sign in and keeps what they typed', async ({ page }) => {
    await page.goto('/ja/exchange/');
    await expect(page.locator('#redeem')).toContainText(ui('exchange.signInFirst', 'ja'));
    await input(page).fill('abcd-efgh-jkmn-pqrs');
    await expect(submit(page)).toBeDisabled();
    await expect(input(page)).toHaveValue('abcd-efgh-jkmn-pqrs');
  });

  test('checks the format before sending, and keeps the code on every error', async ({ page, context, baseURL }) => {
    await signIn(context, baseURL as string);
    const bodies: unknown[] = [];
    const outcomes = [404, 409, 410];
    await page.route(REDEEM_API, route => {
      if (route.request().method() === 'POST') bodies.push(route.request().postDataJSON());
      return answer(route, route.request().method() === 'POST' ? (outcomes.shift() ?? 500) : 204);
    });
    await page.goto('/en/exchange/');

    await submit(page).click();
    await expect(result(page)).toHaveText(ui('exchange.error.empty', 'en'));
    await input(page).fill('ABCD-EFGH');
    await submit(page).click();
    await expect(result(page)).toHaveText(ui('exchange.error.length', 'en'));
    await expect(input(page)).toHaveAttribute('aria-invalid', 'true');
    await expect(input(page)).toHaveValue('ABCD-EFGH');
    await input(page).fill('ABCD-EFGH-IJKL-0000');
    await submit(page).click();
    await expect(result(page)).toHaveText(ui('exchange.error.characters', 'en'));
    expect(bodies).toEqual([]);

    await input(page).fill('abcd efgh jkmn pqrs');
    for (const key of ['exchange.error.unknownCode', 'exchange.error.usedCode', 'exchange.error.expiredCode']) {
      await submit(page).click();
      await expect(result(page)).toHaveText(ui(key, 'en'));
      await expect(input(page)).toHaveValue('ABCD-EFGH-JKMN-PQRS');
    }
    expect(bodies).toEqual(Array(3).fill({ code: 'ABCD-EFGH-JKMN-PQRS' }));
  });

  test('recovers from a network error and confirms the redemption', async ({ page, context, baseURL }) => {
    await signIn(context, baseURL as string);
    let fail = true;
    await page.route(REDEEM_API, route =>
      fail && route.request().method() === 'POST' ? route.abort('internetdisconnected') : answer(route, 200, { plan: 'pro' }),
    );
    await page.goto(withLocale('/exchange/', 'zh'));
    await input(page).fill('ABCD-EFGH-JKMN-PQRS');
    await submit(page).click();
    await expect(result(page)).toContainText(ui('flow.networkError', 'zh'));
    await expect(input(page)).toHaveValue('ABCD-EFGH-JKMN-PQRS');
    fail = false;
    await result(page)
      .getByRole('button', { name: ui('error.retry', 'zh') })
      .click();
    await expect(result(page)).toHaveText(ui('exchange.success', 'zh'));
  });
});

test.describe('top-up', () => {
  test('continues to checkout with the chosen pack', async ({ page }) => {
    await page.route(`${BRAND.urls.checkout}**`, route =>
      route.fulfill({ status: 200, contentType: 'text/html', body: '<title>Checkout</title>' }),
    );
    await page.goto('/ja/topup/');
    await page.locator('input[name="pack"][value="pack-l"]').check();
    await page.locator('#packs button[type="submit"]').click();
    await expect(page).toHaveURL(`${BRAND.urls.checkout}?pack=pack-l&lang=ja`);
  });
});

test.describe('pricing', () => {
  test('the Pro button carries the billing period the visitor chose', async ({ page }) => {
    await page.goto('/en/pricing/');
    const getPro = page.locator('.dg-m-plan--featured a.dg-m-plan__cta');
    await expect(getPro).toHaveAttribute('href', `${BRAND.urls.checkout}?plan=pro&period=yearly&lang=en`);
    await page.locator('input[name="billing-period"][value="monthly"]').check();
    await expect(getPro).toHaveAttribute('href', `${BRAND.urls.checkout}?plan=pro&period=monthly&lang=en`);
  });
});

test.describe('copy actions', () => {
  test('copying the extensions address confirms with "copy success"', async ({ page, context }) => {
    await context.grantPermissions(['clipboard-read', 'clipboard-write']);
    await page.goto('/ja/manual-chrome-extension/');
    const copy = page.locator('.dg-m-copy').first();
    await copy.getByRole('button').click();
    await expect(copy.getByRole('status')).toHaveText(ui('common.copySuccess', 'ja'));
    expect(await page.evaluate(() => navigator.clipboard.readText())).toBe('chrome://extensions');
  });
});
