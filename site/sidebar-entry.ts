/**
 * What the navbar needs to know of the docs sidebar: its name and the page it
 * opens on. Kept apart from `site/sidebar.ts` so that every page's first load
 * carries these two words, not the whole sidebar (which only docs pages load).
 */
export const SIDEBAR_NAME = 'docs';

/** The first page of each sidebar, by name: the navbar's docs link opens it. */
export const SIDEBAR_FIRST_DOC: Readonly<Record<string, string>> = { [SIDEBAR_NAME]: 'index' };
