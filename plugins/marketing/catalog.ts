/**
 * The catalogs of marketing words, `docs/<lang>/_copy/<page>.json`: one
 * flat object per locale and page, `{ "hero.title": "…" }`, checked against
 * the keys the page's layout names. English, the last resort of every
 * locale, is the reference. Build-time only (Node).
 */
import fs from 'node:fs';
import path from 'node:path';
import * as v from 'valibot';
import { fillLayout, layoutKeys } from '../../rules/catalog';
import type { Catalog, SectionsCopy } from '../../site/marketing/types';
import type { MarketingPageId } from '../../site/routes';
import { MARKETING_LAYOUTS } from '../../site/marketing/index';
import { withHeadingPhrases } from './phrases';

export const CATALOG_DIR = '_copy';

export function catalogPath(docsRoot: string, lang: string, id: MarketingPageId): string {
  return path.join(docsRoot, lang, CATALOG_DIR, `${id}.json`);
}

const words = v.pipe(
  v.string(issue => (issue.input === undefined ? 'is missing' : `is ${issue.received}, not text`)),
  v.check(text => text.trim() !== '', 'is empty'),
);

/** A catalog has words for every key of the page's layout, and no other key. */
export function catalogSchema(id: MarketingPageId) {
  return v.pipe(
    // valibot's object schemas take a list for an object; a catalog never is one.
    v.custom<Record<string, unknown>>(
      input => typeof input === 'object' && input !== null && !Array.isArray(input),
      issue => `is ${Array.isArray(issue.input) ? 'a list' : issue.received}, not an object of words`,
    ),
    v.strictObject(Object.fromEntries(layoutKeys(MARKETING_LAYOUTS[id]).map(key => [key, words])), issue =>
      issue.expected === 'never' ? "is not a key of the page's layout" : 'is missing',
    ),
  );
}

export class CatalogError extends Error {}

/** Validates a catalog, naming the file and each bad key. */
export function parseCatalog(id: MarketingPageId, data: unknown, where: string): Catalog {
  const result = v.safeParse(catalogSchema(id), data, { abortEarly: false });
  if (result.success) return result.output as Catalog;
  const problems = result.issues.map(issue => {
    const key = (issue.path ?? []).map(step => String(step.key)).join('.');
    return key ? `"${key}" ${issue.message}` : issue.message;
  });
  throw new CatalogError(`${where}:\n  ${problems.join('\n  ')}`);
}

export function readCatalog(docsRoot: string, lang: string, id: MarketingPageId): Catalog {
  const file = catalogPath(docsRoot, lang, id);
  const where = path.relative(process.cwd(), file);
  let data: unknown;
  try {
    data = JSON.parse(fs.readFileSync(file, 'utf8'));
  } catch (error) {
    throw new CatalogError(`${where}: ${(error as Error).message}`);
  }
  return parseCatalog(id, data, where);
}

/**
 * The copy of a page in a locale that has written it: its layout filled with
 * the locale's words, headings marked where they may break (rules/phrases.ts).
 */
export function loadCopy(docsRoot: string, lang: string, id: MarketingPageId): SectionsCopy {
  const file = catalogPath(docsRoot, lang, id);
  const catalog = withHeadingPhrases(readCatalog(docsRoot, lang, id), lang);
  return fillLayout(MARKETING_LAYOUTS[id], catalog, path.relative(process.cwd(), file));
}
