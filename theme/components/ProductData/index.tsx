import { BRAND } from '../../../site/brand';
import type { LocaleConfig } from '../../../site/locales';
import { planOffers } from '../../../site/plans';
import { absoluteUrl, jsonForScript, softwareApplicationData } from '../../../rules/seo';

/** The product as schema.org data, for the landing page (not executed: a data script). */
export function ProductData({
  locale,
  routePath,
  description,
}: {
  locale: LocaleConfig;
  routePath: string;
  description: string;
}) {
  const data = softwareApplicationData({
    name: BRAND.name,
    description,
    url: absoluteUrl(BRAND.siteOrigin, routePath),
    image: absoluteUrl(BRAND.siteOrigin, BRAND.socialImage.src),
    inLanguage: locale.htmlLang,
    offers: planOffers(BRAND.name),
  });
  // biome-ignore lint/security/noDangerouslySetInnerHtml: JSON data, escaped for <script>
  return <script type="application/ld+json" dangerouslySetInnerHTML={{ __html: jsonForScript(data) }} />;
}
