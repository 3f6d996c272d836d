import type { HtmlItem } from '../../../site/navbar';

/** Raw markup from the navbar configuration (trusted, never visitor input). */
export function NavbarHtml({ item }: { item: HtmlItem }) {
  return (
    <div
      className={['dg-nav-html', item.className].filter(Boolean).join(' ')}
      data-nav-id={item.id}
      // biome-ignore lint/security/noDangerouslySetInnerHtml: configuration, not user input
      dangerouslySetInnerHTML={{ __html: item.value }}
    />
  );
}
