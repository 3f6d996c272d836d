/**
 * Renders public/img/social-card.svg to the PNG that link previews use
 * (social networks do not accept SVG):  npx tsx scripts/render-social-card.ts
 */
import fs from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { chromium } from 'playwright-core';
import { BRAND } from '../site/brand';

const root = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '..');
const svg = fs.readFileSync(path.join(root, 'public/img/social-card.svg'), 'utf8');
const { width, height } = BRAND.socialImage;

const browser = await chromium.launch({
  executablePath: process.env.CHROMIUM_PATH ?? '/usr/bin/chromium',
  args: ['--no-sandbox', '--disable-gpu', '--disable-background-networking'],
});
const page = await browser.newPage({ viewport: { width, height } });
await page.setContent(`<html><body style="margin:0">${svg}</body></html>`);
await page.screenshot({
  path: path.join(root, 'public', BRAND.socialImage.src),
  type: 'jpeg',
  quality: 88,
  clip: { x: 0, y: 0, width, height },
});
await browser.close();
console.log(`wrote public${BRAND.socialImage.src}`);
