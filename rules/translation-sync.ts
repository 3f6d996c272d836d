/**
 * Outdated-translation tracking, from git history as Lunaria does: a
 * translation is current when it was last changed at or after its source's
 * last change. A change that touches only `translatedFrom:` lines is not a
 * change to the page (so stamping cannot make an untouched page current), and
 * a commit carrying the trailer `i18n: no-translate` is not a change to the
 * sources it touches (a typo fix that needs no translation).
 *
 * Where there is no history (a source archive, a shallow clone), the page's
 * front matter answers instead: it records the version of its source it
 * follows,
 *
 *   translatedFrom: en@3f2a9c1b7d0e
 *
 * (the source's locale and a fingerprint of its text), which
 * `npm run i18n:stamp` keeps in step with what history says.
 */
import { createHash } from 'node:crypto';
import { type LocaleCode, type LocaleConfig, SOURCE_LOCALES } from '../site/locales';
import type { TranslationWaiver } from '../site/translation-waivers';

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

/** The commit trailer that marks a change to a source as needing no translation. */
export const NO_TRANSLATE_TRAILER = 'i18n: no-translate';

/** One change to a file, as git history records it. */
export interface FileChange {
  commit: string;
  /** Committer time in seconds; Infinity for changes not committed yet. */
  time: number;
  /** Place in the log, higher for newer: orders commits made within the same second. */
  order: number;
  subject: string;
  /** The commit says its change to sources needs no translation. */
  noTranslate: boolean;
}

/** Per file (relative to the docs folder), its changes, newest first; changes to `translatedFrom:` lines only are left out. */
export type DocsHistory = ReadonlyMap<string, readonly FileChange[]>;

/**
 * The format of each commit's header line in the logs `parseDocsLog` reads:
 * NUL, hash, committer time, the values of its `i18n:` trailers, subject.
 */
export const LOG_FORMAT = '%x00%H%x09%ct%x09%(trailers:key=i18n,valueonly,separator=%x2C)%x09%s';

/** A changed line that is not a change to the page's text: its record, or a blank line. */
function isRecordLine(line: string): boolean {
  const text = line.trim();
  return text === '' || text.startsWith(`${TRANSLATED_FROM}:`);
}

/** The path in a `diff --git a/P b/P` header (renames are off, so both sides are the same). */
function diffPath(header: string): string | null {
  const rest = header.slice('diff --git '.length);
  const half = (rest.length - 1) / 2;
  if (!Number.isInteger(half)) return null;
  const a = rest.slice(0, half);
  const b = rest.slice(half + 1);
  if (!a.startsWith('a/') || !b.startsWith('b/') || a.slice(2) !== b.slice(2)) return null;
  return a.slice(2);
}

/** A commit header line of LOG_FORMAT, or null when the line is not one. */
function readHeader(line: string, order: number): FileChange | null {
  const [commit = '', time = '', trailers = '', ...subject] = line.slice(1).split('\t');
  const seconds = time === 'Infinity' ? Number.POSITIVE_INFINITY : Number(time);
  if (time === '' || Number.isNaN(seconds)) return null;
  return {
    commit,
    time: seconds,
    order,
    subject: subject.join('\t').trim(),
    noTranslate: trailers.split(',').some(value => value.trim().toLowerCase() === 'no-translate'),
  };
}

/**
 * The (commit, file) pairs of a `git log -p -U0 --no-renames` whose changed
 * lines are all `translatedFrom:` lines or blank: changes to the record only.
 */
function recordOnlyChanges(patches: string): Set<string> {
  const recordOnly = new Set<string>();
  let commit: string | null = null;
  let file: string | null = null;
  let significant = false;
  let inHunk = false;
  const flush = () => {
    if (commit !== null && file !== null && inHunk && !significant) recordOnly.add(`${commit}\0${file}`);
    file = null;
    significant = false;
    inHunk = false;
  };
  for (const line of patches.split('\n')) {
    if (line.startsWith('\0')) {
      flush();
      commit = readHeader(line, 0)?.commit ?? null;
    } else if (line.startsWith('diff --git ')) {
      flush();
      file = diffPath(line);
    } else if (file !== null && !inHunk) {
      if (line.startsWith('@@')) inHunk = true;
      // A binary change is never the record alone.
      else if (line.startsWith('Binary files ')) significant = true;
    } else if (file !== null && (line.startsWith('+') || line.startsWith('-'))) {
      if (!isRecordLine(line.slice(1))) significant = true;
    }
  }
  flush();
  return recordOnly;
}

/**
 * Each file's changes, newest first, from two readings of the same history:
 * `git log --name-only --format=LOG_FORMAT` (every change), and
 * `git log -p -U0 -G'^translatedFrom:' --format=LOG_FORMAT` (the few changes
 * that touch a record, to leave out those that touch nothing else). Any text
 * is read without error; lines it does not recognise are skipped.
 */
export function parseDocsLog(names: string, recordPatches = ''): Map<string, FileChange[]> {
  const recordOnly = recordOnlyChanges(recordPatches);
  const history = new Map<string, FileChange[]>();
  let change: FileChange | null = null;
  // The log lists newest first; count down so that newer commits get higher numbers.
  let order = 0;
  for (const line of names.split('\n')) {
    if (line.startsWith('\0')) {
      change = readHeader(line, order--);
    } else if (change && line.trim() !== '' && !recordOnly.has(`${change.commit}\0${line}`)) {
      const list = history.get(line) ?? [];
      if (list.at(-1) !== change) list.push(change);
      history.set(line, list);
    }
  }
  for (const list of history.values()) list.sort((a, b) => compareChanges(b, a));
  return history;
}

/** Older changes first: by committer time, then by place in the log. */
export function compareChanges(a: FileChange, b: FileChange): number {
  if (a.time !== b.time) return a.time < b.time ? -1 : 1;
  return a.order === b.order ? 0 : a.order < b.order ? -1 : 1;
}

/** Why a translation is outdated, or null when it is current. */
export function outdatedReason(
  history: DocsHistory,
  translation: string,
  source: string,
  waivers: readonly TranslationWaiver[] = [],
): string | null {
  const mine = history.get(translation) ?? [];
  const last = mine[0];
  const waived = (change: FileChange) => waivers.some(w => w.commit === change.commit && w.translations.includes(translation));
  // At or after: a commit that changes a source and its translation together leaves it current.
  const newer = (history.get(source) ?? []).filter(
    change => !change.noTranslate && !waived(change) && (last === undefined || compareChanges(change, last) > 0),
  );
  if (newer.length === 0) return null;
  const day = (change: FileChange) =>
    Number.isFinite(change.time) ? new Date(change.time * 1000).toISOString().slice(0, 10) : 'not committed';
  const describe = (change: FileChange) =>
    Number.isFinite(change.time) ? `${change.commit.slice(0, 7)} ${day(change)} ${change.subject}` : 'uncommitted changes';
  const since = last ? `since the translation last changed (${describe(last)})` : 'and the translation has no change of its own';
  return `${source} changed ${since}: ${newer.map(describe).join('; ')}`;
}
