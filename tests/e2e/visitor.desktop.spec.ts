import { expect, type Page, test } from '@playwright/test';
import { ANNOUNCEMENT } from '../../site/visitor';
import { UA } from '../fixtures/user-agents';
import { ui } from './support/strings';

const bar = (page: Page) => page.locator('.dg-announcement');
const proTag = (page: Page) => page.locator('header [data-nav-id="proTag"]');
const profile = (page: Page) => page.locator('header [data-nav-id="profile"]');

test.describe('announcement bar', () => {
  test('stays closed across reloads, without a flash, until the announcement changes', async ({ page }) => {
    await page.goto('/ja/');
    await expect(bar(page)).toContainText(ui('announcement.content', 'ja'));
    await page.getByRole('button', { name: ui('announcement.close', 'ja') }).click();
    await expect(bar(page)).toHaveCount(0);
    expect(
      await page.evaluate(() => [
        localStorage.getItem('diglot.announcement.dismiss'),
        localStorage.getItem('diglot.announcement.id'),
      ]),
    ).toEqual(['true', ANNOUNCEMENT?.id]);

    // Hidden before any of the app's code runs: the boot script flags <html>.
    await page.route('**/static/js/**', route => route.abort());
    await page.reload();
    await expect(page.locator('html')).toHaveAttribute('data-announcement-dismissed', '');
    await expect(bar(page)).toBeHidden();
    await page.unroute('**/static/js/**');

    await page.reload();
    await expect(bar(page)).toHaveCount(0);

    await page.evaluate(() => localStorage.setItem('diglot.announcement.id', 'an-older-announcement'));
    await page.reload();
    await expect(bar(page)).toBeVisible();
  });
});

test.describe('promotional banner navbar-edge-activity', () => {
  const promo = (page: Page) => page.locator('#navbar-edge-activity');

  test('shows on Simplified Chinese pages inside its window', async ({ page }) => {
    await page.clock.setFixedTime(new Date('2025-06-01T00:00:00Z'));
    await page.goto('/pricing/');
    await expect(promo(page)).toContainText(ui('promo.edgeActivity', 'zh'));
  });

  test('is absent outside the window, and never on Japanese pages', async ({ page }) => {
    await page.clock.setFixedTime(new Date('2025-06-30T16:00:00Z'));
    await page.goto('/');
    await expect(page.locator('header.dg-navbar')).toBeVisible();
    await page.waitForTimeout(300);
    await expect(promo(page)).toHaveCount(0);
    await page.clock.setFixedTime(new Date('2025-06-01T00:00:00Z'));
    await page.goto('/ja/');
    await page.waitForTimeout(300);
    await expect(promo(page)).toHaveCount(0);
  });

  test('?preview=1 shows it early, but not after the end', async ({ page }) => {
    await page.clock.setFixedTime(new Date('2025-04-01T00:00:00Z'));
    await page.goto('/?preview=1');
    await expect(promo(page)).toBeVisible();
    await page.goto('/ja/?preview=1');
    await page.waitForTimeout(300);
    await expect(promo(page)).toHaveCount(0);
    await page.clock.setFixedTime(new Date('2025-07-01T00:00:00Z'));
    await page.goto('/?preview=1');
    await page.waitForTimeout(300);
    await expect(promo(page)).toHaveCount(0);
  });
});

