import type { Page } from '@playwright/test';

/**
 * Screenshots must not depend on the visitor: as an active subscriber the
 * Pro tag's place stays empty (the boot script decides before first paint).
 */
export async function freezeVisitorState(page: Page): Promise<void> {
  await page.addInitScript(() => {
    localStorage.setItem('user_info', JSON.stringify({ subscription: { subscriptionStatus: 'active' } }));
  });
}
