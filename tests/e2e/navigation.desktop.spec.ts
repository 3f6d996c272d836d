import { expect, test } from '@playwright/test';
import { NAVBAR } from '../../site/navbar';
import { freezeVisitorState } from './support/visual';
import { visit } from './support/page';
import { ui } from './support/strings';

for (const lang of ['ja', 'en', 'ar'] as const) {
  test(`every navbar item is present with its ${lang} label`, async ({ page }) => {
    await visit(page, `/${lang}/`);
    const header = page.locator('header.dg-navbar');
    for (const item of NAVBAR.items) {
      const el = header.locator(`[data-nav-id="${item.id}"]`).first();
      if (item.hiddenByDefault) {
        // Present but hidden until a rule reveals it (visitor tests cover when).
        await expect(el, item.id).toHaveCount(1);
        if (item.type === 'link') await expect(el, item.id).toHaveText(ui(item.label, lang));
        continue;
      }
      await expect(el, item.id).toBeVisible();
      if (item.type === 'link' || item.type === 'doc' || item.type === 'dropdown') {
        await expect(el, item.id).toContainText(ui(item.label as string, lang));
      }
      if (item.type === 'dropdown') {
        await el.getByRole('button').click();
        for (const child of item.items) {
          const link = el.locator(`[data-nav-id="${child.id}"]`);
          if (child.hiddenByDefault) await expect(link, child.id).toBeHidden();
          else await expect(link, child.id).toHaveText(new RegExp(ui(child.label as string, lang).replace(/[()]/g, '\\$&')));
        }
        await page.keyboard.press('Escape');
      }
    }
    await expect(header.locator('[data-nav-id="search"]')).toHaveAccessibleName(ui('search.buttonLabel', lang));
  });
}

test('internal navbar links stay in the current locale; external ones open safely in a new tab', async ({ page }) => {
  for (const [path, prefix] of [
    ['/ja/', '/ja'],
    ['/en/', '/en'],
    ['/', ''],
  ] as const) {
    await visit(page, path);
    await expect(page.locator('[data-nav-id="pricing"]')).toHaveAttribute('href', `${prefix}/pricing/`);
    await expect(page.locator('[data-nav-id="tutorial"]')).toHaveAttribute('href', `${prefix}/docs/usage/`);
  }
  await visit(page, '/ja/');
  const external = page.locator('[data-nav-id="docTranslator"]');
  await expect(external).toHaveAttribute('target', '_blank');
  await expect(external).toHaveAttribute('rel', 'noopener noreferrer');
  await expect(external).toHaveAccessibleName(`${ui('nav.docTranslator', 'ja')} ${ui('a11y.opensInNewTab', 'ja')}`);
});

test('dropdowns: Enter toggles, Escape closes and returns focus, outside click and focus close', async ({ page }) => {
  await visit(page, '/ja/');
  const tools = page.locator('[data-nav-id="tools"]');
  const toggle = tools.getByRole('button', { name: ui('nav.tools', 'ja') });
  const firstItem = tools.locator('[data-nav-id="tools.layoutPdf"]');

  await toggle.focus();
  await page.keyboard.press('Enter');
  await expect(toggle).toHaveAttribute('aria-expanded', 'true');
  await expect(firstItem).toBeVisible();
  await page.keyboard.press('Enter');
  await expect(toggle).toHaveAttribute('aria-expanded', 'false');

  await page.keyboard.press('Enter');
  await page.keyboard.press('Tab');
  await expect(firstItem).toBeFocused();
  await page.keyboard.press('Escape');
  await expect(firstItem).toBeHidden();
  await expect(toggle).toBeFocused();

  await toggle.click();
  await expect(firstItem).toBeVisible();
  await page.locator('main').click({ position: { x: 5, y: 5 } });
  await expect(firstItem).toBeHidden();

  await toggle.click();
  await page.locator('[data-nav-id="pricing"]').focus();
  await expect(firstItem).toBeHidden();

  // Opening one dropdown and touching another closes the first.
  await toggle.click();
  await page.locator('[data-nav-id="more"]').getByRole('button').click();
  await expect(firstItem).toBeHidden();
  await expect(page.locator('[data-nav-id="more.manga"]')).toBeVisible();
});

