/**
 * The sample words of the product scenes (i18n/scenes/<lang>.json): one file
 * per written locale, the same sample in every language, in each locale's own
 * words and terms; and the rules that pick them for a page.
 */
import path from 'node:path';
import { describe, expect, it } from 'vitest';
import { findForbidden } from '../../rules/glossary';
import { GLOSSARIES } from '../../site/glossary';
import { LOCALES, type LocaleCode } from '../../site/locales';
import { loadCopy } from '../../plugins/marketing/catalog';
import { readSceneText, withScenes } from '../../plugins/marketing/scenes';
import { sceneCopy, sceneOriginalLang, sceneTextLang } from '../../rules/scenes';

const root = path.resolve(__dirname, '../..');
const langs = LOCALES.map(l => l.lang).filter(lang => sceneTextLang(lang) === lang);
const strings = (value: unknown): string[] =>
  typeof value === 'string' ? [value] : Object.values(value as Record<string, unknown>).flatMap(strings);

describe('scene words', () => {
  const english = strings(readSceneText(root, 'en').text);

  it.each(langs)('%s has every line, written in its own words and terms', lang => {
    const { text } = readSceneText(root, lang);
    const lines = strings(text);
    expect(lines).toHaveLength(english.length);
    if (lang !== 'en') expect(lines.filter(line => english.includes(line))).toEqual([]);
    expect(findForbidden(lines.join('\n'), GLOSSARIES[lang]).map(p => p.variant)).toEqual([]);
    // The input box scene quotes the product's trigger from site/policies.ts, not a number of its own.
    expect(text.labels.input).toContain('{inputSpaces}');
  });

  it('pairs each visitor with a foreign language: English, or Japanese for English readers', () => {
    expect(sceneOriginalLang('de')).toBe('en');
    expect(sceneOriginalLang('zh-Hans')).toBe('en');
    expect(sceneOriginalLang('en')).toBe('ja');
    expect(sceneTextLang('zh-Hans')).toBe('zh');
  });

  it('gives a hero its words in the page copy, the demo a title and one paragraph, and leaves scenes below the fold to load', () => {
    const copy = withScenes(root, loadCopy(path.join(root, 'docs'), 'ko', 'landing'), 'ko');
    const [hero, ...rest] = copy.sections;
    expect(hero?.type).toBe('hero');
    const scene = hero && 'scene' in hero ? hero.scene : undefined;
    expect(scene?.demo?.styles.blur).toBeTruthy();
    expect(scene?.original).toEqual({ lang: 'en', lines: ['Night trains are back', expect.stringContaining('sleeper trains')] });
    expect(scene?.translation.lang).toBe('ko');
    expect(scene?.translation.lines).toHaveLength(2);
    expect(rest.filter(section => 'scene' in section && section.scene)).toEqual([]);
  });

  it('labels a scene for screen readers in the visitor language', () => {
    const own = readSceneText(root, 'fr');
    const foreign = readSceneText(root, 'en');
    const scene = sceneCopy('video', own, foreign, false);
    expect(scene.label).toBe('Exemple : une vidéo avec le sous-titre original au-dessus de sa traduction');
    expect(scene.original.lines).toEqual(['Wait… did you hear that?']);
    expect(scene.translation).toEqual({ lang: 'fr' as LocaleCode, lines: ['Attends… tu as entendu ?'] });
  });

  it('opens an e-book on a chapter: its number, title and two paragraphs, in both languages', () => {
    const scene = sceneCopy('book', readSceneText(root, 'ja'), readSceneText(root, 'en'), false);
    expect(scene.label).toBe('例：見開きで開いた電子書籍。段落ごとに訳文が続きます');
    expect(scene.original.lines).toEqual([
      'Chapter 3',
      'The lighthouse keeper',
      'The storm reached the island just after sunset.',
      'Mara climbed the hundred steps and lit the lamp, as her father had taught her.',
    ]);
    expect(scene.translation.lang).toBe('ja');
    expect(scene.translation.lines).toHaveLength(4);
  });
});
