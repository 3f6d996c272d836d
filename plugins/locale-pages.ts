/**
 * Generates the pages that have no source file of their own:
 * - every marketing route in every locale, from the route table and the
 *   page's layout (`site/marketing/<page>.ts`) filled with the locale's
 *   catalog of words (`docs/<lang>/_copy/<page>.json`), falling back to
 *   the first locale in the chain that has one;
 * - every docs page in a locale that has not written it yet, served from
 *   the best available source file inside that locale's frame;
 * - the not-found page of every locale, so a static host can answer an
 *   unknown `/ja/...` path with a Japanese 404.
 */
import { createHash } from 'node:crypto';
import fs from 'node:fs';
import path from 'node:path';
import type { RspressPlugin } from '@rspress/core';
import { getLocale, isLocaleCode, LOCALES, type LocaleCode, type LocaleConfig, SOURCE_LOCALES } from '../site/locales';
import { DOCS_PAGES, docsPath, docsSourceFile, MARKETING_PAGES, type MarketingPageId } from '../site/routes';
import { withLocale } from '../rules/url';
import { isMachineConverted, type LocaleStatus, pickSource, translationStatus } from '../rules/fallback';
import { convertMdxSource, converterFor } from '../rules/convert';
import {
  type DocsHistory,
  isOutdated,
  outdatedReason,
  readTranslationRecord,
  translationSourceOf,
} from '../rules/translation-sync';
import { readDocsHistory } from './docs-history';
import { TRANSLATION_WAIVERS } from '../site/translation-waivers';
import { withTerms } from '../rules/glossary';
import { GLOSSARIES } from '../site/glossary';
import { marketingComponentFile } from '../theme/marketing/registry';
import { isDraftSource } from '../rules/draft';
import { SECTION_COMPONENTS, sectionComponentFile } from '../theme/marketing/sections/index';
import { catalogPath, loadCopy } from './marketing/catalog';
import { withScenes } from './marketing/scenes';
import { sceneBodyFile } from '../theme/marketing/scenes/registry';
import { isSceneName } from '../site/marketing/scene-types';

type AdditionalPage = Awaited<ReturnType<NonNullable<RspressPlugin['addPages']>>>[number];

export interface PagePlan {
  routePath: string;
  lang: LocaleCode;
  kind: 'marketing' | 'docs';
  id: string;
  /** Locale whose source is rendered; equals `lang` when written. */
  sourceLang: LocaleCode;
  /** Absolute path of the source (MDX file or catalog of words). */
  source: string;
  /** A docs page whose source is still only its title (rules/draft.ts). */
  draft: boolean;
  /**
   * Served from `sourceLang` converted by machine into this locale's script
   * (zh → zh-TW) and marked as not yet reviewed.
   */
  converted: boolean;
  /**
   * A page written in this locale as a translation whose source has changed
   * since it was translated (or that records no source version at all).
   */
  outdated: boolean;
  /** Why it is outdated (the source changes it has not followed), or null. */
  outdatedReason: string | null;
  /** The locale a written translation is kept in step with; null for the source locales. */
  translatedFrom: LocaleCode | null;
}

/**
 * Whether the translation in `file` (relative to a locale folder) is in step
 * with its source: the source locale is the one the page records, else the
 * locale's usual source (rules/translation-sync.ts). From git history when
 * there is one; from the source version the page records when there is none.
 */
