import { chromium } from '@playwright/test';
const b = await chromium.launch({ executablePath: '/usr/bin/chromium', args: ['--no-sandbox'] });
const only = process.argv[2];
for (const lang of ['ja', 'en', 'ar'])
  for (const width of [1280, 390]) {
    if (only && only !== `${lang}${width}`) continue;
    const p = await b.newPage({ viewport: { width, height: width > 500 ? 800 : 844 }, deviceScaleFactor: 1 });
    await p.goto(`http://127.0.0.1:5030/${lang}/docs/`);
    await p.waitForSelector('html[data-hydrated="true"]', { timeout: 90000 });
    await p.waitForTimeout(500);
    await p.screenshot({ path: `/tmp/h27a-${lang}-${width}-top.png` });
    await p
      .locator('article table')
      .first()
      .evaluate(el => el.scrollIntoView({ block: 'center' }));
    await p.waitForTimeout(500);
    await p.screenshot({ path: `/tmp/h27a-${lang}-${width}-table.png` });
    if (width === 390) {
      await p.evaluate(() => window.scrollTo(0, 0));
      await p.waitForTimeout(300);
      await p.locator('.dg-toc-menu summary').click();
      await p.waitForTimeout(300);
      await p.screenshot({ path: `/tmp/h27a-${lang}-${width}-menu.png` });
    }
    await p.close();
  }
await b.close();
