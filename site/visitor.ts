/**
 * Configuration of the visitor-facing state of the site (spec §2.4, §3,
 * §4, §9): the announcement bar, the promotional banner, colour mode,
 * storage keys, the sign-in cookie, the site script's timing and the tag
 * manager.
 */
import type { LocaleCode } from './locales';
import type { I18nKey } from './i18n-keys';

export interface AnnouncementConfig {
  /** Changing the id shows the bar again to visitors who closed it. */
  id: string;
  /** i18n key of the message. */
  content: I18nKey;
  /** i18n key of a shorter message for phones, where the bar keeps to two lines. */
  shortContent?: I18nKey;
  /** Optional call to action: i18n key and locale-less link. */
  cta?: { label: I18nKey; href: string };
  backgroundColor: string;
  textColor: string;
  isCloseable: boolean;
}

export const ANNOUNCEMENT: AnnouncementConfig | null = {
  id: 'release-3-4-0',
  content: 'announcement.content',
  shortContent: 'announcement.contentShort',
  cta: { label: 'announcement.cta', href: '/docs/CHANGELOG/' },
  backgroundColor: '#1e1b4b',
  textColor: '#ffffff',
  isCloseable: true,
};

export interface PromoConfig {
  id: string;
  /** Locales whose pages show it. */
  locales: readonly LocaleCode[];
  /** ISO instants, UTC. Visible from start (inclusive) to end (exclusive). */
  start: string;
  end: string;
  /** With `?preview=1` the banner shows at any time before the end. */
  previewParam: string;
  content: I18nKey;
  cta: { label: I18nKey; href: string };
}

export const PROMOS: readonly PromoConfig[] = [
  {
    id: 'navbar-edge-activity',
    locales: ['zh'],
    start: '2025-05-06T16:00:00Z',
    end: '2025-06-30T16:00:00Z',
    previewParam: 'preview',
    content: 'promo.edgeActivity',
    cta: { label: 'promo.edgeActivityCta', href: '/pricing/' },
  },
];

export interface ColorModeConfig {
  defaultMode: 'light' | 'dark';
  disableSwitch: boolean;
  respectPrefersColorScheme: boolean;
}

/** The site ships fixed to light (spec §9). */
export const COLOR_MODE: ColorModeConfig = {
  defaultMode: 'light',
  disableSwitch: true,
  respectPrefersColorScheme: false,
};

/** Browser storage keys (spec §3). */
export const STORAGE_KEYS = {
  theme: 'theme',
  announcementDismissed: 'diglot.announcement.dismiss',
  announcementId: 'diglot.announcement.id',
  userInfo: 'user_info',
  language: 'i18nextLng',
} as const;

/** Cookie set by the account app when a visitor signs in. */
export const SIGN_IN_COOKIE = 'diglot_token';

/** Target of the profile link for a signed-in visitor (spec §6). */
export const SIGNED_IN_PROFILE_PATH = '/profile/';

/** Spec §9: the site script's first run and polling interval. */
export const SITE_SCRIPT = { firstRunMs: 1200, pollMs: 1000 } as const;

/** Tag manager container id, from the build environment; none by default. */
export const TAG_MANAGER_ID: string = process.env.DIGLOT_GTM_ID || '';

/** Progress bar shows only for navigations slower than this (spec §2.6). */
export const PROGRESS_DELAY_MS = 200;

/**
 * Oldest Chromium major version the site supports. Set by the CSS it
 * ships: `color-mix()` (Chrome 111) and `:has()` (Chrome 105).
 */
export const MIN_CHROMIUM_VERSION = 111;

/** Set on window by the app's entry code as soon as it runs (see boot-script.ts). */
export const BOOT_FLAG = '__diglotBooted';

/** Attributes the boot script sets on <html>. */
export const BOOT_ATTRIBUTES = {
  announcementDismissed: 'data-announcement-dismissed',
  outdatedBrowser: 'data-outdated-browser',
  bootFailed: 'data-boot-failed',
  /** user_info says the subscription is active: no Pro tag (spec §6). */
  subscriber: 'data-subscriber',
  /** A Safari-only browser: no Pro tag, no profile link (spec §6). */
  safariOnly: 'data-safari-only',
} as const;
