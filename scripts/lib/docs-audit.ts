/**
 * Reads the docs sources and reports what a reviewer would check by hand:
 * word counts, section ids per language, internal links and anchors.
 * Used by `scripts/check-docs.ts` (a quick check while writing) and by the
 * unit tests (the acceptance rules of the docs).
 */
import fs from 'node:fs';
import path from 'node:path';
import GithubSlugger from 'github-slugger';
import { type LocaleCode, SOURCE_LOCALES } from '../../site/locales';
import { DOCS_PAGES, docsPath, docsSourceFile, MARKETING_PAGES } from '../../site/routes';

export interface Heading {
  depth: number;
  text: string;
  id: string;
  explicit: boolean;
}

export interface DocSource {
  id: string;
  lang: LocaleCode;
  file: string;
  frontmatter: Record<string, string>;
  headings: Heading[];
  /** Body text without code, markup or front matter. */
  text: string;
  links: string[];
}

const CJK = /[\u3040-\u30ff\u3400-\u9fff\uf900-\ufaff\uac00-\ud7af]/g;

/** Words for space-separated scripts; CJK characters count as one each. */
export function countWords(text: string): number {
  const cjk = text.match(CJK)?.length ?? 0;
  const rest = text.replace(CJK, ' ');
  const words = rest.split(/\s+/).filter(w => /[\p{L}\p{N}]/u.test(w)).length;
  return cjk + words;
}

