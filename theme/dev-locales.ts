import { servesLocale } from '../rules/dev-locales';

/**
 * The locales this dev server serves (`npm run dev -- --locale ja`), or
 * null for every locale: always null in a build, where the define is ''
 * and everything behind it folds away.
 */
export function devServedLocales(): string[] | null {
  const list = import.meta.env.DEV ? process.env.DIGLOT_DEV_LOCALES : '';
  return list ? list.split(',') : null;
}

/** Whether the page of `lang` is missing only because this dev server was started without it. */
export function notServedHere(lang: string): boolean {
  return !servesLocale(devServedLocales(), lang);
}
