/**
 * Build-time conversion of a page not yet written in a locale from another
 * script of its language (zh → zh-TW), so a zh-TW reader never gets
 * Simplified Chinese text. The converter itself is OpenCC (`opencc-js`);
 * this module decides what is converted and how the page is marked.
 */
import * as OpenCC from 'opencc-js';
import type { LocaleCode, LocaleConfig } from '../site/locales';
import { CONVERTED_FROM } from './fallback';

export type Convert = (text: string) => string;

const converters = new Map<string, Convert>();

/** OpenCC's converter for a locale that converts its fallback's pages, or null. */
export function converterFor(locale: Pick<LocaleConfig, 'convertsFrom'>): Convert | null {
  const spec = locale.convertsFrom?.opencc;
  if (!spec) return null;
  const key = `${spec.from}>${spec.to}`;
  let convert = converters.get(key);
  if (!convert) {
    convert = OpenCC.Converter({ from: spec.from, to: spec.to });
    converters.set(key, convert);
  }
  return convert;
}

/**
 * An MDX source converted whole (frontmatter title and description
 * included; code, URLs and markup are ASCII and pass through untouched),
 * marked in its frontmatter with the locale it was converted from.
 */
export function convertMdxSource(source: string, sourceLang: LocaleCode, convert: Convert): string {
  const converted = convert(source);
  const mark = `${CONVERTED_FROM}: ${sourceLang}`;
  const frontmatter = /^---\r?\n/.exec(converted);
  if (frontmatter) return `${frontmatter[0]}${mark}\n${converted.slice(frontmatter[0].length)}`;
  return `---\n${mark}\n---\n${converted}`;
}

/**
 * Common characters that exist only in Simplified Chinese (their
 * Traditional forms differ): any of them in a zh-TW page means Simplified
 * text slipped through. (置 is not one: 位置 and 設置 are Traditional too.)
 */
export const SIMPLIFIED_ONLY = [...'这们个说译页设会时为与书视频么来对发还进样关开门问应该没国经'];

/** The Simplified-only characters found in a text, each once. */
export function simplifiedOnlyIn(text: string): string[] {
  return SIMPLIFIED_ONLY.filter(char => text.includes(char));
}
