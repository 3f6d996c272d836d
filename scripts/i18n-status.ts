/**
 * The translation status without a build, for writers:
 *
 *   npm run i18n:status               per locale: written / outdated / fallen back /
 *                                     shared / converted / drafts, then the pages to update
 *   npm run i18n:status -- --check    the same, failing when a page is outdated or fallen back
 *   npm run i18n:stamp -- <lang> [doc id …]
 *                                     records that the locale's pages (all written ones, or
 *                                     the ids given) are in step with their source as it is now
 *
 * Stamp a page only after bringing its text in line with its source: the
 * stamp is what makes the page count as current.
 */
import fs from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import strings from '../i18n.json';
import { planPages, translationStatusReport } from '../plugins/locale-pages';
import { translationStatus } from '../rules/fallback';
import { sourceFingerprint, translationSourceOf, writeTranslationRecord } from '../rules/translation-sync';
import { getLocale, isLocaleCode, LOCALES, SOURCE_LOCALES } from '../site/locales';
import { DOCS_PAGES, docsSourceFile } from '../site/routes';

const root = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '..');
const docsRoot = path.join(root, 'docs');
const [command, ...args] = process.argv.slice(2);

function stamp(lang: string, ids: string[]): number {
  if (!isLocaleCode(lang) || SOURCE_LOCALES.includes(lang)) {
    const translated = LOCALES.filter(l => !SOURCE_LOCALES.includes(l.lang)).map(l => l.lang);
    console.error(`Give a translated locale: ${translated.join(', ')}`);
    return 2;
  }
  const unknown = ids.filter(id => !DOCS_PAGES.some(page => page.id === id));
  if (unknown.length) {
    console.error(`No such docs page: ${unknown.join(', ')}`);
    return 2;
  }
  const sourceLang = translationSourceOf(getLocale(lang));
  let stamped = 0;
  for (const page of DOCS_PAGES.filter(p => ids.length === 0 || ids.includes(p.id))) {
    const file = path.join(docsRoot, lang, docsSourceFile(page.id));
    const source = path.join(docsRoot, sourceLang, docsSourceFile(page.id));
    if (!fs.existsSync(file)) {
      if (ids.length) console.error(`${lang}/${page.id} is not written yet`);
      continue;
    }
    const text = fs.readFileSync(file, 'utf8');
    const next = writeTranslationRecord(text, { sourceLang, fingerprint: sourceFingerprint(fs.readFileSync(source, 'utf8')) });
    if (next !== text) {
      fs.writeFileSync(file, next);
      stamped++;
    }
  }
  console.log(`${lang}: ${stamped} page(s) stamped as in step with ${sourceLang}`);
  return 0;
}

function status(check: boolean): number {
  const rows = translationStatus(LOCALES, planPages(docsRoot), strings as Record<string, Record<string, unknown>>);
  console.log(translationStatusReport(rows));
  const behind = rows.filter(row => row.outdated > 0 || row.fallenBack > 0);
  if (check && behind.length) {
    console.error(
      `\nBehind: ${behind.map(row => `${row.lang} (${row.outdated} outdated, ${row.fallenBack} fallen back)`).join(', ')}`,
    );
    return 1;
  }
  return 0;
}

process.exitCode =
  command === 'stamp' ? stamp(args[0] ?? '', args.slice(1)) : status(args.includes('--check') || command === '--check');
