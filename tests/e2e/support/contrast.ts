/** WCAG contrast of an element's text on the background drawn behind it, computed in the page. */
import type { Locator } from '@playwright/test';

/**
 * The contrast ratio of `text`'s colour on the first opaque background of it
 * or its ancestors (colours as the browser computed them: `rgb()`, or
 * `color(srgb …)` for `color-mix`).
 */
export function contrastOf(text: Locator): Promise<number> {
  return text.evaluate(element => {
    const parse = (value: string): [number, number, number, number] => {
      const srgb = /color\(srgb ([\d.e-]+) ([\d.e-]+) ([\d.e-]+)(?: \/ ([\d.e-]+))?\)/.exec(value);
      if (srgb) return [Number(srgb[1]) * 255, Number(srgb[2]) * 255, Number(srgb[3]) * 255, srgb[4] ? Number(srgb[4]) : 1];
      const rgb = /rgba?\(([\d.]+),? ([\d.]+),? ([\d.]+)(?:[,/] ?([\d.]+))?\)/.exec(value);
      if (rgb) return [Number(rgb[1]), Number(rgb[2]), Number(rgb[3]), rgb[4] ? Number(rgb[4]) : 1];
      throw new Error(`Unreadable colour: ${value}`);
    };
    const luminance = ([r, g, b]: number[]) => {
      const [R, G, B] = [r, g, b].map(c => {
        const v = (c as number) / 255;
        return v <= 0.03928 ? v / 12.92 : ((v + 0.055) / 1.055) ** 2.4;
      }) as [number, number, number];
      return 0.2126 * R + 0.7152 * G + 0.0722 * B;
    };
    let node: Element | null = element;
    let background: [number, number, number, number] = [255, 255, 255, 1];
    while (node) {
      const colour = parse(getComputedStyle(node).backgroundColor);
      if (colour[3] >= 0.99) {
        background = colour;
        break;
      }
      node = node.parentElement;
    }
    const fg = parse(getComputedStyle(element).color);
    const [a, b] = [luminance(fg), luminance(background)].sort((x, y) => y - x) as [number, number];
    return (a + 0.05) / (b + 0.05);
  });
}
