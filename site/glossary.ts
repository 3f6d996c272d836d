/**
 * The terminology glossary of every locale (`i18n/glossary/<lang>.json`,
 * checked by `rules/glossary.ts`): per concept, the word the UI labels use
 * and the variants no page may use for it.
 */
import type { LocaleCode } from './locales';
import ar from '../i18n/glossary/ar.json';
import de from '../i18n/glossary/de.json';
import en from '../i18n/glossary/en.json';
import es from '../i18n/glossary/es.json';
import fr from '../i18n/glossary/fr.json';
import hi from '../i18n/glossary/hi.json';
import it from '../i18n/glossary/it.json';
import ja from '../i18n/glossary/ja.json';
import ko from '../i18n/glossary/ko.json';
import pt from '../i18n/glossary/pt.json';
import ptBR from '../i18n/glossary/pt-BR.json';
import ru from '../i18n/glossary/ru.json';
import zh from '../i18n/glossary/zh.json';
import zhHans from '../i18n/glossary/zh-Hans.json';
import zhTW from '../i18n/glossary/zh-TW.json';

export interface GlossaryEntry {
  /** The one word, as the UI labels write it. */
  term: string;
  /** Inflected or plural forms of the term, also accepted in labels. */
  forms?: string[];
  /** Keys of `i18n.json` whose text in this locale uses the term. */
  labels: string[];
  /** Why no UI label names the concept (then `labels` is empty): only pages use it. */
  note?: string;
  /** Words that must not be used for this concept (exact, case-sensitive). */
  forbidden: string[];
  /**
   * Regular expressions (Unicode) for variants a plain word cannot
   * describe, e.g. a short form that is fine only as part of the term.
   */
  forbiddenPatterns?: string[];
}

export type Glossary = Record<string, GlossaryEntry>;

/** A glossary file: its concepts, and first the variety of the language it is written in. */
export type GlossaryFile = { $variety?: string } & Record<string, GlossaryEntry | string | undefined>;

/** The concepts of a glossary file, without its variety statement. */
function conceptsOf(file: GlossaryFile): Glossary {
  return Object.fromEntries(Object.entries(file).filter(([key]) => key !== '$variety')) as Glossary;
}

const FILES: Record<LocaleCode, GlossaryFile> = {
  ar,
  de,
  en,
  es,
  fr,
  hi,
  it,
  ja,
  ko,
  pt,
  'pt-BR': ptBR,
  ru,
  zh,
  'zh-Hans': zhHans,
  'zh-TW': zhTW,
};

export const GLOSSARIES = Object.fromEntries(Object.entries(FILES).map(([lang, file]) => [lang, conceptsOf(file)])) as Record<
  LocaleCode,
  Glossary
>;

/** The variety of its language each glossary states at its top (es: Latin-American neutral…). */
export const VARIETIES = Object.fromEntries(Object.entries(FILES).map(([lang, file]) => [lang, file.$variety])) as Record<
  LocaleCode,
  string | undefined
>;
