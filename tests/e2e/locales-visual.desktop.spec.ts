/**
 * The landing and pricing pages in all 15 locales, on a 360 px phone and a
 * 1280 px desktop: nothing wider than the screen, every character drawn by
 * an installed font, and the first screen kept as a visual baseline. Whole
 * pages are checked by the two measurements; the baselines keep to the
 * first screen so fifteen locales do not add tens of megabytes of images.
 */
import { expect, test } from '@playwright/test';
import { MANGA_DEAL } from '../../site/plans';
import { LOCALES } from '../../site/locales';
import { horizontalOverflow, missingGlyphs, overlappingControls } from './support/glyphs';
import { visit } from './support/page';
import { freezeVisitorState } from './support/visual';

const DURING_DEAL = new Date(Date.parse(MANGA_DEAL.start) + 7 * 24 * 3600_000);

const SCREENS = [
  { name: '360', use: { viewport: { width: 360, height: 760 }, isMobile: true, hasTouch: true, deviceScaleFactor: 1 } },
  { name: '1280', use: { viewport: { width: 1280, height: 800 }, deviceScaleFactor: 1 } },
] as const;

const PAGES = [
  ['landing', ''],
  ['pricing', 'pricing/'],
] as const;

test('the glyph check notices a character that no font draws', async ({ page }) => {
  await page.setContent('<p id="t">Diglot \u0378</p>');
  expect(await missingGlyphs(page, '#t')).toEqual(['\u0378']);
});

// Between the phone layout and wide screens, how many items fit depends on
// the length of each locale's labels.
test('the navbar folds into its menu button where the labels do not fit, and only there', async ({ page }) => {
  const menuButton = page.locator('.dg-navbar__hamburger');
  const items = page.locator('.dg-navbar__items--left');
  for (const [lang, width, folded] of [
    ['fr', 1000, true],
    // Tighter spacing is enough here: every item stays in the bar.
    ['fr', 1280, false],
    ['ja', 1280, false],
    ['ru', 1100, true],
  ] as const) {
    await page.setViewportSize({ width, height: 800 });
    await visit(page, `/${lang}/`);
    await expect(menuButton, `${lang} at ${width} px`).toBeVisible({ visible: folded });
    await expect(items, `${lang} at ${width} px`).toBeVisible({ visible: !folded });
    await expect.poll(() => overlappingControls(page, '.dg-navbar'), { message: `${lang} at ${width} px` }).toEqual([]);
  }
  // Widening the window unfolds it again without a reload.
  await page.setViewportSize({ width: 1600, height: 800 });
  await expect(menuButton).toBeHidden();
  await expect(items).toBeVisible();
});

// One test per screen and page, every locale in turn in one page: a new page per
// locale cost a renderer's start-up (about 2.5 s on this machine) more than the checks.
for (const screen of SCREENS) {
  test.describe(`${screen.name} px`, () => {
    test.use(screen.use);
    for (const [name, path] of PAGES) {
      test(`${name} in every locale fits the screen and draws every character`, async ({ page }) => {
        test.setTimeout(240_000);
        await page.clock.setFixedTime(DURING_DEAL);
        await freezeVisitorState(page);
        await page.emulateMedia({ reducedMotion: 'reduce' });
        for (const locale of LOCALES) {
          await test.step(locale.lang, async () => {
            await visit(page, `${locale.path}${path}`);
            await page.evaluate(() => document.fonts.ready);
            expect(await horizontalOverflow(page), `${locale.lang}: pixels wider than the screen`).toBe(0);
            expect(await missingGlyphs(page), locale.lang).toEqual([]);
            // Polled: the account state settles after hydration and the bar
            // re-measures before the next paint, so a user never sees the frame
            // in between, but a script can.
            await expect
              .poll(() => overlappingControls(page, '.dg-navbar'), {
                message: `${locale.lang}: navbar items on top of each other`,
              })
              .toEqual([]);
            await expect(page).toHaveScreenshot(`${name}-${locale.lang}-${screen.name}.png`);
          });
        }
      });
    }
  });
}
