/**
 * Writes the per-locale navbar breakpoints (rules/navbar-fit.ts, from the
 * widths measured in site/navbar-fit.json) as a global stylesheet, so the
 * bar's layout at every width is settled by CSS before first paint.
 */
import fs from 'node:fs';
import path from 'node:path';
import type { RspressPlugin } from '@rspress/core';
import { navbarBreakpointsByHtmlLang, navbarFitCss } from '../rules/navbar-fit';

export function navbarFitPlugin(cacheDir: string): RspressPlugin {
  const file = path.join(cacheDir, 'navbar-fit.css');
  fs.mkdirSync(cacheDir, { recursive: true });
  fs.writeFileSync(file, navbarFitCss(navbarBreakpointsByHtmlLang()));
  return { name: 'diglot:navbar-fit', globalStyles: file };
}
