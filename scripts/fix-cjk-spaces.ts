/**
 * Removes the spaces between two CJK characters in the ja, zh and zh-TW
 * pages, catalogs, scene words and i18n.json (the check is in
 * tests/unit/native-editor.test.ts): `npx tsx scripts/fix-cjk-spaces.ts`.
 * Only spaces go; code, link targets and quoted labels of other products
 * (site/native-editor.ts) stay as they are.
 */
import fs from 'node:fs';
import path from 'node:path';
import { boldPunctuationOut, cjkSpaces, readableWithSource, spaceNeededByEmphasis } from '../rules/native-editor';
import { CJK_SPACE_KEPT } from '../site/native-editor';

const root = path.resolve(import.meta.dirname, '..');
const langs = ['ja', 'zh', 'zh-TW'] as const;

function fix(file: string, kept: readonly string[]): number {
  const before = fs.readFileSync(file, 'utf8');
  const raw = file.endsWith('.mdx') ? boldPunctuationOut(before) : before;
  const { text, source } = readableWithSource(raw);
  const drop = new Set<number>();
  for (const s of cjkSpaces(text, kept)) {
    const at = source[s.index] as number;
    if (spaceNeededByEmphasis(raw, at, s.length)) continue;
    for (let i = 0; i < s.length; i++) drop.add(source[s.index + i] as number);
  }
  if (drop.size === 0 && raw === before) return 0;
  fs.writeFileSync(file, dropAt(raw, drop));
  return drop.size + (raw === before ? 0 : 1);
}

/** Drops UTF-16 indexes (the indexes `readableWithSource` gives). */
function dropAt(raw: string, drop: Set<number>): string {
  let out = '';
  for (let i = 0; i < raw.length; i++) if (!drop.has(i)) out += raw[i];
  return out;
}

let total = 0;
for (const lang of langs) {
  const kept = CJK_SPACE_KEPT[lang] ?? [];
  const dir = path.join(root, 'docs', lang);
  const files = [
    ...(fs.readdirSync(path.join(dir, 'docs'), { recursive: true }) as string[])
      .filter(f => f.endsWith('.mdx'))
      .map(f => path.join(dir, 'docs', f)),
    ...fs.readdirSync(path.join(dir, '_copy')).map(f => path.join(dir, '_copy', f)),
    path.join(root, 'i18n', 'scenes', `${lang}.json`),
  ];
  for (const file of files) {
    const n = fix(file, kept);
    if (n) console.log(`${path.relative(root, file)}: ${n}`);
    total += n;
  }
}
console.log(`${total} spaces removed`);
