import { useHead } from '@rspress/core/runtime';
import type { LocaleConfig } from '../../../site/locales';

/** `<html lang dir>`, the title and the description of the page. */
export function PageHead({
  locale,
  title,
  description,
}: {
  locale: LocaleConfig;
  title: string;
  description?: string;
}) {
  useHead({
    htmlAttrs: { lang: locale.htmlLang, dir: locale.direction },
    title,
    meta: description
      ? [
          { name: 'description', content: description },
          { property: 'og:title', content: title },
          { property: 'og:description', content: description },
        ]
      : [{ property: 'og:title', content: title }],
  });
  return null;
}