function parseFrontmatter(source: string): [Record<string, string>, string] {
  const match = /^---\n([\s\S]*?)\n---\n?/.exec(source);
  if (!match) return [{}, source];
  const data: Record<string, string> = {};
  for (const line of (match[1] ?? '').split('\n')) {
    const kv = /^(\w+):\s*(.*)$/.exec(line);
    if (kv) data[kv[1] as string] = (kv[2] ?? '').replace(/^['"]|['"]$/g, '');
  }
  return [data, source.slice(match[0].length)];
}

function stripCode(body: string): string {
  return body.replace(/^(```|~~~)[^\n]*\n[\s\S]*?^\1\s*$/gm, '\n');
}

export function extractHeadings(body: string): Heading[] {
  const slugger = new GithubSlugger();
  const headings: Heading[] = [];
  for (const line of stripCode(body).split('\n')) {
    const m = /^(#{1,6})\s+(.*?)\s*$/.exec(line);
    if (!m) continue;
    const raw = m[2] ?? '';
    const custom = /\s*\\?\{#([^}]+)\}\s*$/.exec(raw);
    const text = (custom ? raw.slice(0, custom.index) : raw).replace(/[`*_]/g, '').trim();
    headings.push({
      depth: (m[1] ?? '').length,
      text,
      id: custom ? (custom[1] as string) : slugger.slug(text),
      explicit: Boolean(custom),
    });
  }
  return headings;
}

export function extractLinks(body: string): string[] {
  const text = stripCode(body);
  const links: string[] = [];
  for (const m of text.matchAll(/\]\(([^)\s]+)(?:\s+"[^"]*")?\)/g)) links.push(m[1] as string);
  for (const m of text.matchAll(/\bhref=["']([^"']+)["']/g)) links.push(m[1] as string);
  return links;
}

export function bodyText(body: string): string {
  return stripCode(body)
    .replace(/^(import|export)\s.*$/gm, ' ')
    .replace(/<[^>]+>/g, ' ')
    .replace(/`[^`]*`/g, ' x ')
    .replace(/!\[[^\]]*\]\([^)]*\)/g, ' ')
    .replace(/\[([^\]]*)\]\([^)]*\)/g, '$1')
    .replace(/\{#[^}]+\}/g, ' ')
    .replace(/^:::.*$/gm, ' ')
    .replace(/[#>*_|~-]+/g, ' ');
}

export function readDoc(docsRoot: string, id: string, lang: LocaleCode): DocSource | null {
  const file = path.join(docsRoot, lang, docsSourceFile(id));
  if (!fs.existsSync(file)) return null;
  const [frontmatter, body] = parseFrontmatter(fs.readFileSync(file, 'utf8'));
  return {
    id,
    lang,
    file,
    frontmatter,
    headings: extractHeadings(body),
    text: bodyText(body),
    links: extractLinks(body),
  };
}

export function readAllDocs(docsRoot: string, langs: readonly LocaleCode[] = SOURCE_LOCALES): DocSource[] {
  const docs: DocSource[] = [];
  for (const lang of langs) {
    for (const page of DOCS_PAGES) {
      const doc = readDoc(docsRoot, page.id, lang);
      if (doc) docs.push(doc);
    }
  }
  return docs;
}

const DOC_BY_PATH = new Map(DOCS_PAGES.map(p => [docsPath(p.id), p.id]));
const MARKETING_PATHS = new Set<string>(MARKETING_PAGES.map(p => p.path));

/** Internal links of a page that lead nowhere: unknown route or missing anchor. */
export function deadLinks(doc: DocSource, all: readonly DocSource[]): string[] {
  const dead: string[] = [];
  for (const link of doc.links) {
    if (/^[a-z]+:/i.test(link) || link.startsWith('//')) continue;
    const [pathPart = '', hash] = link.split('#');
    if (pathPart === '') {
      if (hash && !doc.headings.some(h => h.id === hash)) dead.push(link);
      continue;
    }
    if (!pathPart.startsWith('/')) {
      dead.push(`${link} (use an absolute /docs/… link)`);
      continue;
    }
    if (/^\/(img|static)\//.test(pathPart)) continue;
    if (!pathPart.endsWith('/')) {
      dead.push(`${link} (canonical links end in /)`);
      continue;
    }
    const targetId = DOC_BY_PATH.get(pathPart);
    if (!targetId) {
      if (!MARKETING_PATHS.has(pathPart)) dead.push(link);
      continue;
    }
    if (hash) {
      const target = all.find(d => d.id === targetId && d.lang === doc.lang);
      if (target && !target.headings.some(h => h.id === hash)) dead.push(link);
    }
  }
  return dead;
}

/** Section ids (h2/h3) in order, for comparing languages. */
export function sectionIds(doc: DocSource): string[] {
  return doc.headings.filter(h => h.depth === 2 || h.depth === 3).map(h => h.id);
}

/** Legal documents are complete documents, not summaries (issue: docs content). */
export const LEGAL_DOC_IDS: readonly string[] = ['EULA', 'PRIVACY', 'TERMS'];

/** Least English body words a written page must have. */
export function minimumWords(id: string): number {
  if (LEGAL_DOC_IDS.includes(id)) return 600;
  if (id === 'faq') return 900;
  if (id === 'services/index') return 500;
  return 250;
}

/** The FAQ's questions: its third-level headings. */
export function faqQuestions(doc: DocSource): Heading[] {
  return doc.headings.filter(h => h.depth === 3);
}

/**
 * Paragraphs of running text (eight words or more) that two languages share
 * word for word: a sign that a page was copied instead of written.
 */
/** A page's paragraphs long enough to compare (eight words or more), normalised. */
export function comparableParagraphs(doc: DocSource): Set<string> {
  return new Set(
    doc.text
      .split(/\n\s*\n|\n(?=\s*\d+\.\s)/)
      .map(p => p.replace(/\s+/g, ' ').trim())
      .filter(p => p.split(' ').filter(w => /[\p{L}\p{N}]/u.test(w)).length >= 8),
  );
}

export function sharedParagraphs(a: DocSource, b: DocSource): string[] {
  const other = comparableParagraphs(b);
  return [...comparableParagraphs(a)].filter(p => other.has(p));
}

/** Two locales that write the same language in different varieties (pt and pt-BR, zh and zh-TW). */
export function sameLanguage(a: string, b: string): boolean {
  return a.split('-')[0] === b.split('-')[0];
}
