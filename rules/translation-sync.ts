/**
 * Outdated-translation tracking. A translated docs page records in its
 * front matter which version of its source it was written from:
 *
 *   translatedFrom: en@3f2a9c1b7d0e
 *
 * (the source's locale and a fingerprint of its text). When the source
 * changes, the fingerprint no longer matches and the page is outdated until
 * a writer updates it and records the new fingerprint (`npm run i18n:stamp`).
 * A fingerprint in the file, not git history, so a shallow clone or an
 * unpacked tarball reports the same as a full checkout.
 */
import { createHash } from 'node:crypto';
import { type LocaleCode, type LocaleConfig, SOURCE_LOCALES } from '../site/locales';

export const TRANSLATED_FROM = 'translatedFrom';

const FINGERPRINT_LENGTH = 12;
const RECORD_PATTERN = /^([A-Za-z]{2,3}(?:-[A-Za-z]{2,4})?)@([0-9a-f]{12})$/;
const FRONTMATTER_PATTERN = /^---\r?\n([\s\S]*?)\r?\n---(?:\r?\n|$)/;

export interface TranslationRecord {
  sourceLang: string;
  fingerprint: string;
}

/**
 * A fingerprint of a source page's text. Line endings and trailing spaces
 * are not changes a translator needs to follow, so they do not count; the
 * page's own `translatedFrom` line does not either (zh-TW is written from zh,
 * which could one day be a translation itself).
 */
export function sourceFingerprint(text: string): string {
  const normalized = text
    .replace(/\r\n?/g, '\n')
    .split('\n')
    .filter(line => !line.startsWith(`${TRANSLATED_FROM}:`))
    .map(line => line.trimEnd())
    .join('\n')
    .trim();
  return createHash('sha256').update(normalized).digest('hex').slice(0, FINGERPRINT_LENGTH);
}

/** The record in a page's front matter, or null when it has none or an unreadable one. */
export function readTranslationRecord(pageText: string): TranslationRecord | null {
  const frontmatter = FRONTMATTER_PATTERN.exec(pageText)?.[1];
  if (frontmatter === undefined) return null;
  for (const line of frontmatter.split(/\r?\n/)) {
    if (!line.startsWith(`${TRANSLATED_FROM}:`)) continue;
    const value = line
      .slice(TRANSLATED_FROM.length + 1)
      .trim()
      .replace(/^(["'])(.*)\1$/, '$2');
    const match = RECORD_PATTERN.exec(value);
    return match ? { sourceLang: match[1] as string, fingerprint: match[2] as string } : null;
  }
  return null;
}

/** The page's text with its record set to `record` (added, or replacing the old one). */
export function writeTranslationRecord(pageText: string, record: TranslationRecord): string {
  const line = `${TRANSLATED_FROM}: ${record.sourceLang}@${record.fingerprint}`;
  const match = FRONTMATTER_PATTERN.exec(pageText);
  if (!match) return `---\n${line}\n---\n${pageText}`;
  const eol = match[0].includes('\r\n') ? '\r\n' : '\n';
  const lines = (match[1] ?? '').split(/\r?\n/).filter(l => !l.startsWith(`${TRANSLATED_FROM}:`));
  lines.push(line);
  const rest = pageText.slice(match[0].length);
  return `---${eol}${lines.join(eol)}${eol}---${eol}${rest}`;
}

/**
 * The locale a translation in `locale` is written from: the first source
 * locale in its fallback chain (zh for zh-TW, English for the others; pt is
 * not a source, so pt-BR is written from English).
 */
export function translationSourceOf(locale: Pick<LocaleConfig, 'fallback'>): LocaleCode {
  return locale.fallback.find(lang => SOURCE_LOCALES.includes(lang)) ?? 'en';
}

/**
 * Whether a translation is outdated: it records no readable version of its
 * source, or its source has changed since that version. A translation that
 * records nothing cannot be shown to be current, so it counts as outdated.
 */
export function isOutdated(pageText: string, sourceText: string): boolean {
  const record = readTranslationRecord(pageText);
  return record === null || record.fingerprint !== sourceFingerprint(sourceText);
}
