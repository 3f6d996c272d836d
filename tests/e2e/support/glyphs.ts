import type { Page } from '@playwright/test';

/**
 * Characters of the visible text that no installed font can draw: each
 * character is drawn on a canvas in the page's own font stack and compared
 * with a code point that has no glyph anywhere (the "tofu" box). Format
 * characters and spaces draw nothing by design and are left out.
 */
export async function missingGlyphs(page: Page, root = 'body'): Promise<string[]> {
  return page.evaluate(selector => {
    const element = document.querySelector(selector) as HTMLElement;
    const chars = [...new Set(element.innerText)].filter(c => !/[\s\p{Cf}\p{Cc}]/u.test(c));
    const canvas = document.createElement('canvas');
    canvas.width = 48;
    canvas.height = 48;
    const context = canvas.getContext('2d', { willReadFrequently: true }) as CanvasRenderingContext2D;
    context.font = `32px ${getComputedStyle(element).fontFamily}`;
    const draw = (c: string) => {
      context.clearRect(0, 0, 48, 48);
      context.fillText(c, 4, 36);
      return context.getImageData(0, 0, 48, 48).data.join();
    };
    const tofu = draw('\u{10FFFD}');
    return chars.filter(c => draw(c) === tofu);
  }, root);
}

/** Horizontal overflow of the page, in CSS pixels (0 when everything fits). */
export async function horizontalOverflow(page: Page): Promise<number> {
  return page.evaluate(() => document.documentElement.scrollWidth - document.documentElement.clientWidth);
}

/**
 * Pairs of visible links and buttons inside `root` whose boxes overlap, by
 * their text: labels too long for a bar run into their neighbours without
 * widening the page, so the overflow measurement alone does not see them.
 */
export async function overlappingControls(page: Page, root: string): Promise<string[]> {
  return page.evaluate(selector => {
    const container = document.querySelector(selector) as HTMLElement;
    const controls = [...container.querySelectorAll<HTMLElement>('a, button')].filter(el => {
      const box = el.getBoundingClientRect();
      return el.checkVisibility() && box.width > 0 && box.height > 0;
    });
    const found: string[] = [];
    for (const [i, a] of controls.entries()) {
      for (const b of controls.slice(i + 1)) {
        if (a.contains(b) || b.contains(a)) continue;
        const p = a.getBoundingClientRect();
        const q = b.getBoundingClientRect();
        if (p.left < q.right - 1 && q.left < p.right - 1 && p.top < q.bottom - 1 && q.top < p.bottom - 1) {
          found.push(`${a.textContent?.trim()} / ${b.textContent?.trim()}`);
        }
      }
    }
    return found;
  }, root);
}
