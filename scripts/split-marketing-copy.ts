/**
 * One-off conversion (issue 20): splits every `docs/<lang>/_copy/<page>.ts`
 * into the page's layout (`site/marketing/<page>.ts`, written once from
 * English) and a flat catalog of its words per locale
 * (`docs/<lang>/_copy/<page>.json`). Stops without writing anything when a
 * locale's layout differs from English, so no word and no link is lost.
 *
 *   npx tsx scripts/split-marketing-copy.ts
 */
import fs from 'node:fs';
import path from 'node:path';
import { MARKETING_PAGES } from '../site/routes';
import { LOCALES } from '../site/locales';
import { isProseField } from '../rules/marketing';

const root = path.resolve(import.meta.dirname, '..');

type Json = string | number | boolean | null | Json[] | { [key: string]: Json };

/** The layout of a copy tree with each string a reader sees replaced by its key, and the words by key. */
function split(copy: { meta: Json; sections: { type: string }[] }) {
  const words: Record<string, string> = {};
  const seen = new Map<string, number>();
  const walk = (value: Json, key: string, field: string): Json => {
    if (typeof value === 'string') {
      if (!isProseField(field)) return value;
      if (key in words) throw new Error(`key ${key} twice`);
      words[key] = value;
      return key;
    }
    if (Array.isArray(value)) return value.map((item, i) => walk(item, `${key}.${i + 1}`, field));
    if (value && typeof value === 'object') {
      return Object.fromEntries(Object.entries(value).map(([k, v]) => [k, walk(v, `${key}.${k}`, k)]));
    }
    return value;
  };
  const meta = walk(copy.meta as Json, 'meta', 'meta');
  const sections = copy.sections.map(section => {
    const n = (seen.get(section.type) ?? 0) + 1;
    seen.set(section.type, n);
    const name = n === 1 ? section.type : `${section.type}${n}`;
    const { type, ...rest } = section as unknown as Record<string, Json>;
    return { type, ...(walk(rest, name, 'section') as object) } as Json;
  });
  return { layout: { meta, sections } as Json, words };
}

/** A TypeScript literal (Biome formats it afterwards). */
function literal(value: Json, indent = ''): string {
  const next = `${indent}  `;
  if (typeof value === 'string') return `'${value.replace(/\\/g, '\\\\').replace(/'/g, "\\'")}'`;
  if (Array.isArray(value)) return `[\n${value.map(v => `${next}${literal(v, next)},\n`).join('')}${indent}]`;
  if (value && typeof value === 'object') {
    const entries = Object.entries(value).map(([k, v]) => {
      const name = /^[A-Za-z_$][\w$]*$/.test(k) ? k : `'${k}'`;
      return `${next}${name}: ${literal(v, next)},\n`;
    });
    return `{\n${entries.join('')}${indent}}`;
  }
  return String(value);
}

async function main() {
  const writes: [string, string][] = [];
  const removals: string[] = [];
  const problems: string[] = [];
  for (const page of MARKETING_PAGES) {
    const en = split((await import(path.join(root, 'docs/en/_copy', `${page.id}.ts`))).default);
    const layoutText = JSON.stringify(en.layout);
    for (const { lang } of LOCALES) {
      const file = path.join(root, 'docs', lang, '_copy', `${page.id}.ts`);
      if (!fs.existsSync(file)) continue;
      const mine = split((await import(file)).default);
      if (JSON.stringify(mine.layout) !== layoutText) problems.push(`${lang}/${page.id}: layout differs from English`);
      writes.push([file.replace(/\.ts$/, '.json'), `${JSON.stringify(mine.words, null, 2)}\n`]);
      removals.push(file);
    }
    writes.push([
      path.join(root, 'site/marketing', `${page.id}.ts`),
      [
        `/** Layout of the ${page.id} page; its words are in docs/<lang>/_copy/${page.id}.json. */`,
        `import type { SectionsLayout } from '../../theme/marketing/types';`,
        '',
        `const layout: SectionsLayout = ${literal(en.layout)};`,
        '',
        'export default layout;',
        '',
      ].join('\n'),
    ]);
  }
  if (problems.length > 0) {
    console.error(problems.join('\n'));
    process.exit(1);
  }
  for (const [file, text] of writes) fs.writeFileSync(file, text);
  for (const file of removals) fs.unlinkSync(file);
  console.log(`${writes.length} files written, ${removals.length} copy modules removed`);
}

main();
