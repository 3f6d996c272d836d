import { expect, test } from '@playwright/test';
import { NAVBAR } from '../../site/navbar';
import { freezeVisitorState } from './support/visual';
import { visit } from './support/page';
import { ui } from './support/strings';

const openDrawer = async (page: import('@playwright/test').Page, lang = 'ja') => {
  await page.getByRole('button', { name: ui('nav.openMenu', lang) }).click();
  const drawer = page.getByRole('dialog', { name: ui('nav.label', lang) });
  await expect(drawer).toBeVisible();
  return drawer;
};

for (const lang of ['ja', 'en', 'ar'] as const) {
  test(`the drawer holds every navbar item with its ${lang} label`, async ({ page }) => {
    await visit(page, `/${lang}/`);
    const drawer = await openDrawer(page, lang);
    for (const item of NAVBAR.items) {
      const el = drawer.locator(`[data-nav-id="${item.id}"]`).first();
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
    }
  });
}

test('drawer dropdowns collapse and expand, and open by themselves around the current page', async ({ page }) => {
  await visit(page, '/ja/manga/');
  const drawer = await openDrawer(page);
  const more = drawer.locator('[data-nav-id="more"]');
  await expect(more.getByRole('button')).toHaveAttribute('aria-expanded', 'true');
  await expect(more.locator('[data-nav-id="more.manga"]')).toHaveAttribute('aria-current', 'page');
  const tools = drawer.locator('[data-nav-id="tools"]');
  await expect(tools.getByRole('button')).toHaveAttribute('aria-expanded', 'false');
  await tools.getByRole('button').click();
  await expect(tools.locator('[data-nav-id="tools.pdf"]')).toBeVisible();
  const duration = Number(await tools.locator('.dg-collapsible__panel').getAttribute('data-duration'));
  expect(duration).toBeGreaterThan(100);
  await tools.getByRole('button').click();
  await expect(tools.locator('[data-nav-id="tools.pdf"]')).toBeHidden();
});

test('the collapse animation takes 1 ms under reduced motion', async ({ page }) => {
  await page.emulateMedia({ reducedMotion: 'reduce' });
  await visit(page, '/ja/');
  const drawer = await openDrawer(page);
  const tools = drawer.locator('[data-nav-id="tools"]');
  await tools.getByRole('button').click();
  await expect(tools.locator('.dg-collapsible__panel')).toHaveAttribute('data-duration', '1');
});

test('on docs pages the drawer opens on the docs menu, with a way back to the main menu', async ({ page }) => {
  await visit(page, '/ja/docs/usage/');
  const drawer = await openDrawer(page);
  const sidebar = drawer.getByRole('navigation', { name: ui('docs.sidebarLabel', 'ja') });
  await expect(sidebar).toBeVisible();
  await expect(sidebar.getByRole('link', { name: ui('sidebar.usage', 'ja') })).toHaveAttribute('aria-current', 'page');
  await drawer.getByRole('button', { name: ui('nav.backToMainMenu', 'ja') }).click();
  await expect(sidebar).toBeHidden();
  await expect(drawer.locator('[data-nav-id="pricing"]')).toBeVisible();
  await drawer.getByRole('button', { name: ui('nav.docsMenu', 'ja') }).click();
  await expect(sidebar).toBeVisible();
  await sidebar.getByRole('link', { name: ui('sidebar.faq', 'ja') }).click();
  await expect(page).toHaveURL(/\/ja\/docs\/faq\/$/);
  await expect(drawer).toBeHidden();
});

test('the page behind the drawer does not scroll, and focus stays inside', async ({ page }) => {
  await visit(page, '/en/docs/dependences/');
  const hamburger = page.getByRole('button', { name: ui('nav.openMenu', 'en') });
  const drawer = await openDrawer(page, 'en');
  expect(await page.evaluate(() => getComputedStyle(document.body).overflow)).toBe('hidden');
  const before = await page.evaluate(() => window.scrollY);
  await page.mouse.wheel(0, 800);
  await page.waitForTimeout(150);
  expect(await page.evaluate(() => window.scrollY)).toBe(before);
  await expect(drawer.getByRole('button', { name: ui('nav.closeMenu', 'en') })).toBeFocused();
  for (let i = 0; i < 80; i++) {
    await page.keyboard.press('Tab');
    const inside = await page.evaluate(() => Boolean(document.activeElement?.closest('#dg-drawer')));
    expect(inside).toBe(true);
  }
  await page.keyboard.press('Shift+Tab');
  expect(await page.evaluate(() => Boolean(document.activeElement?.closest('#dg-drawer')))).toBe(true);
  await page.keyboard.press('Escape');
  await expect(drawer).toBeHidden();
  await expect(hamburger).toBeFocused();
  expect(await page.evaluate(() => getComputedStyle(document.body).overflow)).not.toBe('hidden');
});

test('the drawer closes when an item is chosen, on back navigation and at desktop width', async ({ page }) => {
  await visit(page, '/ja/');
  let drawer = await openDrawer(page);
  await drawer.locator('[data-nav-id="pricing"]').click();
  await expect(page).toHaveURL(/\/ja\/pricing\/$/);
  await expect(drawer).toBeHidden();

  drawer = await openDrawer(page);
  await page.goBack();
  await expect(drawer).toBeHidden();

  drawer = await openDrawer(page);
  await page.setViewportSize({ width: 1200, height: 800 });
  await expect(drawer).toBeHidden();
  await page.setViewportSize({ width: 412, height: 915 });

  drawer = await openDrawer(page);
  await page.locator('.dg-drawer__backdrop').click({ position: { x: 400, y: 400 } });
  await expect(drawer).toBeHidden();
});

test('in Arabic the drawer comes from the right', async ({ page }) => {
  await visit(page, '/ar/');
  const drawer = await openDrawer(page, 'ar');
  await page.waitForTimeout(300);
  const box = await drawer.boundingBox();
  const width = page.viewportSize()?.width ?? 0;
  expect(box && Math.round(box.x + box.width)).toBe(width);
});

test('visual: the mobile navbar and drawer in ja and ar', async ({ page }) => {
  await freezeVisitorState(page);
  await page.emulateMedia({ reducedMotion: 'reduce' });
  for (const lang of ['ja', 'ar']) {
    await visit(page, `/${lang}/docs/services/openai/`);
    await expect(page.locator('header.dg-navbar')).toHaveScreenshot(`navbar-mobile-${lang}.png`);
    const drawer = await openDrawer(page, lang);
    await drawer.getByRole('button', { name: ui('nav.backToMainMenu', lang) }).click();
    await expect(page).toHaveScreenshot(`drawer-${lang}.png`);
    await page.keyboard.press('Escape');
  }
});

test('a menu whose code fails to download offers Retry, and Retry works', async ({ page }) => {
  await visit(page, '/ja/');
  await page.waitForLoadState('networkidle');
  await page.route('**/static/js/async/**', route => route.abort());
  await page.getByRole('button', { name: ui('nav.openMenu', 'ja') }).click();
  const retry = page.getByRole('button', { name: ui('error.retry', 'ja') });
  await expect(page.getByText(ui('error.chunk', 'ja'))).toBeVisible();
  await page.unroute('**/static/js/async/**');
  await retry.click();
  await page.waitForLoadState('load');
  await expect(page.getByText(ui('error.chunk', 'ja'))).toHaveCount(0);
  await page.getByRole('button', { name: ui('nav.openMenu', 'ja') }).click();
  await expect(page.getByRole('dialog', { name: ui('nav.label', 'ja') })).toBeVisible();
});
