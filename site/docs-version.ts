/**
 * The docs' one version and where its pages live. Apart from `site/routes.ts`
 * because the navbar and the page head of every page use these, while the
 * tables of every route are only for the build and the docs chrome.
 */
import { SIDEBAR_NAME } from './sidebar-entry';

/** `index` → `/docs/`, `features/pdf` → `/docs/features/pdf/`. */
export function docsPath(id: string): string {
  if (id === 'index') return '/docs/';
  if (id.endsWith('/index')) return `/docs/${id.slice(0, -'index'.length)}`;
  return `/docs/${id}/`;
}

/** Docs version record (spec §2.3). Only one version exists. */
export const DOCS_VERSION = {
  name: 'current',
  label: 'current',
  isLast: true,
  path: '/docs/',
  mainDocId: 'index',
  draftIds: [] as string[],
  sidebars: [SIDEBAR_NAME],
} as const;
