/**
 * Quick check of docs sources while writing, without a full build:
 *   npx tsx scripts/check-docs.ts [--lang <code>] [doc id …]
 * Compiles each MDX file, and reports dead internal links and anchors,
 * headings without an explicit id, sections that differ between ja, zh
 * and en, and the English word count. With --lang, checks that locale's
 * written pages against English instead (translators' quick check).
 */
import fs from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { compile } from '@mdx-js/mdx';
import remarkGfm from 'remark-gfm';
import { LOCALES, type LocaleCode, SOURCE_LOCALES } from '../site/locales';
import { DOCS_PAGES } from '../site/routes';
import { countWords, deadLinks, readAllDocs, sectionIds } from './lib/docs-audit';

const root = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '..');
const docsRoot = path.join(root, 'docs');
const args = process.argv.slice(2);
const langFlag = args.indexOf('--lang');
const lang = langFlag >= 0 ? (args[langFlag + 1] as LocaleCode | undefined) : undefined;
if (langFlag >= 0 && !LOCALES.some(l => l.lang === lang)) {
  console.error(`--lang needs a locale code: ${LOCALES.map(l => l.lang).join(', ')}`);
  process.exit(2);
}
const wanted = args.filter((_, i) => langFlag < 0 || (i !== langFlag && i !== langFlag + 1));
const checkedLangs: LocaleCode[] = lang ? (SOURCE_LOCALES.includes(lang) ? [lang] : [lang, 'en']) : [...SOURCE_LOCALES];
const all = readAllDocs(docsRoot, lang && !SOURCE_LOCALES.includes(lang) ? [...SOURCE_LOCALES, lang] : SOURCE_LOCALES);
const ids = wanted.length
  ? wanted
  : DOCS_PAGES.map(p => p.id).filter(id => !lang || all.some(d => d.id === id && d.lang === lang));
let problems = 0;

function report(id: string, message: string) {
  problems++;
  console.log(`✗ ${id}: ${message}`);
}

for (const id of ids) {
  if (!DOCS_PAGES.some(p => p.id === id)) {
    report(id, 'not a docs page id');
    continue;
  }
  const docs = checkedLangs.map(code => all.find(d => d.id === id && d.lang === code));
  const en = all.find(d => d.id === id && d.lang === 'en');
  for (const doc of docs) {
    if (!doc) continue;
    try {
      // Rspress reads a trailing `{#id}` on a heading before MDX sees it; mirror that here.
      const body = fs
        .readFileSync(doc.file, 'utf8')
        .replace(/^---\n[\s\S]*?\n---\n/, '')
        .replace(/^(#{1,6} .*?)(?<!\\)\{#([\w-]+)\}\s*$/gm, '$1\\{#$2}');
      await compile(body, {
        remarkPlugins: [remarkGfm],
      });
    } catch (error) {
      report(`${id} [${doc.lang}]`, `MDX does not compile: ${(error as Error).message}`);
    }
    for (const link of deadLinks(doc, all)) report(`${id} [${doc.lang}]`, `dead link ${link}`);
    for (const h of doc.headings) {
      if ((h.depth === 2 || h.depth === 3) && !h.explicit) report(`${id} [${doc.lang}]`, `heading "${h.text}" has no {#id}`);
    }
    if (!doc.frontmatter.title) report(`${id} [${doc.lang}]`, 'no title in front matter');
    if (!doc.frontmatter.description) report(`${id} [${doc.lang}]`, 'no description in front matter');
    if (en && doc !== en && sectionIds(doc).join() !== sectionIds(en).join()) {
      report(
        `${id} [${doc.lang}]`,
        `sections differ from en:\n    ${doc.lang}: ${sectionIds(doc).join(' ')}\n    en: ${sectionIds(en).join(' ')}`,
      );
    }
  }
  const counts = docs.map((d, i) => `${checkedLangs[i]} ${d ? countWords(d.text) : 'missing'}`).join(', ');
  console.log(`  ${id}: ${counts}`);
}

console.log(problems ? `\n${problems} problem(s)` : '\nno problems');
process.exitCode = problems ? 1 : 0;
