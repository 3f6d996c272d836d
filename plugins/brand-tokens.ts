/**
 * Turns the brand colours of `site/brand.ts` into CSS custom properties,
 * so components style themselves with `var(--dg-primary)` and a rebrand
 * needs no CSS edit.
 */
import fs from 'node:fs';
import path from 'node:path';
import type { RspressPlugin } from '@rspress/core';
import type { BrandColors } from '../site/brand';
import { BRAND } from '../site/brand';

function kebab(name: string): string {
  return name.replace(/[A-Z]/g, c => `-${c.toLowerCase()}`);
}

export function brandTokensCss(colors: BrandColors, dark: Partial<BrandColors>): string {
  const light = Object.entries(colors)
    .map(([k, v]) => `  --dg-${kebab(k)}: ${v};`)
    .join('\n');
  const darkVars = Object.entries(dark)
    .map(([k, v]) => `  --dg-${kebab(k)}: ${v};`)
    .join('\n');
  return `:root {\n${light}\n}\nhtml.dark {\n${darkVars}\n}\n`;
}

export function brandTokensPlugin(cacheDir: string): RspressPlugin {
  const file = path.join(cacheDir, 'brand-tokens.css');
  fs.mkdirSync(cacheDir, { recursive: true });
  fs.writeFileSync(file, brandTokensCss(BRAND.colors, BRAND.darkColors));
  return { name: 'diglot:brand-tokens', globalStyles: file };
}
