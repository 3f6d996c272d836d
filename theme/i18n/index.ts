/**
 * UI strings at run time: the locale's slice of `i18n.json`, with
 * `{placeholder}` interpolation and plurals (`translate` in rules/strings;
 * it replaced i18next, ~14 KB gzip of every first load).
 *
 * The whole table (15 locales) never ships to the browser: the server
 * render and the dev server import it, and each built page embeds only its
 * own locale's strings (see `StringsScript`), which the client reads back
 * before hydrating.
 */
import { localeResources, type StringTable, translate } from '../../rules/strings';

export const STRINGS_ELEMENT_ID = 'diglot-strings';

type Resources = Record<string, string>;

function fullTable(): StringTable | null {
  if (process.env.__SSR__ || import.meta.env.DEV) {
    return require('../../i18n.json') as StringTable;
  }
  return null;
}

function embeddedResources(lang: string): Resources | null {
  if (typeof document === 'undefined') return null;
  const element = document.getElementById(STRINGS_ELEMENT_ID);
  if (!element || element.getAttribute('data-lang') !== lang) return null;
  try {
    return JSON.parse(element.textContent ?? '{}') as Resources;
  } catch {
    return null;
  }
}

const resourcesCache = new Map<string, Resources>();

/** The strings of one locale, from the table or from the page. */
export function resourcesFor(lang: string): Resources | null {
  const cached = resourcesCache.get(lang);
  if (cached) return cached;
  const table = fullTable();
  const resources = table ? localeResources(table, lang) : embeddedResources(lang);
  if (resources) resourcesCache.set(lang, resources);
  return resources;
}

/** What `useT` calls; the shape of i18next's `t` that the theme used. */
export interface Strings {
  t(key: string, values?: Record<string, unknown>): string;
}

const instances = new Map<string, Strings>();

export function getI18n(lang: string): Strings {
  const existing = instances.get(lang);
  if (existing) return existing;
  const resources = resourcesFor(lang) ?? {};
  const instance: Strings = { t: (key, values) => translate(resources, lang, key, values) };
  instances.set(lang, instance);
  return instance;
}

/** JSON that is safe inside a `<script>` element. */
export function serializeResources(resources: Resources): string {
  return JSON.stringify(resources).replace(/</g, '\\u003c');
}
