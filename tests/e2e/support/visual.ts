import type { Page } from '@playwright/test';

/**
 * Screenshots must not depend on timing. The site script reveals the Pro
 * tag 1.2 s after load for free visitors; as an active subscriber the
 * visitor keeps the initial state whenever the screenshot is taken.
 */
export async function freezeVisitorState(page: Page): Promise<void> {
  await page.addInitScript(() => {
    localStorage.setItem('user_info', JSON.stringify({ subscription: { subscriptionStatus: 'active' } }));
  });
}
