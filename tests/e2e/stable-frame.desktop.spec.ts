import { type Browser, expect, type Page, test } from '@playwright/test';
import { LOCALES, type LocaleCode } from '../../site/locales';
import { withLocale } from '../../rules/url';

/**
 * The navbar holds still: what a visitor sees in the first frame is what
 * stays, whatever the visitor state (Pro tag, profile link) turns out to be.
 */

interface ItemBox {
  id: string;
  x: number;
  y: number;
  w: number;
  h: number;
}

declare global {
  interface Window {
    __navFrames?: string[];
    __navSnapshot?: () => ItemBox[] | null;
  }
}

/**
 * Installed before any of the page's code: a snapshot of the bar's visible
 * items (id, box) at every animation frame; a frame is only recorded when it
 * differs from the one before, so `__navFrames[0]` is the first painted bar
 * and a stable bar records nothing else.
 */
function recordNavbarFrames() {
  const snapshot = () => {
    const bar = document.querySelector('header.dg-navbar');
    if (!bar) return null;
    const items = bar.querySelectorAll(
      '.dg-navbar__hamburger, .dg-navbar__inner > a, .dg-navbar__items > li > *, .dg-navbar__inner > button:not(.dg-navbar__hamburger)',
    );
    const boxes = [];
    for (const el of items) {
      const r = el.getBoundingClientRect();
      const style = getComputedStyle(el);
      if (r.width === 0 || r.height === 0 || style.visibility !== 'visible' || Number(style.opacity) === 0) continue;
      const id = el.getAttribute('data-nav-id') ?? el.closest('li')?.getAttribute('data-kind') ?? el.className;
      const round = (n: number) => Math.round(n * 2) / 2;
      boxes.push({ id: String(id), x: round(r.x), y: round(r.y), w: round(r.width), h: round(r.height) });
    }
    return boxes;
  };
  window.__navSnapshot = snapshot;
  window.__navFrames = [];
  const frame = () => {
    // Only once the parser has closed the bar: a frame painted while its
    // HTML is still arriving shows it being built, not rearranged.
    const bar = document.querySelector('header.dg-navbar');
    const boxes = bar?.nextElementSibling ? snapshot() : null;
    if (boxes) {
      const json = JSON.stringify(boxes);
      const frames = window.__navFrames!;
      if (frames[frames.length - 1] !== json) frames.push(json);
    }
    requestAnimationFrame(frame);
  };
  requestAnimationFrame(frame);
}

const LANGS: LocaleCode[] = ['ja', 'en', 'de', 'fr', 'ru', 'ko', 'ar'];
const WIDTHS = [1000, 1100, 1200, 1280, 1400];

async function openRecorded(browser: Browser, width: number, path: string): Promise<Page> {
  const page = await browser.newPage({ viewport: { width, height: 800 } });
  await page.addInitScript(recordNavbarFrames);
  await page.goto(path);
  return page;
}

/** The bar as the server's HTML and the CSS alone lay it out: no script at all. */
async function staticBar(browser: Browser, width: number, path: string): Promise<ItemBox[]> {
  const context = await browser.newContext({ javaScriptEnabled: false, viewport: { width, height: 800 } });
  const page = await context.newPage();
  await page.goto(path);
  const boxes = await page.evaluate(`(${recordNavbarFrames.toString()})(), window.__navSnapshot()`).catch(() => null);
  await context.close();
  return boxes as ItemBox[];
}

for (const lang of LANGS) {
  test(`${lang}: the navbar at first paint is the navbar 3 s later (1000–1400 px)`, async ({ browser }) => {
    test.setTimeout(90_000);
    const path = withLocale('/', lang);
    const pages = await Promise.all(WIDTHS.map(width => openRecorded(browser, width, path)));
    for (const page of pages) await page.waitForLoadState('load');
    // The site script settles the visitor state 1.2 s after load; wait past it.
    await pages[0]!.waitForTimeout(3000);
    for (const [index, page] of pages.entries()) {
      const width = WIDTHS[index];
      // The visitor state did arrive: the Pro tag was switched on by the site script.
      await expect(page.locator('header [data-nav-id="proTag"]'), `${lang} ${width}`).toHaveAttribute('data-on', '');
      const frames = await page.evaluate(() => window.__navFrames!.map(f => JSON.parse(f) as ItemBox[]));
      const later = await page.evaluate(() => window.__navSnapshot!());
      expect(frames.length, `${lang} ${width}: bar snapshots recorded`).toBeGreaterThan(0);
      expect(later, `${lang} at ${width} px: 3 s later vs first paint`).toEqual(frames[0]);
      expect(frames, `${lang} at ${width} px: the bar changed between frames`).toHaveLength(1);
      expect(
        later!.map(b => b.id),
        `${lang} ${width}`,
      ).toContain('search');
      await page.close();
    }
  });
}

