/**
 * Quick check of docs sources while writing, without a full build:
 *   npx tsx scripts/check-docs.ts [doc id …]
 * Compiles each MDX file, and reports dead internal links and anchors,
 * headings without an explicit id, sections that differ between ja, zh
 * and en, and the English word count.
 */
import fs from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { compile } from '@mdx-js/mdx';
import remarkGfm from 'remark-gfm';
import { SOURCE_LOCALES } from '../site/locales';
import { DOCS_PAGES } from '../site/routes';
import { countWords, deadLinks, readAllDocs, sectionIds } from './lib/docs-audit';

const root = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '..');
const docsRoot = path.join(root, 'docs');
const wanted = process.argv.slice(2);
const ids = wanted.length ? wanted : DOCS_PAGES.map(p => p.id);
const all = readAllDocs(docsRoot);
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
  const docs = SOURCE_LOCALES.map(lang => all.find(d => d.id === id && d.lang === lang));
  const en = docs[SOURCE_LOCALES.indexOf('en')];
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
      report(`${id} [${doc.lang}]`, `sections differ from en:\n    ${doc.lang}: ${sectionIds(doc).join(' ')}\n    en: ${sectionIds(en).join(' ')}`);
    }
  }
  const counts = docs.map((d, i) => `${SOURCE_LOCALES[i]} ${d ? countWords(d.text) : 'missing'}`).join(', ');
  console.log(`  ${id}: ${counts}`);
}

console.log(problems ? `\n${problems} problem(s)` : '\nno problems');
process.exitCode = problems ? 1 : 0;