export function translationState(
  docsRoot: string,
  locale: LocaleConfig,
  file: string,
  history: DocsHistory | null,
): { outdated: boolean; translatedFrom: LocaleCode | null; outdatedReason: string | null } {
  if (SOURCE_LOCALES.includes(locale.lang)) return { outdated: false, translatedFrom: null, outdatedReason: null };
  const text = fs.readFileSync(path.join(docsRoot, locale.lang, file), 'utf8');
  const record = readTranslationRecord(text);
  const recorded = record?.sourceLang ?? '';
  const translatedFrom = isLocaleCode(recorded) ? recorded : translationSourceOf(locale);
  const sourceFile = path.join(docsRoot, translatedFrom, file);
  const state = (outdatedReason: string | null) => ({ outdated: outdatedReason !== null, translatedFrom, outdatedReason });
  if (!fs.existsSync(sourceFile)) return state(`its source ${translatedFrom}/${file} does not exist`);
  if (history) {
    return state(outdatedReason(history, `${locale.lang}/${file}`, `${translatedFrom}/${file}`, TRANSLATION_WAIVERS));
  }
  if (!record) return state('no git history here, and the page records no source version');
  return state(
    isOutdated(text, fs.readFileSync(sourceFile, 'utf8'))
      ? `no git history here, and ${translatedFrom}/${file} is no longer the version the page records (${record.fingerprint})`
      : null,
  );
}

/**
 * A fingerprint of the docs folder as the plan reads it: every file's path,
 * size and modification time. Stat-only, so it costs a few milliseconds where
 * planning (reading every source) costs a few hundred.
 */
function docsFingerprint(docsRoot: string): string {
  const hash = createHash('sha1');
  for (const entry of fs.readdirSync(docsRoot, { recursive: true, withFileTypes: true })) {
    if (!entry.isFile()) continue;
    const file = path.join(entry.parentPath, entry.name);
    const stat = fs.statSync(file);
    hash.update(`${file}\0${stat.size}\0${stat.mtimeMs}\n`);
  }
  return hash.digest('hex');
}

const plansByFingerprint = new Map<string, PagePlan[]>();

/**
 * Which source serves each route of every locale (or only of `locales`, for
 * a dev server started with `--locale`). The config, the pages plugin, the
 * runtime modules, SEO files and the status report all ask; the plan is made
 * once per state of the docs folder, not once per caller.
 */
export function planPages(docsRoot: string, locales: readonly LocaleCode[] | null = null): PagePlan[] {
  const key = `${docsRoot}\0${locales?.join(',') ?? '*'}\0${docsFingerprint(docsRoot)}`;
  let plans = plansByFingerprint.get(key);
  if (!plans) {
    plans = computePlans(docsRoot, locales);
    plansByFingerprint.clear();
    plansByFingerprint.set(key, plans);
  }
  return plans;
}

function computePlans(docsRoot: string, locales: readonly LocaleCode[] | null): PagePlan[] {
  const plans: PagePlan[] = [];
  const exists = (file: string) => fs.existsSync(file);
  const history = readDocsHistory(docsRoot);
  for (const locale of LOCALES) {
    if (locales && !locales.includes(locale.lang)) continue;
    for (const page of MARKETING_PAGES) {
      const sourceLang = pickSource(locale, lang => exists(catalogPath(docsRoot, lang, page.id)));
      if (!sourceLang) {
        throw new Error(`No catalog for marketing page "${page.id}" in ${locale.lang} or its fallbacks`);
      }
      plans.push({
        routePath: withLocale(page.path, locale.lang),
        lang: locale.lang,
        kind: 'marketing',
        id: page.id,
        sourceLang,
        source: catalogPath(docsRoot, sourceLang, page.id),
        draft: false,
        converted: false,
        outdated: false,
        outdatedReason: null,
        translatedFrom: null,
      });
    }
    for (const page of DOCS_PAGES) {
      const file = docsSourceFile(page.id);
      const sourceLang = pickSource(locale, lang => exists(path.join(docsRoot, lang, file)));
      if (!sourceLang) {
        throw new Error(`No source file for docs page "${page.id}" in ${locale.lang} or its fallbacks`);
      }
      plans.push({
        routePath: withLocale(docsPath(page.id), locale.lang),
        lang: locale.lang,
        kind: 'docs',
        id: page.id,
        sourceLang,
        source: path.join(docsRoot, sourceLang, file),
        draft: isDraftSource(fs.readFileSync(path.join(docsRoot, sourceLang, file), 'utf8')),
        converted: isMachineConverted(locale, sourceLang),
        ...(sourceLang === locale.lang
          ? translationState(docsRoot, locale, file, history)
          : { outdated: false, translatedFrom: null, outdatedReason: null }),
      });
    }
  }
  return plans;
}

