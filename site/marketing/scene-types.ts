import type { LocaleCode } from '../locales';

/** Scenes drawn in HTML with real text, instead of a wordless drawing. */
export const SCENE_NAMES = ['bilingual', 'pdf', 'book', 'video', 'manga', 'input'] as const;
export type SceneName = (typeof SCENE_NAMES)[number];

export function isSceneName(name: string): name is SceneName {
  return (SCENE_NAMES as readonly string[]).includes(name);
}

/** One language's words in a scene (marked with its language and direction when drawn). */
export interface SceneSide {
  lang: LocaleCode;
  lines: string[];
}

export type DisplayStyle = 'underline' | 'dashed' | 'highlight' | 'blur';

export interface SceneCopy {
  /** What the picture shows, for screen readers (the demo has its own controls instead). */
  label?: string;
  /** The foreign text, as the page was before translation. */
  original: SceneSide;
  /** The same text in the page's language. */
  translation: SceneSide;
  /** On a hero: the display styles the visitor can try. */
  demo?: { legend: string; styles: Record<DisplayStyle, string> };
}
