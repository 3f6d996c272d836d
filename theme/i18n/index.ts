/**
 * UI strings at run time. i18next reads the locale's slice of `i18n.json`
 * for `{placeholder}` interpolation and plurals.
 *
 * The whole table (15 locales) never ships to the browser: the server
 * render and the dev server import it, and each built page embeds only its
 * own locale's strings (see `StringsScript`), which the client reads back
 * before hydrating.
 */
import i18next, { type i18n } from 'i18next';
import { localeResources, type StringTable } from '../../rules/strings';

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

const instances = new Map<string, i18n>();

export function getI18n(lang: string): i18n {
  const existing = instances.get(lang);
  if (existing) return existing;
  const instance = i18next.createInstance();
  void instance.init({
    lng: lang,
    fallbackLng: false,
    resources: { [lang]: { translation: resourcesFor(lang) ?? {} } },
    interpolation: { prefix: '{', suffix: '}', escapeValue: false },
    keySeparator: false,
    nsSeparator: false,
    initAsync: false,
  });
  instances.set(lang, instance);
  return instance;
}

/** JSON that is safe inside a `<script>` element. */
export function serializeResources(resources: Resources): string {
  return JSON.stringify(resources).replace(/</g, '\\u003c');
}