/**
 * The page module of a marketing page, and its copy (layout and words put
 * together here, at build time, so the browser gets only the words).
 */
function marketingPageContent(docsRoot: string, plan: PagePlan, copyFile: string): string {
  const component = marketingComponentFile(plan.id as MarketingPageId);
  const copy = withScenes(
    path.dirname(docsRoot),
    loadCopy(docsRoot, plan.sourceLang, plan.id as MarketingPageId),
    plan.sourceLang,
  );
  writePage(copyFile, `${JSON.stringify(copy, null, 2)}\n`);
  const types = [...new Set(copy.sections.map(section => section.type))];
  const imports = types.map(type => `import { ${SECTION_COMPONENTS[type]} } from ${JSON.stringify(sectionComponentFile(type))};`);
  const map = types.map(type => `${type}: ${SECTION_COMPONENTS[type]}`).join(', ');
  // Drawings of the scenes whose words came with the copy (heroes; the demo draws its own).
  const scenes = [
    ...new Set(
      copy.sections.flatMap(s =>
        'scene' in s && s.scene && !s.scene.demo && isSceneName(s.illustration) ? [s.illustration] : [],
      ),
    ),
  ];
  imports.push(...scenes.map(name => `import scene_${name} from ${JSON.stringify(sceneBodyFile(name))};`));
  const sceneMap = scenes.map(name => `${name}: scene_${name}`).join(', ');
  return [
    '---',
    'pageType: custom',
    `marketingPage: ${plan.id}`,
    `sourceLang: ${plan.sourceLang}`,
    '---',
    `import Page from ${JSON.stringify(component)};`,
    `import copy from ${JSON.stringify(copyFile)};`,
    ...imports,
    '',
    `<Page copy={copy} components={{ ${map} }} scenes={{ ${sceneMap} }} />`,
    '',
  ].join('\n');
}

function notFoundRoute(lang: LocaleCode): string {
  return withLocale('/404', lang);
}

/** Writes a generated page once, so every route served by it shares one chunk. */
function writePage(file: string, content: string): string {
  fs.mkdirSync(path.dirname(file), { recursive: true });
  if (!fs.existsSync(file) || fs.readFileSync(file, 'utf8') !== content) fs.writeFileSync(file, content);
  return file;
}

export const DRAFTS_MODULE = 'virtual-diglot-drafts';
export const OUTDATED_MODULE = 'virtual-diglot-outdated';

type Count = 'written' | 'outdated' | 'fallenBack' | 'shared' | 'converted' | 'drafts';
const COUNTS: readonly Count[] = ['written', 'outdated', 'fallenBack', 'shared', 'converted', 'drafts'];

/**
 * The translation status as a writer reads it: per locale, pages written,
 * outdated, fallen back, shared by reference, converted by machine
 * (zh → zh-TW) and still drafts, UI strings missing, then the pages to update.
 */
export function translationStatusReport(rows: readonly LocaleStatus[]): string {
  const line = (lang: string, count: (key: Count) => number, missing: number) =>
    `  ${lang.padEnd(8)}${COUNTS.map(key => String(count(key)).padStart(4)).join(' /')}, ${missing} strings missing`;
  const total = (key: Count | 'stringsMissing') => rows.reduce((sum, row) => sum + row[key], 0);
  const toUpdate = rows.flatMap(row =>
    row.outdatedPages.map(route => {
      const why = row.whyOutdated?.[route];
      return `  ${row.lang.padEnd(8)}${route}${why ? `\n            ${why}` : ''}`;
    }),
  );
  return [
    'Translation status (pages written / outdated / fallen back / shared by reference / converted by machine / drafts, strings missing)',
    ...rows.map(row => line(row.lang, key => row[key], row.stringsMissing)),
    line('total', total, total('stringsMissing')),
    '',
    toUpdate.length
      ? `Outdated translations (the source changed since the translation last did; bring it in line and commit it):\n${toUpdate.join('\n')}`
      : 'No outdated translations.',
  ].join('\n');
}

