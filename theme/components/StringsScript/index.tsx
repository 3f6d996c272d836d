import { resourcesFor, serializeResources, STRINGS_ELEMENT_ID } from '../../i18n';

/**
 * Embeds the page locale's UI strings as JSON, so the browser gets one
 * locale's strings with the HTML instead of all fifteen in the bundle.
 */
export function StringsScript({ lang }: { lang: string }) {
  const resources = resourcesFor(lang) ?? {};
  return (
    <script
      type="application/json"
      id={STRINGS_ELEMENT_ID}
      data-lang={lang}
      // biome-ignore lint/security/noDangerouslySetInnerHtml: JSON data, escaped for <script>
      dangerouslySetInnerHTML={{ __html: serializeResources(resources) }}
    />
  );
}
