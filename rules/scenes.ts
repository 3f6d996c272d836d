/**
 * The words of a scene, picked from two locales' sample texts
 * (`i18n/scenes/<lang>.json`): the visitor's, and the same sample in a
 * foreign language. Pure, so the build (hero scenes, in the page's HTML)
 * and the browser (scenes below the fold, loaded when scrolled to) agree.
 */
import type { LocaleCode } from '../site/locales';
import type { SceneCopy, SceneName, SceneSide } from '../site/marketing/scene-types';

export interface SceneText {
  article: { title: string; paragraphs: string[] };
  paper: { title: string; abstract: string };
  book: { chapter: string; title: string; paragraphs: string[] };
  subtitle: string;
  bubble: string;
  message: string;
  labels: Record<'webpage' | 'pdf' | 'book' | 'video' | 'manga' | 'input', string>;
  demo: { legend: string; styles: Record<'underline' | 'dashed' | 'highlight' | 'blur', string> };
}

/**
 * The foreign language a scene pairs with the visitor's: English, or for
 * English readers Japanese (a script that shows at a glance which is which).
 */
export function sceneOriginalLang(lang: LocaleCode): LocaleCode {
  return lang === 'en' ? 'ja' : 'en';
}

/** zh-Hans reads zh's words; every other locale has its own file. */
export function sceneTextLang(lang: LocaleCode): LocaleCode {
  return lang === 'zh-Hans' ? 'zh' : lang;
}

const LABELS: Record<SceneName, keyof SceneText['labels']> = {
  bilingual: 'webpage',
  pdf: 'pdf',
  book: 'book',
  video: 'video',
  manga: 'manga',
  input: 'input',
};

/** One language's side of a scene: only the words that scene draws. */
export function sceneSide(name: SceneName, lang: LocaleCode, text: SceneText): SceneSide {
  switch (name) {
    case 'bilingual':
      return { lang, lines: [text.article.title, ...text.article.paragraphs] };
    case 'pdf':
      return { lang, lines: [text.paper.title, text.paper.abstract] };
    case 'book':
      return { lang, lines: [text.book.chapter, text.book.title, ...text.book.paragraphs] };
    case 'video':
      return { lang, lines: [text.subtitle] };
    case 'manga':
      // A caption, a question, an answer: one page of a story.
      return { lang, lines: [text.article.title, text.subtitle, text.bubble] };
    case 'input':
      return { lang, lines: [text.message] };
  }
}

/** A scene's words; on a hero, the web page comes with the display styles to try. */
export function sceneCopy(
  name: SceneName,
  own: { lang: LocaleCode; text: SceneText },
  foreign: { lang: LocaleCode; text: SceneText },
  inHero: boolean,
): SceneCopy {
  const demo = inHero && name === 'bilingual';
  const original = sceneSide(name, foreign.lang, foreign.text);
  const translation = sceneSide(name, own.lang, own.text);
  if (!demo) return { label: own.text.labels[LABELS[name]], original, translation };
  // The demo is on the first screen, in the page's own script: a title and one paragraph say enough.
  const short = (side: typeof original) => ({ ...side, lines: side.lines.slice(0, 2) });
  return { demo: own.text.demo, original: short(original), translation: short(translation) };
}