/** Writes `translation-status.json` into the build and prints the report. */
function reportTranslationStatus(docsRoot: string, outDir: string, strings: Record<string, Record<string, unknown>>): void {
  const rows = translationStatus(LOCALES, planPages(docsRoot), strings);
  fs.writeFileSync(path.join(outDir, 'translation-status.json'), `${JSON.stringify(rows, null, 2)}\n`);
  console.log(`\n${translationStatusReport(rows)}\n`);
}

export function localePagesPlugin(
  docsRoot: string,
  generatedDir: string,
  report?: { outDir: string; strings: Record<string, Record<string, unknown>> },
  /** The locales a dev server started with `--locale` serves; `null` for all. */
  locales: readonly LocaleCode[] | null = null,
): RspressPlugin {
  return {
    name: 'diglot:locale-pages',
    afterBuild(_config, isProd) {
      if (isProd && report) reportTranslationStatus(docsRoot, report.outDir, report.strings);
    },
    addPages() {
      const pages: AdditionalPage[] = [];
      for (const plan of planPages(docsRoot, locales)) {
        if (plan.kind === 'marketing') {
          // One module per page and source locale: locales that fall back
          // to the same copy share it.
          const file = path.join(generatedDir, plan.sourceLang, `${plan.id}.mdx`);
          const copyFile = path.join(generatedDir, plan.sourceLang, `${plan.id}.copy.json`);
          pages.push({ routePath: plan.routePath, filepath: writePage(file, marketingPageContent(docsRoot, plan, copyFile)) });
        } else if (plan.converted) {
          const convert = converterFor(getLocale(plan.lang));
          if (!convert) throw new Error(`No converter for ${plan.lang}`);
          const relative = path.relative(docsRoot, plan.source);
          const file = path.join(generatedDir, 'converted', plan.lang, relative);
          // OpenCC's Taiwan phrasing, then the words zh-TW's UI uses (兌換序號, not 兌換碼).
          const text = withTerms(
            convertMdxSource(fs.readFileSync(plan.source, 'utf8'), plan.sourceLang, convert),
            GLOSSARIES[plan.lang],
          );
          pages.push({ routePath: plan.routePath, filepath: writePage(file, text) });
        } else if (plan.sourceLang !== plan.lang) {
          // Written pages are found by Rspress itself; only fallbacks are added.
          pages.push({ routePath: plan.routePath, filepath: plan.source });
        }
      }
      const notFound = writePage(path.join(generatedDir, '404.mdx'), '---\npageType: "404"\n---\n');
      for (const locale of LOCALES) {
        if (locales && !locales.includes(locale.lang)) continue;
        pages.push({ routePath: notFoundRoute(locale.lang), filepath: notFound });
      }
      return pages;
    },
    // The theme learns which source files are drafts, so their pages can say
    // they are still being written (a list that empties as pages are written),
    // and which translations are outdated.
    addRuntimeModules() {
      const drafts = new Set<string>();
      // Outdated translations, by source file, with the locale they follow,
      // so the page can say its original has changed since.
      const outdated: Record<string, LocaleCode> = {};
      for (const plan of planPages(docsRoot, locales)) {
        const file = path.relative(docsRoot, plan.source).split(path.sep).join('/');
        if (plan.draft) drafts.add(file);
        if (plan.outdated && plan.translatedFrom) outdated[file] = plan.translatedFrom;
      }
      return {
        [DRAFTS_MODULE]: `export default ${JSON.stringify([...drafts].sort())};`,
        [OUTDATED_MODULE]: `export default ${JSON.stringify(outdated)};`,
      };
    },
  };
}
