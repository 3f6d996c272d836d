/**
 * Outdated-translation tracking: a translated page records the version of
 * its source; editing the source makes it outdated, restoring the source
 * makes it current again.
 */
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import fc from 'fast-check';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { translationState, translationStatusReport } from '../../plugins/locale-pages';
import { saysEnglishPrevails } from '../../rules/fallback';
import {
  isOutdated,
  readTranslationRecord,
  sourceFingerprint,
  TRANSLATED_FROM,
  translationSourceOf,
  writeTranslationRecord,
} from '../../rules/translation-sync';
import { getLocale } from '../../site/locales';
import { docIdOfSourceFile, LEGAL_DOC_IDS } from '../../site/routes';

const FAQ = 'docs/faq/index.mdx';
const ENGLISH = '---\ntitle: FAQ\ndescription: Answers.\n---\n\n# FAQ\n\n## Install {#install}\n\nClick **Add to Chrome**.\n';
const GERMAN =
  '---\ntitle: FAQ\ndescription: Antworten.\n---\n\n# FAQ\n\n## Installation {#install}\n\nKlicken Sie auf **Zu Chrome hinzufügen**.\n';

let docsRoot = '';
const write = (relative: string, text: string) => {
  const file = path.join(docsRoot, relative);
  fs.mkdirSync(path.dirname(file), { recursive: true });
  fs.writeFileSync(file, text);
};
const read = (relative: string) => fs.readFileSync(path.join(docsRoot, relative), 'utf8');
/** What `npm run i18n:stamp` does to one page. */
const stamp = (lang: string, sourceLang: string) =>
  write(
    `${lang}/${FAQ}`,
    writeTranslationRecord(read(`${lang}/${FAQ}`), { sourceLang, fingerprint: sourceFingerprint(read(`${sourceLang}/${FAQ}`)) }),
  );

beforeEach(() => {
  docsRoot = fs.mkdtempSync(path.join(os.tmpdir(), 'diglot-docs-'));
  write(`en/${FAQ}`, ENGLISH);
  write(`de/${FAQ}`, GERMAN);
});
afterEach(() => fs.rmSync(docsRoot, { recursive: true, force: true }));

describe('outdated translations where there is no git history (fixture docs folder, stored versions)', () => {
  it('reports a stamped translation current, outdated once the source changes, current again once it is restored', () => {
    const de = getLocale('de');
    stamp('de', 'en');
    expect(translationState(docsRoot, de, FAQ, null)).toMatchObject({
      outdated: false,
      translatedFrom: 'en',
      outdatedReason: null,
    });

    write(`en/${FAQ}`, ENGLISH.replace('Click', 'Open the Chrome Web Store and click'));
    expect(translationState(docsRoot, de, FAQ, null)).toMatchObject({ outdated: true, translatedFrom: 'en' });

    write(`en/${FAQ}`, ENGLISH);
    expect(translationState(docsRoot, de, FAQ, null)).toMatchObject({
      outdated: false,
      translatedFrom: 'en',
      outdatedReason: null,
    });
  });

  it('does not count line endings or trailing spaces in the source as a change', () => {
    stamp('de', 'en');
    write(`en/${FAQ}`, `${ENGLISH.replace(/\n/g, '  \r\n')}\n\n`);
    expect(translationState(docsRoot, getLocale('de'), FAQ, null).outdated).toBe(false);
  });

  it('counts a translation that records no source version, or whose source is gone, as outdated', () => {
    expect(translationState(docsRoot, getLocale('de'), FAQ, null).outdated).toBe(true);
    stamp('de', 'en');
    fs.rmSync(path.join(docsRoot, `en/${FAQ}`));
    expect(translationState(docsRoot, getLocale('de'), FAQ, null).outdated).toBe(true);
  });

  it('follows the source the page records: a pt-BR page written from English stays current when pt is written', () => {
    write(`pt-BR/${FAQ}`, GERMAN.replace('Klicken', 'Clique'));
    stamp('pt-BR', 'en');
    write(`pt/${FAQ}`, GERMAN.replace('Klicken', 'Clique em'));
    expect(translationState(docsRoot, getLocale('pt-BR'), FAQ, null)).toMatchObject({
      outdated: false,
      translatedFrom: 'en',
      outdatedReason: null,
    });
  });

  it('keeps zh-TW in step with zh, and never tracks the source locales', () => {
    write(`zh/${FAQ}`, '---\ntitle: 常见问题\n---\n\n# 常见问题\n');
    write(`zh-TW/${FAQ}`, '---\ntitle: 常見問題\n---\n\n# 常見問題\n');
    stamp('zh-TW', 'zh');
    expect(translationState(docsRoot, getLocale('zh-TW'), FAQ, null)).toMatchObject({ outdated: false, translatedFrom: 'zh' });
    write(`zh/${FAQ}`, '---\ntitle: 常见问题\n---\n\n# 常见问题解答\n');
    expect(translationState(docsRoot, getLocale('zh-TW'), FAQ, null).outdated).toBe(true);
    expect(translationState(docsRoot, getLocale('ja'), FAQ, null)).toEqual({
      outdated: false,
      translatedFrom: null,
      outdatedReason: null,
    });
  });
});

