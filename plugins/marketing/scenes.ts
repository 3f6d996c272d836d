/**
 * Product scenes: the pictures of marketing pages that show the product at
 * work (a bilingual web page, a PDF side by side, subtitles, a manga bubble,
 * an input box), drawn in HTML with real text. Each locale's sample text is
 * in `i18n/scenes/<lang>.json`, the same sample in every language. Build-time
 * side (Node): checks the files, and gives a hero its scene's words in the
 * page's copy, so the first screen is complete in the HTML. Scenes further
 * down load their words when scrolled to (theme/marketing/scenes/LazyScene).
 */
import fs from 'node:fs';
import path from 'node:path';
import * as v from 'valibot';
import type { LocaleCode } from '../../site/locales';
import type { Section, SectionsCopy } from '../../site/marketing/types';
import { isSceneName } from '../../site/marketing/scene-types';
import { sceneCopy, sceneOriginalLang, type SceneText, sceneTextLang } from '../../rules/scenes';

const line = v.pipe(v.string(), v.trim(), v.minLength(1, 'is empty'));

export const sceneTextSchema = v.strictObject({
  article: v.strictObject({ title: line, paragraphs: v.strictTuple([line, line]) }),
  paper: v.strictObject({ title: line, abstract: line }),
  book: v.strictObject({ chapter: line, title: line, paragraphs: v.strictTuple([line, line]) }),
  subtitle: line,
  bubble: line,
  message: line,
  labels: v.strictObject({ webpage: line, pdf: line, book: line, video: line, manga: line, input: line }),
  demo: v.strictObject({
    legend: line,
    styles: v.strictObject({ underline: line, dashed: line, highlight: line, blur: line }),
  }),
}) satisfies v.GenericSchema<unknown, SceneText>;

export function sceneTextFile(root: string, lang: string): string {
  return path.join(root, 'i18n', 'scenes', `${lang}.json`);
}

/** A locale's sample text, checked. */
export function readSceneText(root: string, lang: LocaleCode): { lang: LocaleCode; text: SceneText } {
  const own = sceneTextLang(lang);
  const file = sceneTextFile(root, own);
  const result = v.safeParse(sceneTextSchema, JSON.parse(fs.readFileSync(file, 'utf8')), { abortEarly: false });
  if (!result.success) throw new Error(`${path.relative(root, file)}:\n${v.summarize(result.issues)}`);
  return { lang: own, text: result.output };
}

/** The copy with the words of each hero's scene attached to it. */
export function withScenes(root: string, copy: SectionsCopy, lang: LocaleCode): SectionsCopy {
  const sections = copy.sections.map((section: Section) => {
    if (section.type !== 'hero' || !isSceneName(section.illustration)) return section;
    const own = readSceneText(root, lang);
    const foreign = readSceneText(root, sceneOriginalLang(lang));
    return { ...section, scene: sceneCopy(section.illustration, own, foreign, true) };
  });
  return { ...copy, sections };
}