test('locale switch keeps the query string, the hash and the trailing slash', async ({ page }) => {
  await visit(page, '/ja/docs/faq/?a=1#x');
  const locale = page.locator('[data-nav-id="locale"]');
  await locale.getByRole('button').click();
  const english = locale.getByRole('link', { name: 'English' });
  await expect(english).toHaveAttribute('hreflang', 'en');
  await expect(english).toHaveAttribute('lang', 'en');
  await english.click();
  await expect(page).toHaveURL(/\/en\/docs\/faq\/\?a=1#x$/);

  await visit(page, '/ja/');
  await page.locator('[data-nav-id="locale"]').getByRole('button').click();
  await page.locator('[data-nav-id="locale"]').getByRole('link', { name: '简体中文' }).click();
  await expect(page).toHaveURL(/127\.0\.0\.1:\d+\/$/);
  await expect(page.locator('html')).toHaveAttribute('lang', 'zh-CN');
});

test('the locale list names each language in that language, with lang and hreflang', async ({ page }) => {
  await visit(page, '/ja/pricing/');
  await page.locator('[data-nav-id="locale"]').getByRole('button').click();
  const links = page.locator('.dg-locale-list a');
  await expect(links).toHaveCount(15);
  const expected: Record<string, [string, string]> = {
    العربية: ['ar', '/ar/pricing/'],
    Deutsch: ['de', '/de/pricing/'],
    'Português (Brasil)': ['pt-BR', '/pt-BR/pricing/'],
    '繁體中文（台灣）': ['zh-TW', '/zh-TW/pricing/'],
    简体中文: ['zh-CN', '/pricing/'],
  };
  for (const [label, [lang, href]] of Object.entries(expected)) {
    const link = links.filter({ hasText: label });
    await expect(link).toHaveAttribute('lang', lang);
    await expect(link).toHaveAttribute('hreflang', lang);
    await expect(link).toHaveAttribute('href', href);
  }
  await expect(links.filter({ hasText: '日本語' })).toHaveAttribute('aria-current', 'true');
});

test('the skip link is the first Tab stop and moves focus to the article, past the sidebar', async ({ page }) => {
  await visit(page, '/ja/docs/usage/');
  await page.keyboard.press('Tab');
  const skip = page.getByRole('link', { name: ui('a11y.skipToContent', 'ja') });
  await expect(skip).toBeFocused();
  await expect(skip).toBeVisible();
  await page.keyboard.press('Enter');
  await expect(page.locator('main article#main-content')).toBeFocused();
});

test('the navbar hides when scrolling down and comes back when scrolling up or at the top', async ({ page }) => {
  expect(NAVBAR.hideOnScroll).toBe(true);
  await visit(page, '/en/docs/dependences/');
  const header = page.locator('header.dg-navbar');
  await page.mouse.wheel(0, 1200);
  await expect(header).toHaveClass(/is-hidden/);
  await expect(header).not.toBeInViewport();
  await page.mouse.wheel(0, -300);
  await expect(header).not.toHaveClass(/is-hidden/);
  await page.mouse.wheel(0, 600);
  await expect(header).toHaveClass(/is-hidden/);
  await page.evaluate(() => window.scrollTo(0, 0));
  await expect(header).not.toHaveClass(/is-hidden/);
});

test('a small scroll within the navbar height does not hide it; navigation shows it again', async ({ page }) => {
  await visit(page, '/en/docs/dependences/');
  const header = page.locator('header.dg-navbar');
  await page.mouse.wheel(0, 30);
  await page.waitForTimeout(100);
  await expect(header).not.toHaveClass(/is-hidden/);
  await page.mouse.wheel(0, 1500);
  await expect(header).toHaveClass(/is-hidden/);
  await page.evaluate(() => {
    window.history.pushState({}, '', '/ja/docs/usage/');
    window.dispatchEvent(new PopStateEvent('popstate'));
  });
  await expect(header).not.toHaveClass(/is-hidden/);
});

// Chinese labels fit the bar at 997 px; longer ones fold it earlier (see the
// locale visual tests), so the breakpoint itself is checked in Chinese.
test('desktop above 996 px, drawer at 996 px and below', async ({ page }) => {
  await page.setViewportSize({ width: 997, height: 800 });
  await visit(page, '/');
  const hamburger = page.getByRole('button', { name: ui('nav.openMenu', 'zh') });
  await expect(hamburger).toBeHidden();
  await expect(page.locator('header [data-nav-id="pricing"]')).toBeVisible();
  await page.setViewportSize({ width: 996, height: 800 });
  await expect(hamburger).toBeVisible();
  await expect(page.locator('header [data-nav-id="pricing"]')).toBeHidden();
});

test('the navbar stays on one line at the narrowest desktop width in long-label locales', async ({ page }) => {
  await page.setViewportSize({ width: 997, height: 700 });
  for (const lang of ['ja', 'de', 'ru', 'fr', 'hi', 'ar']) {
    await visit(page, `/${lang}/`);
    const box = await page.locator('header.dg-navbar').boundingBox();
    expect(box?.height, lang).toBeLessThanOrEqual(61);
    const overflow = await page.evaluate(() => document.documentElement.scrollWidth - document.documentElement.clientWidth);
    expect(overflow, lang).toBe(0);
    const inner = await page.evaluate(() => {
      const el = document.querySelector('.dg-navbar__inner') as HTMLElement;
      return el.scrollWidth - el.clientWidth;
    });
    expect(inner, lang).toBeLessThanOrEqual(0);
  }
});

test('Arabic mirrors the navbar: brand on the right, dropdown menus open toward the left', async ({ page }) => {
  await visit(page, '/ar/');
  // Polled: the bar re-measures its items once the account state settles.
  await expect
    .poll(async () => {
      const brand = await page.locator('header .dg-brand').boundingBox();
      const search = await page.locator('header [data-nav-id="search"]').boundingBox();
      return Boolean(brand && search && brand.x > search.x);
    })
    .toBe(true);
  const more = page.locator('[data-nav-id="more"]');
  await more.getByRole('button').click();
  await expect(more.locator('.dg-dropdown__menu')).toBeVisible();
  await expect
    .poll(async () => {
      const toggleBox = await more.getByRole('button').boundingBox();
      const menuBox = await more.locator('.dg-dropdown__menu').boundingBox();
      return Boolean(toggleBox && menuBox && Math.abs(menuBox.x + menuBox.width - (toggleBox.x + toggleBox.width)) < 2);
    })
    .toBe(true);
});

test('visual: the navbar in ja and ar', async ({ page }) => {
  await freezeVisitorState(page);
  for (const lang of ['ja', 'ar']) {
    await visit(page, `/${lang}/docs/services/openai/`);
    await expect(page.locator('header.dg-navbar')).toHaveScreenshot(`navbar-${lang}.png`);
  }
});