describe('translation record', () => {
  it('is written into the front matter, replacing an older one, and read back', () => {
    const once = writeTranslationRecord(GERMAN, { sourceLang: 'en', fingerprint: 'aaaaaaaaaaaa' });
    const twice = writeTranslationRecord(once, { sourceLang: 'en', fingerprint: 'bbbbbbbbbbbb' });
    expect(twice.match(new RegExp(`^${TRANSLATED_FROM}:`, 'gm'))).toHaveLength(1);
    expect(readTranslationRecord(twice)).toEqual({ sourceLang: 'en', fingerprint: 'bbbbbbbbbbbb' });
    expect(twice.slice(twice.indexOf('\n---\n'))).toBe(GERMAN.slice(GERMAN.indexOf('\n---\n')));
  });

  it('is not read from the body, nor from a malformed value', () => {
    expect(readTranslationRecord(`${GERMAN}\ntranslatedFrom: en@aaaaaaaaaaaa\n`)).toBeNull();
    expect(readTranslationRecord('---\ntranslatedFrom: en@xyz\n---\n')).toBeNull();
    expect(readTranslationRecord('---\ntranslatedFrom: "en@0123456789ab"\n---\n')).toEqual({
      sourceLang: 'en',
      fingerprint: '0123456789ab',
    });
  });

  it('never throws on any page text, and round-trips through any front matter', () => {
    fc.assert(
      fc.property(fc.string({ unit: 'binary' }), fc.string({ unit: 'binary' }), (front, body) => {
        const page = `---\n${front.replace(/^---$/gm, '')}\n---\n${body}`;
        expect(() => readTranslationRecord(page)).not.toThrow();
        expect(() => isOutdated(page, body)).not.toThrow();
        const record = { sourceLang: 'pt-BR', fingerprint: sourceFingerprint(body) };
        const stamped = writeTranslationRecord(page, record);
        expect(readTranslationRecord(stamped)).toEqual(record);
      }),
      { numRuns: 2000 },
    );
    // 2000 runs take a few seconds on a loaded machine.
  }, 60_000);

  it('knows which locale each one is written from', () => {
    expect(translationSourceOf(getLocale('de'))).toBe('en');
    expect(translationSourceOf(getLocale('pt-BR'))).toBe('en');
    expect(translationSourceOf(getLocale('zh-TW'))).toBe('zh');
  });
});

describe('translation status report', () => {
  it('prints outdated counts and the pages to update', () => {
    const row = {
      lang: 'de' as const,
      written: 31,
      shared: 0,
      fallenBack: 0,
      converted: 0,
      drafts: 0,
      outdated: 1,
      outdatedPages: ['/de/docs/faq/'],
      whyOutdated: { '/de/docs/faq/': 'en/docs/faq/index.mdx changed since the translation last changed' },
      stringsMissing: 0,
    };
    const report = translationStatusReport([row]);
    expect(report).toMatch(/written \/ outdated \/ fallen back/);
    expect(report).toMatch(/de\s+31 \/\s+1 \/\s+0/);
    expect(report).toContain('/de/docs/faq/');
    expect(report).toContain('en/docs/faq/index.mdx changed since the translation last changed');
    expect(translationStatusReport([{ ...row, outdated: 0, outdatedPages: [], whyOutdated: {} }])).toContain(
      'No outdated translations.',
    );
  });
});

describe('legal pages', () => {
  it('say the English text prevails in every language but English', () => {
    expect(docIdOfSourceFile('de/docs/TERMS/index.mdx')).toBe('TERMS');
    expect(docIdOfSourceFile('../node_modules/.cache/converted/zh-TW/zh/docs/PRIVACY/index.mdx')).toBe('PRIVACY');
    expect(docIdOfSourceFile('en/docs/index.mdx')).toBe('index');
    expect(docIdOfSourceFile('en/docs/services/index.mdx')).toBe('services/index');
    expect(docIdOfSourceFile('en/blog/x.mdx')).toBeNull();
    expect(saysEnglishPrevails('TERMS', 'de', LEGAL_DOC_IDS)).toBe(true);
    expect(saysEnglishPrevails('EULA', 'ja', LEGAL_DOC_IDS)).toBe(true);
    expect(saysEnglishPrevails('TERMS', 'en', LEGAL_DOC_IDS)).toBe(false);
    expect(saysEnglishPrevails('faq', 'de', LEGAL_DOC_IDS)).toBe(false);
  });
});
