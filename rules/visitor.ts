/**
 * Visitor-state rules (spec §2.4, §3, §4, §6, §9), free of React and the
 * DOM: each takes what it needs as plain values and returns a decision.
 */
import type { AnnouncementConfig, ColorModeConfig, PromoConfig } from '../site/visitor';
import type { LocaleCode } from '../site/locales';
import { isDesktopWidth } from './navbar';
import { canonicalPathname, stripLocale } from './url';

// Announcement bar ------------------------------------------------------------

export interface StoredAnnouncement {
  dismissed: string | null;
  id: string | null;
}

/** Shown until closed; a different announcement id shows it again. */
export function isAnnouncementVisible(config: AnnouncementConfig | null, stored: StoredAnnouncement): boolean {
  if (!config) return false;
  if (!config.isCloseable) return true;
  return !(stored.dismissed === 'true' && stored.id === config.id);
}

/** What closing the bar stores (the flag is the string `true`). */
export function dismissedAnnouncement(config: AnnouncementConfig): { dismissed: 'true'; id: string } {
  return { dismissed: 'true', id: config.id };
}

// Promotional banner -----------------------------------------------------------

export interface PromoContext {
  now: Date;
  lang: LocaleCode;
  /** The page's query string, e.g. `?preview=1`. */
  search: string;
}

/** Inside its window, or before the end with `?preview=1`; listed locales only. */
export function isPromoVisible(promo: PromoConfig, { now, lang, search }: PromoContext): boolean {
  if (!promo.locales.includes(lang)) return false;
  const t = now.getTime();
  const start = Date.parse(promo.start);
  const end = Date.parse(promo.end);
  if (t >= end) return false;
  if (t >= start) return true;
  return new URLSearchParams(search).get(promo.previewParam) === '1';
}

// Browsers, subscriptions, the Pro tag and the profile link ---------------------

/** Names Safari but not Chrome or Chromium (so Chrome on iOS, `CriOS`, counts). */
export function isSafariOnly(userAgent: string): boolean {
  return /Safari/.test(userAgent) && !/Chrome|Chromium/.test(userAgent);
}

/** `user_info.subscription.subscriptionStatus === 'active'`; anything malformed is not. */
export function isActiveSubscriber(userInfoRaw: string | null | undefined): boolean {
  if (!userInfoRaw) return false;
  try {
    const info: unknown = JSON.parse(userInfoRaw);
    if (typeof info !== 'object' || info === null) return false;
    const subscription = (info as { subscription?: unknown }).subscription;
    if (typeof subscription !== 'object' || subscription === null) return false;
    return (subscription as { subscriptionStatus?: unknown }).subscriptionStatus === 'active';
  } catch {
    return false;
  }
}

/** The pricing page in any locale, in any URL form. */
export function isPricingPath(pathname: string): boolean {
  return stripLocale(canonicalPathname(pathname)) === '/pricing/';
}

export interface ProTagContext {
  userInfoRaw: string | null;
  pathname: string;
  userAgent: string;
}

/**
 * The visitor's half of the Pro tag's rule: neither a subscriber nor a
 * Safari-only browser. The route's half (not on pricing) is known when the
 * page is rendered, so the navbar applies it itself.
 */
export function isProTagAudience({ userInfoRaw, userAgent }: Omit<ProTagContext, 'pathname'>): boolean {
  return !isActiveSubscriber(userInfoRaw) && !isSafariOnly(userAgent);
}

/** Revealed unless the visitor subscribes, is on pricing, or uses Safari only. */
export function shouldShowProTag({ userInfoRaw, pathname, userAgent }: ProTagContext): boolean {
  return isProTagAudience({ userInfoRaw, userAgent }) && !isPricingPath(pathname);
}

export interface ProfileLinkState {
  visible: boolean;
  href: string;
  /** Margin at the end of the line, in px (spec: 10 below 997 px, else 0). */
  marginInlineEnd: number;
  /** The signed-in target is another app: load it, do not route to it. */
  signedIn: boolean;
}

