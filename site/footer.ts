/**
 * The footer (spec §2.4): link columns (or a single row), the logo and the
 * copyright. Labels are i18n keys; internal links are locale-less.
 */
import { BRAND } from './brand';
import type { I18nKey } from './i18n-keys';

export interface FooterLink {
  label: I18nKey;
  href: string;
  /** A social network's logo, drawn before the label (theme/components/Footer/SocialIcon). */
  icon?: 'x' | 'github' | 'discord' | 'telegram' | 'youtube';
  /** i18n values for labels with placeholders (social accounts). */
  values?: Record<string, string>;
}

export interface FooterColumn {
  title: I18nKey;
  items: FooterLink[];
}

export interface FooterConfig {
  style: 'columns' | 'simple';
  logo: { src: string; alt: string; width: number; height: number };
  /** i18n key of the copyright line; receives {year} and {name}. */
  copyright: I18nKey;
  links: FooterColumn[];
}

const social = (network: string, href: string, icon: FooterLink['icon']): FooterLink => ({
  label: 'footer.social',
  href,
  icon,
  values: { network, name: BRAND.name },
});

export const FOOTER: FooterConfig = {
  style: 'columns',
  logo: { src: BRAND.logo.src, alt: BRAND.name, width: 28, height: 28 },
  copyright: 'footer.copyright',
  links: [
    {
      title: 'footer.product',
      items: [
        { label: 'nav.download', href: '/download/' },
        { label: 'nav.pricing', href: '/pricing/' },
        { label: 'nav.docTranslator', href: BRAND.urls.documentTranslator },
        { label: 'footer.releases', href: BRAND.urls.releases },
        { label: 'footer.changelog', href: '/docs/CHANGELOG/' },
      ],
    },
    {
      title: 'footer.resources',
      items: [
        { label: 'footer.usage', href: '/docs/usage/' },
        { label: 'footer.faq', href: '/docs/faq/' },
        { label: 'nav.learn', href: '/learn/' },
        { label: 'footer.serviceRequests', href: BRAND.urls.serviceRequests },
        { label: 'footer.feedback', href: BRAND.urls.feedback },
        { label: 'footer.status', href: BRAND.urls.status },
      ],
    },
    {
      title: 'footer.community',
      items: [
        { label: 'sidebar.communities', href: '/docs/communities/' },
        social('X', BRAND.urls.community.x, 'x'),
        social('GitHub', BRAND.urls.community.github, 'github'),
        social('Discord', BRAND.urls.community.discord, 'discord'),
        social('Telegram', BRAND.urls.community.telegram, 'telegram'),
        social('YouTube', BRAND.urls.community.youtube, 'youtube'),
      ],
    },
    {
      title: 'footer.legal',
      items: [
        { label: 'footer.privacy', href: '/docs/PRIVACY/' },
        { label: 'footer.terms', href: '/docs/TERMS/' },
        { label: 'footer.eula', href: '/docs/EULA/' },
      ],
    },
  ],
};