test.describe('Pro tag and profile link', () => {
  test('the Pro tag is settled before first paint: shown to a free visitor, before any app code runs', async ({ page }) => {
    // Without the app's scripts, only the server's HTML, the CSS and the boot script decide.
    await page.route('**/static/js/**', route => route.abort());
    await page.goto('/ja/');
    await expect(proTag(page)).toBeVisible();
    await expect(proTag(page)).toHaveText(ui('nav.premium', 'ja'));
    await expect(proTag(page)).toHaveAttribute('href', '/ja/pricing/');
    // An active subscriber never sees it, not even for a frame.
    await page.evaluate(() =>
      localStorage.setItem('user_info', JSON.stringify({ subscription: { subscriptionStatus: 'active' } })),
    );
    await page.reload();
    await expect(page.locator('html')).toHaveAttribute('data-subscriber', '');
    await expect(proTag(page)).toBeHidden();
    await page.unroute('**/static/js/**');

    // With the app, the site script (1200 ms after load) comes to the same answer.
    await page.evaluate(() => localStorage.removeItem('user_info'));
    await page.clock.install();
    await page.goto('/ja/');
    await expect(proTag(page)).toBeVisible();
    await page.clock.runFor(1500);
    await expect(proTag(page)).toHaveAttribute('data-on', '');
    await expect(proTag(page)).toBeVisible();
  });

  test('stays hidden on the pricing page of any locale', async ({ page }) => {
    await page.clock.install();
    for (const path of ['/ja/pricing/', '/pricing/', '/ar/pricing/']) {
      await page.goto(path);
      await page.clock.runFor(1500);
      await expect(proTag(page), path).toBeHidden();
    }
  });

  test('stays hidden for an active subscriber, shows for a lapsed one', async ({ page }) => {
    await page.clock.install();
    await page.goto('/ja/');
    await page.evaluate(() =>
      localStorage.setItem('user_info', JSON.stringify({ subscription: { subscriptionStatus: 'active' } })),
    );
    await page.reload();
    await page.clock.runFor(1500);
    await expect(proTag(page)).toBeHidden();
    await page.evaluate(() =>
      localStorage.setItem('user_info', JSON.stringify({ subscription: { subscriptionStatus: 'expired' } })),
    );
    await page.reload();
    await page.clock.runFor(1500);
    await expect(proTag(page)).toBeVisible();
  });

  test('malformed user_info counts as not subscribed and the page keeps working', async ({ page }) => {
    const errors: string[] = [];
    page.on('pageerror', e => errors.push(e.message));
    await page.clock.install();
    await page.goto('/ja/');
    await page.evaluate(() => localStorage.setItem('user_info', '{"subscription":'));
    await page.reload();
    await page.clock.runFor(1500);
    await expect(proTag(page)).toBeVisible();
    expect(errors).toEqual([]);
  });

  test('the page re-evaluates after an in-app navigation to pricing', async ({ page }) => {
    await page.clock.install();
    await page.goto('/ja/');
    await page.clock.runFor(1500);
    await expect(proTag(page)).toBeVisible();
    await page.locator('header [data-nav-id="pricing"]').click();
    await expect(page).toHaveURL(/\/ja\/pricing\/$/);
    await page.clock.runFor(1100);
    await expect(proTag(page)).toBeHidden();
  });

  test('the profile link goes to the external profile, or to /profile/ when signed in', async ({ page, context }) => {
    await page.clock.install();
    await page.goto('/ja/');
    await page.clock.runFor(1500);
    await expect(profile(page)).toHaveAttribute('href', 'https://app.example.com/profile');
    await context.addCookies([{ name: 'diglot_token', value: 'signed-in', url: page.url() }]);
    await page.reload();
    await page.clock.runFor(1500);
    await expect(profile(page)).toHaveAttribute('href', '/profile/');
  });

  test('the profile link has no end margin on desktop and 10 px below 997 px', async ({ page }) => {
    await page.clock.install();
    await page.goto('/ja/');
    await page.clock.runFor(1500);
    await expect(profile(page)).toHaveCSS('margin-right', '0px');
    await page.setViewportSize({ width: 996, height: 800 });
    await page.clock.runFor(100);
    await page.getByRole('button', { name: ui('nav.openMenu', 'ja') }).click();
    await expect(page.locator('#dg-drawer [data-nav-id="profile"]')).toHaveCSS('margin-right', '10px');
  });
});

