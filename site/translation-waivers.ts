/**
 * Source changes committed without the `i18n: no-translate` trailer that a
 * reviewer compared with the translations named here and found already
 * followed: the tracker does not count them against those translations
 * (rules/translation-sync.ts). Every other translation of the same source
 * still counts them. Add an entry only after reading the source's diff
 * against each translation; new commits carry the trailer instead.
 */
/**
 * A source change, committed without the `i18n: no-translate` trailer, that
 * a reviewer found the named translations already follow (history cannot be
 * rewritten to add the trailer). Listed below.
 */
export interface TranslationWaiver {
  /** The full commit hash. */
  commit: string;
  /** Translations it needs nothing from, relative to the docs folder (`es/docs/input/index.mdx`). */
  translations: readonly string[];
  /** What the change was and why these translations need nothing. */
  why: string;
}

export const TRANSLATION_WAIVERS: readonly TranslationWaiver[] = [
  {
    commit: 'bf94b66b54a933fd584ece89e9b9393f59317a6d',
    translations: ['es/docs/input/index.mdx', 'it/docs/input/index.mdx', 'pt/docs/input/index.mdx', 'pt-BR/docs/input/index.mdx'],
    why: 'English only: "text box" and "text field" became "input box", the glossary term (the substitution ebdcd9c made, made again on the text the facts rewrite left). These pages already say cuadro de texto, casella di testo and caixa de texto throughout, their glossaries\' terms.',
  },
  {
    commit: '28bd322c7a6d61279121767a21f7ca77a09216a2',
    translations: [
      'ar/docs/communities/index.mdx',
      'es/docs/communities/index.mdx',
      'it/docs/communities/index.mdx',
      'ko/docs/communities/index.mdx',
      'pt/docs/communities/index.mdx',
      'pt-BR/docs/communities/index.mdx',
    ],
    why: 'The English GitHub row lost "and the page API" (there is none). These pages were written without it: their row already names only the docs\' issue tracker. (Its other changes, to sites, usecase and manga, were translated in every locale.)',
  },
];
