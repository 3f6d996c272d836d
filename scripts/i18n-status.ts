/**
 * The translation status without a build, for writers:
 *
 *   npm run i18n:status               per locale: written / outdated / fallen back /
 *                                     shared / converted / drafts, then the pages to
 *                                     update and why (the source commits they have not followed)
 *   npm run i18n:status -- --check    the same, failing when a page is outdated or fallen back
 *   npm run i18n:stamp [-- <lang> [doc id …]]
 *                                     records in each translation the source version git
 *                                     history says it follows, for checkouts without history
 *
 * A translation is current when it was changed at or after its source's last
 * change (rules/translation-sync.ts). To change a source without asking for
 * new translations (a typo, a link), end the commit message with the trailer
 * `i18n: no-translate`.
 */
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import strings from '../i18n.json';
import { readDocsHistory } from '../plugins/docs-history';
import { planPages, translationState, translationStatusReport } from '../plugins/locale-pages';
import { translationStatus } from '../rules/fallback';
import { getLocale, isLocaleCode, LOCALES, SOURCE_LOCALES, TRANSLATED_LOCALES } from '../site/locales';
import { DOCS_PAGES } from '../site/routes';
import { stampLocale } from './lib/i18n-stamp';

const root = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '..');
const docsRoot = path.join(root, 'docs');
const [command, ...args] = process.argv.slice(2);

function stamp(lang: string | undefined, ids: string[]): number {
  if (lang !== undefined && (!isLocaleCode(lang) || SOURCE_LOCALES.includes(lang))) {
    console.error(`Give a translated locale: ${TRANSLATED_LOCALES.map(l => l.lang).join(', ')}`);
    return 2;
  }
  const unknown = ids.filter(id => !DOCS_PAGES.some(page => page.id === id));
  if (unknown.length) {
    console.error(`No such docs page: ${unknown.join(', ')}`);
    return 2;
  }
  const history = readDocsHistory(docsRoot);
  if (!history) {
    console.error('Stamping needs the git history of docs/ (in a shallow clone: git fetch --unshallow).');
    return 2;
  }
  const locales = lang ? [getLocale(lang)] : TRANSLATED_LOCALES.filter(l => !l.sharesTextWith);
  for (const locale of locales) {
    const { stamped, outdated } = stampLocale(docsRoot, locale, ids, history);
    console.log(`${locale.lang}: ${stamped.length} record(s) brought in step with history, ${outdated.length} page(s) outdated`);
    for (const { page, reason } of outdated) console.log(`  ${page}: ${reason}`);
  }
  return 0;
}

function status(check: boolean): number {
  const plans = planPages(docsRoot);
  const rows = translationStatus(LOCALES, plans, strings as Record<string, Record<string, unknown>>);
  console.log(translationStatusReport(rows));
  // Where history answers, the versions the pages record should say the same,
  // so that a source archive made from this checkout reports the same pages.
  const history = readDocsHistory(docsRoot);
  if (history) {
    const apart = plans.filter(plan => {
      if (plan.kind !== 'docs' || plan.sourceLang !== plan.lang || !plan.translatedFrom) return false;
      const file = path.relative(path.join(docsRoot, plan.lang), plan.source);
      return translationState(docsRoot, getLocale(plan.lang), file, null).outdated !== plan.outdated;
    });
    console.log(
      apart.length
        ? `\n${apart.length} page(s) record a source version other than history's (a source archive would differ): npm run i18n:stamp`
        : '\nThe source versions the pages record agree with history.',
    );
  } else {
    console.log('\nNo git history here: outdated pages are judged by the source versions they record.');
  }
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
  command === 'stamp' ? stamp(args[0], args.slice(1)) : status(args.includes('--check') || command === '--check');