test.describe('Safari-only browsers', () => {
  test.use({ userAgent: UA.safariMac });

  test('see neither the Pro tag nor the profile link, not even before the site script runs', async ({ page }) => {
    await page.clock.install();
    await page.goto('/ja/');
    await expect(page.locator('html')).toHaveAttribute('data-safari-only', '');
    await expect(proTag(page)).toBeHidden();
    await expect(profile(page)).toBeHidden();
    await page.clock.runFor(1500);
    await expect(proTag(page)).toBeHidden();
    await expect(profile(page)).toBeHidden();
  });
});

test.describe('site script', () => {
  test('reports page views 1200 ms after load and after every URL change', async ({ page }) => {
    const start = new Date('2026-11-22T09:00:00Z');
    await page.clock.install({ time: start });
    await page.clock.pauseAt(new Date(start.getTime() + 1000));
    await page.goto('/ja/');
    await expect(page.locator('header.dg-navbar')).toBeVisible();
    const views = () =>
      page.evaluate(() =>
        ((window as unknown as { dataLayer?: { event: string; page_path: string }[] }).dataLayer ?? [])
          .filter(e => e.event === 'page_view')
          .map(e => e.page_path),
      );
    expect(await views()).toEqual([]);
    await page.clock.runFor(1250);
    expect(await views()).toEqual(['/ja/']);
    await page.locator('header [data-nav-id="download"]').click();
    await expect(page).toHaveURL(/\/ja\/download\/$/);
    await page.clock.runFor(1050);
    expect(await views()).toEqual(['/ja/', '/ja/download/']);
    await page.clock.runFor(3000);
    expect(await views()).toHaveLength(2);
  });

  test('loads no tag manager and calls no third party when none is configured', async ({ page }) => {
    const foreign: string[] = [];
    page.on('request', request => {
      if (!request.url().startsWith('http://127.0.0.1')) foreign.push(request.url());
    });
    await page.goto('/ja/docs/usage/');
    await page.waitForTimeout(2000);
    expect(foreign).toEqual([]);
  });
});

test.describe('colour mode', () => {
  test('no toggle, and light colours even with a dark system preference', async ({ page }) => {
    await page.emulateMedia({ colorScheme: 'dark' });
    await page.goto('/ja/docs/usage/');
    await page.evaluate(() => localStorage.setItem('theme', 'dark'));
    await page.reload();
    await expect(page.getByRole('button', { name: new RegExp(ui('colorMode.toggle', 'ja')) })).toHaveCount(0);
    await expect(page.locator('html')).not.toHaveClass(/dark/);
    await expect(page.locator('body')).toHaveCSS('background-color', 'rgb(255, 255, 255)');
    await expect(page.locator('body')).toHaveCSS('color', 'rgb(15, 23, 42)');
  });
});

/** Pretend the visitor turned on data saver: no prefetching. */
async function saveData(page: Page) {
  await page.addInitScript(() => {
    Object.defineProperty(navigator, 'connection', { configurable: true, value: { effectiveType: '4g', saveData: true } });
  });
}

