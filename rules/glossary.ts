/**
 * One word per concept (issue 16): each locale's glossary
 * (`i18n/glossary/<lang>.json`) names, per concept, the word its UI labels
 * use, and the variants its pages must not use for the same thing.
 */

import type { Glossary } from '../site/glossary';

export type { Glossary };

export interface TermProblem {
  line: number;
  column: number;
  concept: string;
  variant: string;
  term: string;
}

const blank = (match: string) => match.replace(/[^\n]/g, ' ');

/**
 * The prose of an MDX page or a copy module, with everything that is not
 * prose blanked out (same length, same lines): fenced and inline code,
 * URLs, link targets, `href`/`src` values, heading ids, import and export
 * lines, and MDX comments. Product names and code keep their spelling there.
 */
export function proseOf(text: string): string {
  return text
    .replace(/^(`{3,}|~{3,})[^\n]*\n[\s\S]*?^\1[^\n]*$/gm, blank)
    .replace(/`[^`\n]*`/g, blank)
    .replace(/\\?\{#[^}\n]*\}/g, blank)
    .replace(/\{\/\*[\s\S]*?\*\/\}/g, blank)
    .replace(/^(?:import|export)\s[^\n]*$/gm, blank)
    .replace(/\]\([^)\n]*\)/g, blank)
    .replace(/\b(?:href|src|to|icon|id)\s*[:=]\s*(['"])[^'"\n]*\1/g, blank)
    .replace(/\bhttps?:\/\/[^\s'")\]>]+/g, blank)
    .replace(/(['"])\/[^'"\s\n]*\1/g, blank);
}

const LATIN = /\p{Script=Latin}/u;

/**
 * A pattern for a forbidden word. Where the word begins or ends with a
 * Latin letter it must stand alone on that side ("vídeo" not in
 * "vídeos"; "key" not in "keyboard"); scripts written without spaces
 * (Chinese, Japanese) or with attached particles (Korean, Arabic) match
 * anywhere.
 */
export function variantPattern(variant: string): RegExp {
  const escaped = variant.replace(/[.*+?^${}()|[\]\\]/g, '\\$&');
  const before = LATIN.test(variant[0] ?? '') ? '(?<![\\p{L}\\p{M}\\p{N}_-])' : '';
  const after = LATIN.test(variant.at(-1) ?? '') ? '(?![\\p{L}\\p{M}\\p{N}_])' : '';
  return new RegExp(`${before}${escaped}${after}`, 'gu');
}

/** Every forbidden variant in a text's prose, with its line and column (1-based). */
export function findForbidden(text: string, glossary: Glossary): TermProblem[] {
  const prose = proseOf(text);
  const lineStarts = [0];
  for (let i = 0; i < prose.length; i++) if (prose[i] === '\n') lineStarts.push(i + 1);
  const position = (index: number) => {
    let line = lineStarts.length - 1;
    while ((lineStarts[line] as number) > index) line--;
    return { line: line + 1, column: index - (lineStarts[line] as number) + 1 };
  };
  const problems: TermProblem[] = [];
  for (const [concept, entry] of Object.entries(glossary)) {
    const patterns = [
      ...entry.forbidden.map(variantPattern),
      ...(entry.forbiddenPatterns ?? []).map(source => new RegExp(source, 'gu')),
    ];
    for (const pattern of patterns) {
      for (const match of prose.matchAll(pattern)) {
        problems.push({ ...position(match.index), concept, variant: match[0], term: entry.term });
      }
    }
  }
  return problems.sort((a, b) => a.line - b.line || a.column - b.column);
}

/** Labels that a glossary says use its term but do not (the glossary and the UI disagree). */
export function labelsWithoutTerm(
  glossary: Glossary,
  textOf: (key: string) => string | undefined,
): { concept: string; key: string; text: string | undefined }[] {
  const out: { concept: string; key: string; text: string | undefined }[] = [];
  for (const [concept, entry] of Object.entries(glossary)) {
    const words = [entry.term, ...(entry.forms ?? [])].map(word => word.toLowerCase());
    for (const key of entry.labels) {
      const text = textOf(key);
      if (!text || !words.some(word => text.toLowerCase().includes(word))) out.push({ concept, key, text });
    }
  }
  return out;
}

/**
 * The text with every plain forbidden word in its prose replaced by the
 * term: for text no one has reviewed yet (zh-TW pages converted by machine
 * from zh, where OpenCC writes 兌換碼 and the UI says 兌換序號).
 */
export function withTerms(text: string, glossary: Glossary): string {
  const prose = proseOf(text);
  const hits: { index: number; length: number; term: string }[] = [];
  for (const entry of Object.values(glossary)) {
    for (const variant of entry.forbidden) {
      for (const match of prose.matchAll(variantPattern(variant))) {
        hits.push({ index: match.index, length: match[0].length, term: entry.term });
      }
    }
  }
  hits.sort((a, b) => a.index - b.index || b.length - a.length);
  let out = '';
  let last = 0;
  for (const hit of hits) {
    if (hit.index < last) continue;
    out += text.slice(last, hit.index) + hit.term;
    last = hit.index + hit.length;
  }
  return out + text.slice(last);
}
