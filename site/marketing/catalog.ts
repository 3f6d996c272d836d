/**
 * The catalogs of marketing words, `docs/<lang>/_copy/<page>.json`: one
 * flat object per locale and page, `{ "hero.title": "…" }`, checked against
 * the keys the page's layout names. English, the last resort of every
 * locale, is the reference. Build-time only (Node).
 */
import fs from 'node:fs';
import path from 'node:path';
import { z } from 'zod';
import { fillLayout, layoutKeys } from '../../rules/catalog';
import type { SectionsCopy } from '../../theme/marketing/types';
import type { MarketingPageId } from '../routes';
import { MARKETING_LAYOUTS } from './index';
import { withHeadingPhrases } from './phrases';

export const CATALOG_DIR = '_copy';

export function catalogPath(docsRoot: string, lang: string, id: MarketingPageId): string {
  return path.join(docsRoot, lang, CATALOG_DIR, `${id}.json`);
}

const words = z.string().refine(text => text.trim() !== '', 'is empty');

/** A catalog has words for every key of the page's layout, and no other key. */
export function catalogSchema(id: MarketingPageId) {
  return z.strictObject(Object.fromEntries(layoutKeys(MARKETING_LAYOUTS[id]).map(key => [key, words])));
}

export type Catalog = Record<string, string>;

export class CatalogError extends Error {}

/** Validates a catalog, naming the file and each bad key. */
export function parseCatalog(id: MarketingPageId, data: unknown, where: string): Catalog {
  const result = catalogSchema(id).safeParse(data);
  if (result.success) return result.data as Catalog;
  const problems = result.error.issues.map(issue => {
    const key = issue.path.map(String).join('.');
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
