import { useHead } from '@rspress/core/runtime';
import type { LocaleConfig } from '../../../site/locales';

/** `<html lang dir>`, the title and the description of the page. */
export function PageHead({ locale, title, description }: { locale: LocaleConfig; title: string; description?: string }) {
  useHead({
    htmlAttrs: { lang: locale.htmlLang, dir: locale.direction },
    title,
    meta: [
      { property: 'og:type', content: 'website' },
      { property: 'og:title', content: title },
      { name: 'twitter:title', content: title },
      ...(description
        ? [
            { name: 'description', content: description },
            { property: 'og:description', content: description },
            { name: 'twitter:description', content: description },
          ]
        : []),
    ],
  });
  return null;
}