test('the bar the server sends (no JavaScript) is the bar the app keeps', async ({ browser }) => {
  test.setTimeout(120_000);
  for (const lang of ['ja', 'de', 'ar'] as const) {
    for (const width of [1000, 1280]) {
      const path = withLocale('/', lang);
      const page = await openRecorded(browser, width, path);
      await page.waitForLoadState('load');
      await expect(page.locator('header [data-nav-id="proTag"]')).toHaveAttribute('data-on', '', { timeout: 5000 });
      const withApp = await page.evaluate(() => window.__navSnapshot!());
      await page.close();
      expect(await staticBar(browser, width, path), `${lang} ${width}`).toEqual(withApp);
    }
  }
});

test('a subscriber and a Safari visitor get their final bar in the first frame too', async ({ browser }) => {
  test.setTimeout(60_000);
  const safari =
    'Mozilla/5.0 (Macintosh; Intel Mac OS X 14_5) AppleWebKit/605.1.15 (KHTML, like Gecko) Version/17.5 Safari/605.1.15';
  for (const visitor of ['subscriber', 'safari'] as const) {
    const context = await browser.newContext({
      viewport: { width: 1400, height: 800 },
      ...(visitor === 'safari' ? { userAgent: safari } : {}),
    });
    const page = await context.newPage();
    await page.addInitScript(recordNavbarFrames);
    if (visitor === 'subscriber') {
      await page.addInitScript(() =>
        localStorage.setItem('user_info', JSON.stringify({ subscription: { subscriptionStatus: 'active' } })),
      );
    }
    await page.goto('/en/');
    await page.waitForLoadState('load');
    await page.waitForTimeout(2500);
    const frames = await page.evaluate(() => window.__navFrames!.map(f => JSON.parse(f) as ItemBox[]));
    expect(frames, visitor).toHaveLength(1);
    const ids = frames[0]!.map(b => b.id);
    expect(ids, visitor).not.toContain('proTag');
    if (visitor === 'safari') expect(ids).not.toContain('profile');
    else expect(ids).toContain('profile');
    await context.close();
  }
});

// Five locales to a test: a page per locale cost more to start than to check.
const FIT_GROUPS = Array.from({ length: Math.ceil(LOCALES.length / 5) }, (_, i) => LOCALES.slice(i * 5, i * 5 + 5));

for (const group of FIT_GROUPS) {
  test(`${group.map(l => l.lang).join(', ')}: the bar fits on one line at every width from 320 to 1920 px`, async ({ page }) => {
    test.setTimeout(150_000);
    for (const locale of group) {
      // CSS alone decides the layout: resizing without reloading is enough.
      await page.setViewportSize({ width: 1920, height: 800 });
      await page.goto(locale.path);
      for (let width = 320; width <= 1920; width += 32) {
        await page.setViewportSize({ width, height: 800 });
        const problem = await page.evaluate(() => {
          const inner = document.querySelector('.dg-navbar__inner')!;
          const left = document.querySelector('.dg-navbar__items--left')!;
          const right = document.querySelector('.dg-navbar__items--right')!;
          if (inner.scrollWidth > inner.clientWidth + 1) return `bar overflows by ${inner.scrollWidth - inner.clientWidth}px`;
          if (left.clientWidth > 0 && left.scrollWidth > left.clientWidth + 1)
            return `left items overflow by ${left.scrollWidth - left.clientWidth}px`;
          const rtl = document.documentElement.dir === 'rtl';
          const l = left.getBoundingClientRect();
          const r = right.getBoundingClientRect();
          if (l.width > 0 && (rtl ? r.right > l.left + 1 : r.left < l.right - 1)) return 'left and right items overlap';
          return null;
        });
        expect(problem, `${locale.lang} at ${width} px`).toBeNull();
      }
    }
  });
}

