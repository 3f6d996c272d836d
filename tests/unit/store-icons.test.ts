import fs from 'node:fs';
import path from 'node:path';
import { describe, expect, it } from 'vitest';
import { STORE_ICONS_DIR, STORE_MARKS, storeMarkSvg } from '../../scripts/store-icons';
import { STORES } from '../../site/downloads';

describe('download page store marks', () => {
  it('are up to date with their packages (regenerate with `npx tsx scripts/store-icons.ts`)', () => {
    for (const id of STORE_MARKS)
      expect(fs.readFileSync(path.join(STORE_ICONS_DIR, `${id}.svg`), 'utf8'), id).toBe(storeMarkSvg(id));
  });

  it('give every browser its own mark, each a different picture', () => {
    const pictures = STORE_MARKS.map(id => storeMarkSvg(id));
    expect(new Set(pictures).size).toBe(STORE_MARKS.length);
    for (const picture of pictures) expect(picture).toMatch(/^<svg [^>]*viewBox="[\d .]+"/);
    for (const id of ['chrome', 'edge', 'firefox', 'safariMac'] as const) {
      expect(STORES.map(s => s.id)).toContain(id);
      expect(STORE_MARKS).toContain(id);
    }
  });
});