test.describe('prefetching', () => {
  test('links in view load their page code ahead of a click', async ({ page }) => {
    const requests: string[] = [];
    page.on('request', r => r.url().includes('/static/js/async/') && requests.push(r.url()));
    await page.goto('/ja/');
    await expect.poll(() => requests.length).toBeGreaterThan(3);
  });

  test('sidebar links load their page code when hovered', async ({ page }) => {
    await page.goto('/ja/docs/usage/');
    await page.waitForLoadState('networkidle');
    const requests: string[] = [];
    page.on('request', r => r.url().includes('/static/js/async/') && requests.push(r.url()));
    await page
      .locator('.dg-doc-layout__sidebar')
      .getByRole('link', { name: ui('sidebar.faq', 'ja') })
      .hover();
    await expect.poll(() => requests.length).toBeGreaterThan(0);
  });

  test('nothing is prefetched with data saver on', async ({ page }) => {
    await saveData(page);
    await page.goto('/ja/');
    await page.waitForLoadState('networkidle');
    // Prefetches are idle `<link rel="prefetch">` downloads; a scene scrolled
    // into view loading its words is content the visitor asked for, not one.
    const prefetches: string[] = [];
    const requests: string[] = [];
    page.on('request', r => {
      if (!r.url().includes('/static/js/async/')) return;
      requests.push(r.url());
      if (r.resourceType() !== 'script' || /prefetch/i.test(r.headers()['sec-purpose'] ?? '')) prefetches.push(r.url());
    });
    await page.locator('header [data-nav-id="learn"]').hover();
    await page.mouse.wheel(0, 3000);
    await page.waitForTimeout(800);
    expect(prefetches).toEqual([]);
    requests.length = 0;
    await page
      .locator('footer')
      .getByRole('link', { name: ui('footer.faq', 'ja') })
      .click();
    await expect(page).toHaveURL(/\/ja\/docs\/faq\/$/);
    expect(requests.length).toBeGreaterThan(0);
  });
});