export function profileLinkState(input: {
  hasToken: boolean;
  userAgent: string;
  width: number;
  externalProfile: string;
  signedInPath: string;
}): ProfileLinkState {
  return {
    visible: !isSafariOnly(input.userAgent),
    href: input.hasToken ? input.signedInPath : input.externalProfile,
    marginInlineEnd: isDesktopWidth(input.width) ? 0 : 10,
    signedIn: input.hasToken,
  };
}

// Colour mode ------------------------------------------------------------------

export type ColorMode = 'light' | 'dark';

export function parseColorMode(value: string | null | undefined): ColorMode | null {
  return value === 'light' || value === 'dark' ? value : null;
}

/**
 * The mode to show: fixed to the default when the switch is disabled;
 * otherwise the stored choice, or (when cleared) the system preference if
 * the site respects it, else the default.
 */
export function resolveColorMode(config: ColorModeConfig, stored: string | null, systemPrefersDark: boolean): ColorMode {
  if (config.disableSwitch) return config.defaultMode;
  const choice = parseColorMode(stored);
  if (choice) return choice;
  if (config.respectPrefersColorScheme) return systemPrefersDark ? 'dark' : 'light';
  return config.defaultMode;
}

export function toggledColorMode(mode: ColorMode): ColorMode {
  return mode === 'dark' ? 'light' : 'dark';
}

// Site script ----------------------------------------------------------------------

export interface PageView {
  event: 'page_view';
  page_path: string;
  page_location: string;
  page_title: string;
}

export function pageViewEvent(location: { pathname: string; href: string }, title: string): PageView {
  return { event: 'page_view', page_path: location.pathname, page_location: location.href, page_title: title };
}

/** Tag manager script URL, or none when no container id is configured. */
export function tagManagerUrl(containerId: string): string | null {
  if (!/^GTM-[A-Z0-9]+$/.test(containerId)) return null;
  return `https://www.googletagmanager.com/gtm.js?id=${encodeURIComponent(containerId)}`;
}

// Route transitions -------------------------------------------------------------------

export interface ConnectionLike {
  effectiveType?: string;
  saveData?: boolean;
}

/** Prefetching is off on slow-2g and 2g, and when the visitor asked to save data. */
export function canPrefetch(connection: ConnectionLike | null | undefined): boolean {
  if (!connection) return true;
  if (connection.saveData) return false;
  return connection.effectiveType !== 'slow-2g' && connection.effectiveType !== '2g';
}

// Old browsers -----------------------------------------------------------------------

/**
 * The Chromium version in a user agent. The boot script (rules/boot-script.ts)
 * is generated from this pattern, so the page and the tests agree.
 */
export const CHROMIUM_VERSION_PATTERN = /(?:Chrome|Chromium)\/(\d+)/;

/** Major Chromium version from a user agent, or null when it is not Chromium. */
export function chromiumVersion(userAgent: string): number | null {
  const match = CHROMIUM_VERSION_PATTERN.exec(userAgent);
  return match ? Number(match[1]) : null;
}

export function isOutdatedChromium(userAgent: string, minimum: number): boolean {
  const version = chromiumVersion(userAgent);
  return version !== null && version < minimum;
}

// Errors ------------------------------------------------------------------------------

/** The error and its causes, outermost first (for the crash page). */
export function causeChain(error: unknown, limit = 10): string[] {
  const chain: string[] = [];
  let current: unknown = error;
  const seen = new Set<unknown>();
  while (current !== undefined && current !== null && chain.length < limit && !seen.has(current)) {
    seen.add(current);
    if (current instanceof Error) {
      chain.push(current.message || current.name);
      current = (current as Error & { cause?: unknown }).cause;
    } else {
      chain.push(String(current));
      break;
    }
  }
  return chain;
}

/** Whether an error is a failed load of a code chunk (a network problem). */
export function isChunkLoadError(error: unknown): boolean {
  if (!(error instanceof Error)) return false;
  return (
    error.name === 'ChunkLoadError' ||
    /Loading (CSS )?chunk [\w-]+ failed|Failed to fetch dynamically imported module|error loading dynamically imported module/i.test(
      error.message,
    )
  );
}
