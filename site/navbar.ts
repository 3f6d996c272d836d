/**
 * The navbar (spec §2.4), as data. Each item names its kind; the theme has
 * one component per kind (theme/components/NavbarItem). Labels are
 * i18n keys; internal links are locale-less and stay in the current
 * locale; external links open in a new tab.
 */
import { BRAND } from './brand';

import type { NavbarConfig, NavbarItem } from './schemas';
import type { I18nKey } from './i18n-keys';

// The kinds of items and their fields are defined once, by the schema
// (site/schemas.ts); these are its inferred types.
export type { NavbarConfig, NavbarItem };
export type NavbarItemType = NavbarItem['type'];
type Kind<T extends NavbarItemType> = Extract<NavbarItem, { type: T }>;
export type LinkItem = Kind<'link'>;
export type DropdownItem = Kind<'dropdown'>;
export type LocaleDropdownItem = Kind<'localeDropdown'>;
export type SearchItem = Kind<'search'>;
export type HtmlItem = Kind<'html'>;
export type DocItem = Kind<'doc'>;
export type DocSidebarItem = Kind<'docSidebar'>;
export type DocsVersionItem = Kind<'docsVersion'>;
export type DocsVersionDropdownItem = Kind<'docsVersionDropdown'>;
export type CustomCurrencyItem = Kind<'custom-currency'>;

const ext = (id: string, label: I18nKey, path: string): LinkItem => ({
  type: 'link',
  id,
  label,
  href: `${BRAND.urls.app}${path}`,
});

export const NAVBAR: NavbarConfig = {
  title: BRAND.name,
  logo: { src: BRAND.logo.src, alt: '', width: BRAND.logo.width, height: BRAND.logo.height },
  hideOnScroll: true,
  style: 'primary',
  items: [
    { type: 'link', id: 'download', label: 'nav.download', href: '/download/', position: 'left' },
    { type: 'link', id: 'docTranslator', label: 'nav.docTranslator', href: BRAND.urls.documentTranslator, position: 'left' },
    { type: 'doc', id: 'tutorial', docId: 'usage', label: 'nav.tutorial', position: 'left' },
    { type: 'link', id: 'pricing', label: 'nav.pricing', href: '/pricing/', position: 'left' },
    { type: 'link', id: 'learn', label: 'nav.learn', href: '/learn/', position: 'left' },
    {
      type: 'dropdown',
      id: 'tools',
      label: 'nav.tools',
      position: 'left',
      items: [
        ext('tools.layoutPdf', 'nav.tools.layoutPdf', '/tools/pdf-layout'),
        ext('tools.pdf', 'nav.tools.pdf', '/tools/pdf'),
        ext('tools.pdfPro', 'nav.tools.pdfPro', '/tools/pdf-pro'),
        ext('tools.image', 'nav.tools.image', '/tools/image'),
        ext('tools.text', 'nav.tools.text', '/tools/text'),
        ext('tools.epub', 'nav.tools.epub', '/tools/epub'),
        ext('tools.subtitleFile', 'nav.tools.subtitleFile', '/tools/subtitles'),
      ],
    },
    {
      type: 'dropdown',
      id: 'more',
      label: 'nav.more',
      position: 'left',
      items: [
        { type: 'link', id: 'more.videoSubtitles', label: 'nav.more.videoSubtitles', href: '/f-video-subtitle-translate/' },
        { type: 'link', id: 'more.share', label: 'nav.more.share', href: '/f-share-bilingual-content/' },
        { type: 'link', id: 'more.manga', label: 'nav.more.manga', href: '/manga/' },
        { type: 'link', id: 'more.image', label: 'nav.more.image', href: '/image/' },
        { type: 'link', id: 'more.ao3', label: 'nav.more.ao3', href: '/ao3/' },
        { type: 'link', id: 'more.pdf', label: 'nav.more.pdf', href: '/f-pdf-translate/' },
        { type: 'link', id: 'more.exchange', label: 'nav.more.exchange', href: '/exchange/' },
        { type: 'link', id: 'more.getMembership', label: 'nav.getMembership', href: '/pricing/' },
        { type: 'doc', id: 'more.affiliate', docId: 'friends', label: 'nav.more.affiliate' },
        {
          type: 'link',
          id: 'more.usageScenarios',
          label: 'nav.more.usageScenarios',
          href: '/usage-scenarios/',
          hiddenByDefault: true,
        },
        { type: 'doc', id: 'more.joinUs', docId: 'joinUs', label: 'nav.more.joinUs' },
        { type: 'link', id: 'more.blog', label: 'nav.blog', href: BRAND.urls.blog },
        { type: 'link', id: 'more.babelDoc', label: 'nav.babelDoc', href: BRAND.urls.babelDoc },
      ],
    },
    { type: 'link', id: 'profile', label: 'nav.profile', href: BRAND.urls.profile, position: 'right' },
    {
      type: 'link',
      id: 'proTag',
      label: 'nav.premium',
      href: '/pricing/',
      position: 'right',
      hiddenByDefault: true,
      className: 'dg-pro-tag',
    },
    { type: 'localeDropdown', id: 'locale', position: 'right' },
    { type: 'search', id: 'search', position: 'right' },
  ],
};
