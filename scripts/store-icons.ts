/**
 * Writes public/img/stores/<store>.svg: the download page's browser and
 * store marks, each in its brand's colours, as images the download page
 * alone fetches (no script, no weight on other pages). The shapes come
 * from maintained packages: simple-icons (CC0) for Chrome, Firefox, Safari,
 * the App Store and Android; simple-icons has no Microsoft Edge, so Edge's
 * comes from @browser-logos/edge. A unit test fails when the file is out
 * of date with the packages:
 *   npx tsx scripts/store-icons.ts
 */
import fs from 'node:fs';
import { createRequire } from 'node:module';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { siAndroid, siAppstore, siFirefoxbrowser, siGooglechrome, siSafari } from 'simple-icons';
import { STORE_MARKS, type StoreMark } from '../theme/marketing/storeMarks';

export { STORE_MARKS };

const require = createRequire(import.meta.url);

const SIMPLE: Record<Exclude<StoreMark, 'edge'>, { path: string; hex: string }> = {
  chrome: siGooglechrome,
  firefox: siFirefoxbrowser,
  safariMac: siSafari,
  safariIos: siAppstore,
  apk: siAndroid,
};

export const STORE_ICONS_DIR = path.join(path.dirname(fileURLToPath(import.meta.url)), '../public/img/stores');

export function storeMarkSvg(id: StoreMark): string {
  if (id === 'edge') return `${fs.readFileSync(require.resolve('@browser-logos/edge/edge.svg'), 'utf8').trim()}\n`;
  const icon = SIMPLE[id];
  return `<svg xmlns="http://www.w3.org/2000/svg" viewBox="0 0 24 24"><path fill="#${icon.hex}" d="${icon.path}"/></svg>\n`;
}

if (process.argv[1] && fileURLToPath(import.meta.url) === path.resolve(process.argv[1])) {
  fs.mkdirSync(STORE_ICONS_DIR, { recursive: true });
  for (const id of STORE_MARKS) fs.writeFileSync(path.join(STORE_ICONS_DIR, `${id}.svg`), storeMarkSvg(id));
  console.log(`wrote ${STORE_MARKS.length} marks to ${path.relative(process.cwd(), STORE_ICONS_DIR)}`);
}
