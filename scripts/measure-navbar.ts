/**
 * Measures, in Chromium, how wide the desktop navbar's contents are in each
 * locale, in the full and in the compact layout, and writes
 * site/navbar-fit.json. The build turns it into per-locale breakpoints
 * (plugins/navbar-fit.ts). Run it after a navbar label or the navbar's CSS
 * changes (the unit tests say when the labels changed):
 *
 *   npm run build && PORT=4310 npm start &   # any server of a build
 *   npx tsx scripts/measure-navbar.ts http://127.0.0.1:4310
 */
import fs from 'node:fs';
import path from 'node:path';
import { chromium } from '@playwright/test';
import { compactRules, currentFingerprint } from '../rules/navbar-fit';
import { LOCALES } from '../site/locales';
import type { NavbarMeasurement } from '../site/navbar-fit';

const base = process.argv[2] ?? 'http://127.0.0.1:3000';
const CHROMIUM = process.env.CHROMIUM_PATH ?? '/usr/bin/chromium';

// The bar's contents at their natural width: no max width, nothing folded.
const UNCONSTRAINED = `
.dg-navbar__inner{max-width:none!important;inline-size:max-content!important}
.dg-navbar__hamburger{display:none!important}
.dg-navbar__items--left,.dg-navbar__items--right>li{display:flex!important}
.dg-navbar__items--right .dg-locale-label,.dg-search-button__label,.dg-search-button__keys{display:revert!important}
html[data-safari-only] .dg-navbar__items>li{display:flex!important}`;

async function main() {
  const browser = await chromium.launch({ executablePath: fs.existsSync(CHROMIUM) ? CHROMIUM : undefined });
  const page = await browser.newPage({ viewport: { width: 2400, height: 800 } });
  const out: Record<string, NavbarMeasurement> = {};
  for (const locale of LOCALES) {
    await page.goto(new URL(locale.path, base).href);
    await page.waitForSelector('header.dg-navbar');
    await page.evaluate(() => document.fonts.ready);
    const width = async (extra: string) => {
      const handle = await page.addStyleTag({ content: UNCONSTRAINED + extra });
      const px = await page.locator('.dg-navbar__inner').evaluate(el => el.getBoundingClientRect().width);
      await handle.evaluate(el => (el as HTMLElement).remove());
      return Math.ceil(px);
    };
    const full = await width('');
    const compact = await width(
      compactRules('html')
        .replace(/display:none/g, 'display:none!important')
        .replace(/(padding|font-size):([^;}]+)/g, '$1:$2!important'),
    );
    out[locale.lang] = { full, compact, labels: currentFingerprint(locale.lang) };
    console.log(locale.lang.padEnd(8), 'full', full, 'compact', compact);
  }
  await browser.close();
  fs.writeFileSync(path.join(import.meta.dirname, '../site/navbar-fit.json'), `${JSON.stringify(out, null, 2)}\n`);
}

main().catch(error => {
  console.error(error);
  process.exit(1);
});
