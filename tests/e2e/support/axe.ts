/** axe as every accessibility test runs it: the same rules, the same report. */
import AxeBuilder from '@axe-core/playwright';
import { expect, type Page } from '@playwright/test';
import type { LocaleCode } from '../../../site/locales';

export const AXE_TAGS = ['wcag2a', 'wcag2aa', 'wcag21a', 'wcag21aa', 'wcag22aa', 'best-practice'];

/** Locales swept page by page (a11y.spec.ts): the sources and right-to-left Arabic. */
export const FULL_SWEEP_LANGS: readonly LocaleCode[] = ['ja', 'zh', 'en', 'ar'];

/** Violations on the page (or inside `include`), enough to fix each from the report alone. */
export async function axeViolations(page: Page, include?: string) {
  // Every rule runs; two things axe did that this report never needed, measured at
  // 2.4–3.9 s a page before and 1.0–1.5 s after: collecting every passing node (only
  // violations are reported), and opening a blank page per run to merge the results
  // of cross-origin frames (legacy mode runs in the page; the site has no frames).
  expect(await page.locator('iframe').count(), 'a frame: axe must leave legacy mode to see into it').toBe(0);
  const builder = new AxeBuilder({ page })
    .withTags(AXE_TAGS)
    .options({ resultTypes: ['violations'] })
    .setLegacyMode(true);
  if (include) builder.include(include);
  const { violations } = await builder.analyze();
  return violations.map(v => ({
    rule: v.id,
    impact: v.impact,
    nodes: v.nodes.slice(0, 5).map(n => `${n.target.join(' ')} — ${n.failureSummary?.split('\n')[1]?.trim() ?? ''}`),
  }));
}
