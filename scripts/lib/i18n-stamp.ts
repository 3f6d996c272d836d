/**
 * `npm run i18n:stamp`: keeps the source version each translation records
 * (its `translatedFrom:` fingerprint, read only where there is no git history)
 * in step with what history says. A page that history counts current records
 * its source as it is now; an outdated one records the source as it was when
 * the translation was last changed, so a source archive made from this
 * checkout reports the same pages outdated. Stamping never makes a page
 * current: only a change to the translation (or an `i18n: no-translate`
 * trailer on the source's change) does.
 */
import { execFileSync } from 'node:child_process';
import fs from 'node:fs';
import path from 'node:path';
import { translationState } from '../../plugins/locale-pages';
import { type DocsHistory, sourceFingerprint, writeTranslationRecord } from '../../rules/translation-sync';
import type { LocaleConfig } from '../../site/locales';
import { DOCS_PAGES, docsSourceFile } from '../../site/routes';

export interface StampResult {
  /** Pages whose record was rewritten. */
  stamped: string[];
  /** Outdated pages, with why (history's verdict is what the record now says). */
  outdated: { page: string; reason: string }[];
}

/** The source's text as of the commit where the translation last changed, or null. */
function sourceAt(docsRoot: string, commit: string, source: string): string | null {
  try {
    return execFileSync('git', ['show', `${commit}:./${source}`], {
      cwd: docsRoot,
      encoding: 'utf8',
      stdio: ['ignore', 'pipe', 'ignore'],
    });
  } catch {
    return null;
  }
}

export function stampLocale(docsRoot: string, locale: LocaleConfig, ids: readonly string[], history: DocsHistory): StampResult {
  const result: StampResult = { stamped: [], outdated: [] };
  for (const page of DOCS_PAGES.filter(p => ids.length === 0 || ids.includes(p.id))) {
    const file = docsSourceFile(page.id);
    const target = path.join(docsRoot, locale.lang, file);
    if (!fs.existsSync(target)) continue;
    const state = translationState(docsRoot, locale, file, history);
    if (!state.translatedFrom) continue;
    const source = `${state.translatedFrom}/${file}`;
    let followed: string | null;
    if (state.outdatedReason === null) {
      followed = fs.readFileSync(path.join(docsRoot, source), 'utf8');
    } else {
      result.outdated.push({ page: `${locale.lang}/${file}`, reason: state.outdatedReason });
      const last = history.get(`${locale.lang}/${file}`)?.[0];
      followed = last && Number.isFinite(last.time) ? sourceAt(docsRoot, last.commit, source) : null;
    }
    if (followed === null) continue;
    const text = fs.readFileSync(target, 'utf8');
    const next = writeTranslationRecord(text, { sourceLang: state.translatedFrom, fingerprint: sourceFingerprint(followed) });
    if (next !== text) {
      fs.writeFileSync(target, next);
      result.stamped.push(`${locale.lang}/${file}`);
    }
  }
  return result;
}