test.describe('errors', () => {
  test('a render crash shows the crash page with its causes; Try again recovers', async ({ page }) => {
    await page.goto('/en/docs/usage/');
    await expect(page.locator('header.dg-navbar')).toBeVisible();
    await page.waitForLoadState('networkidle');
    // The dependences page formats numbers while rendering: make that fail once.
    await page.evaluate(() => {
      const w = window as unknown as { RealNumberFormat: typeof Intl.NumberFormat };
      w.RealNumberFormat = Intl.NumberFormat;
      (Intl as { NumberFormat: unknown }).NumberFormat = function NumberFormat() {
        throw new Error('number formatting failed', { cause: new Error('locale data missing') });
      };
      history.pushState({}, '', '/en/docs/dependences/');
      dispatchEvent(new PopStateEvent('popstate'));
    });
    await expect(page.getByRole('heading', { name: ui('error.crashTitle', 'en') })).toBeVisible();
    await expect(page).toHaveTitle(ui('error.pageErrorTitle', 'en'));
    const causes = page.locator('.dg-crash__causes li');
    await expect(causes.nth(0)).toHaveText('number formatting failed');
    await expect(causes.nth(1)).toHaveText(ui('error.causedBy', 'en', { message: 'locale data missing' }));
    await page.evaluate(() => {
      Intl.NumberFormat = (window as unknown as { RealNumberFormat: typeof Intl.NumberFormat }).RealNumberFormat;
    });
    await page.getByRole('button', { name: ui('error.tryAgain', 'en') }).click();
    await expect(page.locator('.dg-deps table')).toBeVisible();
    await expect(page.locator('.dg-crash')).toHaveCount(0);
  });

  test('a failed preload of the next page falls back to a full page load', async ({ page }) => {
    await saveData(page);
    await page.goto('/ja/');
    await page.waitForLoadState('networkidle');
    await page.evaluate(() => {
      (window as unknown as { marker: boolean }).marker = true;
    });
    await page.route('**/static/js/async/**', route => route.abort());
    await page.locator('header [data-nav-id="download"]').click();
    await expect(page).toHaveURL(/\/ja\/download\/$/);
    await expect(page.locator('main')).toContainText('Diglot');
    expect(await page.evaluate(() => (window as unknown as { marker?: boolean }).marker)).toBeUndefined();
  });

  test('the progress bar waits 200 ms before appearing', async ({ page }) => {
    await page.goto('/ja/');
    await page.waitForLoadState('networkidle');
    await page.evaluate(() => {
      const w = window as unknown as { sawProgress: boolean };
      w.sawProgress = false;
      new MutationObserver(() => {
        if (document.querySelector('.dg-progress')) w.sawProgress = true;
      }).observe(document.body, { childList: true, subtree: true });
    });
    // Fast: the target's code is already cached after a hover.
    await page.locator('header [data-nav-id="pricing"]').hover();
    await page.waitForTimeout(500);
    await page.locator('header [data-nav-id="pricing"]').click();
    await expect(page).toHaveURL(/\/ja\/pricing\/$/);
    expect(await page.evaluate(() => (window as unknown as { sawProgress: boolean }).sawProgress)).toBe(false);

    // Slow: no prefetch (data saver) and the next page's code held for 700 ms.
    await saveData(page);
    await page.reload();
    await page.waitForLoadState('networkidle');
    await page.route('**/static/js/async/**', async route => {
      await new Promise(resolve => setTimeout(resolve, 700));
      await route.continue();
    });
    const started = Date.now();
    await page.locator('header [data-nav-id="learn"]').click();
    await expect(page.locator('.dg-progress')).toBeVisible();
    expect(Date.now() - started).toBeGreaterThanOrEqual(180);
    await expect(page).toHaveURL(/\/ja\/learn\/$/);
    await expect(page.locator('.dg-progress')).toHaveCount(0);
  });

  test('the old page stays until the new one is ready, then the new page starts at the top', async ({ page }) => {
    await saveData(page);
    // The next page's code is held until the test has looked at the old page, rather
    // than for a fixed time a loaded machine could outlast. Routed from the start, so
    // the HTTP cache is off and no chunk can answer the click from it.
    let holding = false;
    const held: string[] = [];
    let release!: () => void;
    const released = new Promise<void>(resolve => (release = resolve));
    await page.route('**/static/js/async/**', async route => {
      if (holding) {
        held.push(route.request().url());
        await released;
      }
      await route.continue();
    });
    await page.goto('/en/docs/dependences/');
    await page.waitForLoadState('networkidle');
    await page.mouse.wheel(0, 2000);
    await expect.poll(() => page.evaluate(() => window.scrollY)).toBeGreaterThan(0);
    holding = true;
    await page
      .getByRole('contentinfo')
      .getByRole('link', { name: ui('footer.faq', 'en') })
      .click();
    // The click asked for the FAQ's code, and the old page waits for it.
    await expect.poll(() => held.length).toBeGreaterThan(0);
    await page.waitForTimeout(200);
    await expect(page.locator('.dg-deps')).toBeVisible();
    expect(page.url()).toMatch(/\/en\/docs\/dependences\/$/);
    release();
    // 0.3–1 s alone; up to 8 s measured with two of these on two busy cores.
    await expect(page).toHaveURL(/\/en\/docs\/faq\/$/, { timeout: 20_000 });
    // The address changes before the new page renders; once the old page has left
    // the DOM, the same commit has put the new one at the top, before any paint.
    await expect(page.locator('.dg-deps')).toHaveCount(0);
    expect(await page.evaluate(() => window.scrollY)).toBe(0);
  });

  test('notices: an outdated Chromium is asked to upgrade, and an app that never starts warns the owner', async ({ browser }) => {
    const old = await browser.newContext({ userAgent: UA.oldChrome });
    const page = await old.newPage();
    await page.goto('/ja/');
    await expect(page.getByText(ui('error.oldBrowser', 'ja'))).toBeVisible();
    await old.close();

    const broken = await browser.newContext();
    const second = await broken.newPage();
    await second.route('**/static/js/**', route => route.abort());
    await second.goto('/ja/');
    await expect(second.getByText(ui('error.baseUrl', 'ja', { expected: '/' }))).toBeVisible();
    await broken.close();
  });

  test('a working page shows neither notice', async ({ page }) => {
    await page.goto('/ja/');
    await page.waitForLoadState('load');
    await expect(page.getByText(ui('error.oldBrowser', 'ja'))).toBeHidden();
    await expect(page.getByText(ui('error.baseUrl', 'ja', { expected: '/' }))).toBeHidden();
  });
});
