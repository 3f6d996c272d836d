/** Route lists shared by the browser tests, from the site's own tables. */
import { LOCALES, type LocaleCode } from '../../../site/locales';
import { DOCS_PAGES, docsPath, MARKETING_PAGES } from '../../../site/routes';
import { withLocale } from '../../../rules/url';

export const ALL_LANGS: LocaleCode[] = LOCALES.map(l => l.lang);

export function routesOf(lang: LocaleCode): string[] {
  return [...MARKETING_PAGES.map(p => withLocale(p.path, lang)), ...DOCS_PAGES.map(p => withLocale(docsPath(p.id), lang))];
}