const CLS_PAGES = ['/ja/', '/ja/pricing/', '/ja/docs/usage/', '/ar/', '/en/pricing/'];

for (const width of [390, 1280]) {
  test(`cumulative layout shift is 0 at ${width} px on the landing, pricing and a docs page`, async ({ browser }) => {
    test.setTimeout(90_000);
    for (const path of CLS_PAGES) {
      const page = await browser.newPage({ viewport: { width, height: 844 } });
      await page.addInitScript(() => {
        (window as unknown as { __shifts: { value: number; sources: string[] }[] }).__shifts = [];
        new PerformanceObserver(list => {
          for (const entry of list.getEntries() as (PerformanceEntry & {
            value: number;
            hadRecentInput: boolean;
            sources?: { node?: Node }[];
          })[]) {
            if (entry.hadRecentInput) continue;
            const sources = (entry.sources ?? []).map(s =>
              s.node instanceof Element ? `${s.node.tagName}.${s.node.className}` : String(s.node?.nodeName),
            );
            (window as unknown as { __shifts: { value: number; sources: string[] }[] }).__shifts.push({
              value: entry.value,
              sources,
            });
          }
        }).observe({ type: 'layout-shift', buffered: true });
      });
      await page.goto(path);
      await page.waitForLoadState('load');
      await page.waitForTimeout(3000);
      const shifts = await page.evaluate(
        () => (window as unknown as { __shifts: { value: number; sources: string[] }[] }).__shifts,
      );
      expect(shifts, `${path} at ${width} px`).toEqual([]);
      await page.close();
    }
  });
}

test.describe('small frame details', () => {
  test('after the skip link, the navbar is either fully shown or fully hidden, never a sliver', async ({ page }) => {
    await page.goto('/ja/docs/usage/');
    await expect(page.locator('html')).toHaveAttribute('data-hydrated', 'true');
    await page.keyboard.press('Tab');
    await page.keyboard.press('Enter');
    await expect(page.locator('#main-content')).toBeFocused();
    await page.waitForTimeout(500);
    const box = await page.locator('header.dg-navbar').evaluate(el => el.getBoundingClientRect().toJSON() as DOMRect);
    expect(box.bottom <= 0 || box.top >= 0, `navbar from ${box.top} to ${box.bottom} px`).toBe(true);
  });

  test('the search backdrop covers the announcement bar too', async ({ page }) => {
    await page.goto('/ja/');
    await expect(page.locator('html')).toHaveAttribute('data-hydrated', 'true');
    const bar = await page.locator('.dg-announcement').boundingBox();
    await page.locator('header [data-nav-id="search"]').click();
    await expect(page.locator('.DocSearch-Modal')).toBeVisible();
    const onTop = await page.evaluate(
      ([x, y]) => document.elementFromPoint(x!, y!)?.className ?? '',
      [bar!.x + 20, bar!.y + bar!.height / 2],
    );
    expect(onTop).toContain('DocSearch-Container');
  });

  test('on the pricing page only "Pricing" is highlighted, not also "More"', async ({ page }) => {
    await page.goto('/ja/pricing/');
    await expect(page.locator('html')).toHaveAttribute('data-hydrated', 'true');
    const highlighted = page.locator('.dg-navbar__items--left .dg-nav-link.is-active');
    await expect(highlighted).toHaveCount(1);
    await expect(highlighted).toHaveAttribute('data-nav-id', 'pricing');
    await page.goto('/ja/manga/');
    await expect(page.locator('.dg-navbar__items--left .dg-nav-link.is-active')).toHaveCount(1);
  });

  test('social links carry their network icon', async ({ page }) => {
    await page.goto('/ar/');
    const github = page.locator('footer a', { hasText: 'GitHub' });
    const icon = github.locator('.dg-footer__icon--github');
    await expect(icon).toBeVisible();
    // The logo is a mask of the network's shape, drawn in the link's colour.
    const drawn = await icon.evaluate(element => {
      const style = getComputedStyle(element);
      return {
        mask: style.maskImage,
        colour: style.backgroundColor,
        linkColour: getComputedStyle(element.closest('a') as Element).color,
      };
    });
    expect(drawn.mask).toContain('data:image/svg+xml');
    expect(drawn.colour).toBe(drawn.linkColour);
    expect((await icon.boundingBox())?.width).toBe(16);
    await expect(github).toContainText('GitHub');
  });
});
