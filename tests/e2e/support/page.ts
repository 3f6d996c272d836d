/** Opening pages the way a visitor meets them: after the app has started. */
import { expect, type Page } from '@playwright/test';

/**
 * Opens a page and waits until React has hydrated it: shortcuts, scroll
 * listeners and widgets only answer after that, and acting earlier races
 * the bundle (a person cannot scroll or type that fast; a test can).
 */
export async function visit(page: Page, path: string): Promise<void> {
  await page.goto(path);
  await expect(page.locator('html')).toHaveAttribute('data-hydrated', 'true');
}
