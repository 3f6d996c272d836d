import { describe, expect, it } from 'vitest';
import { ANNOUNCEMENT, COLOR_MODE, PROMOS, type AnnouncementConfig, type ColorModeConfig } from '../../site/visitor';
import {
  canPrefetch,
  causeChain,
  chromiumVersion,
  dismissedAnnouncement,
  isActiveSubscriber,
  isAnnouncementVisible,
  isChunkLoadError,
  isOutdatedChromium,
  isPricingPath,
  isPromoVisible,
  isSafariOnly,
  pageViewEvent,
  profileLinkState,
  resolveColorMode,
  shouldShowProTag,
  tagManagerUrl,
  toggledColorMode,
} from '../../rules/visitor';
import { UA } from '../fixtures/user-agents';

describe('announcement bar', () => {
  const config: AnnouncementConfig = { ...(ANNOUNCEMENT as AnnouncementConfig), id: 'a1' };

  it('shows until closed, then stays closed for the same id', () => {
    expect(isAnnouncementVisible(config, { dismissed: null, id: null })).toBe(true);
    const stored = dismissedAnnouncement(config);
    expect(stored).toEqual({ dismissed: 'true', id: 'a1' });
    expect(isAnnouncementVisible(config, stored)).toBe(false);
  });

  it('shows again when the announcement id changes', () => {
    expect(isAnnouncementVisible({ ...config, id: 'a2' }, { dismissed: 'true', id: 'a1' })).toBe(true);
  });

  it('treats anything but the string "true" as not dismissed', () => {
    expect(isAnnouncementVisible(config, { dismissed: 'false', id: 'a1' })).toBe(true);
    expect(isAnnouncementVisible(config, { dismissed: 'TRUE', id: 'a1' })).toBe(true);
    expect(isAnnouncementVisible(config, { dismissed: '{garbage', id: 'a1' })).toBe(true);
  });

  it('cannot be closed when not closeable, and is absent without config', () => {
    expect(isAnnouncementVisible({ ...config, isCloseable: false }, { dismissed: 'true', id: 'a1' })).toBe(true);
    expect(isAnnouncementVisible(null, { dismissed: null, id: null })).toBe(false);
  });
});

describe('promotional banner navbar-edge-activity', () => {
  const promo = PROMOS.find(p => p.id === 'navbar-edge-activity');
  if (!promo) throw new Error('promo missing');
  const at = (iso: string, lang: 'zh' | 'ja' | 'zh-Hans' | 'zh-TW' = 'zh', search = '') =>
    isPromoVisible(promo, { now: new Date(iso), lang, search });

  it('is visible from 2025-05-06 16:00 UTC (inclusive) to 2025-06-30 16:00 UTC (exclusive)', () => {
    expect(at('2025-05-06T15:59:59.999Z')).toBe(false);
    expect(at('2025-05-06T16:00:00.000Z')).toBe(true);
    expect(at('2025-06-01T00:00:00Z')).toBe(true);
    expect(at('2025-06-30T15:59:59.999Z')).toBe(true);
    expect(at('2025-06-30T16:00:00.000Z')).toBe(false);
    expect(at('2026-11-22T00:00:00Z')).toBe(false);
  });

  it('with ?preview=1 it shows at any time before the end, never after', () => {
    expect(at('2025-01-01T00:00:00Z', 'zh', '?preview=1')).toBe(true);
    expect(at('2025-05-06T15:59:59Z', 'zh', '?a=b&preview=1')).toBe(true);
    expect(at('2025-06-30T16:00:00Z', 'zh', '?preview=1')).toBe(false);
    expect(at('2025-01-01T00:00:00Z', 'zh', '?preview=0')).toBe(false);
    expect(at('2025-01-01T00:00:00Z', 'zh', '?preview=true')).toBe(false);
  });

  it('is for Simplified Chinese pages only', () => {
    expect(promo.locales).toEqual(['zh']);
    expect(at('2025-06-01T00:00:00Z', 'ja')).toBe(false);
    expect(at('2025-06-01T00:00:00Z', 'zh-TW')).toBe(false);
    expect(at('2025-06-01T00:00:00Z', 'ja', '?preview=1')).toBe(false);
  });
});

describe('browsers', () => {
  it('recognises Safari-only user agents', () => {
    expect(isSafariOnly(UA.safariMac)).toBe(true);
    expect(isSafariOnly(UA.safariIos)).toBe(true);
    expect(isSafariOnly(UA.chromeIos)).toBe(true);
    expect(isSafariOnly(UA.chrome)).toBe(false);
    expect(isSafariOnly(UA.edge)).toBe(false);
    expect(isSafariOnly(UA.firefox)).toBe(false);
    expect(isSafariOnly(UA.chromium)).toBe(false);
  });

  it('finds outdated Chromium engines', () => {
    expect(chromiumVersion(UA.chrome)).toBe(131);
    expect(chromiumVersion(UA.edge)).toBe(131);
    expect(chromiumVersion(UA.firefox)).toBeNull();
    expect(chromiumVersion(UA.safariMac)).toBeNull();
    expect(isOutdatedChromium(UA.oldChrome, 111)).toBe(true);
    expect(isOutdatedChromium(UA.chrome, 111)).toBe(false);
    expect(isOutdatedChromium(UA.chrome.replace('131', '111'), 111)).toBe(false);
    expect(isOutdatedChromium(UA.chrome.replace('131', '110'), 111)).toBe(true);
    expect(isOutdatedChromium(UA.firefox, 111)).toBe(false);
  });
});

describe('subscription and the Pro tag', () => {
  const active = JSON.stringify({ name: 'A', subscription: { subscriptionStatus: 'active' } });

  it('reads the subscription status, treating malformed records as not subscribed', () => {
    expect(isActiveSubscriber(active)).toBe(true);
    expect(isActiveSubscriber(JSON.stringify({ subscription: { subscriptionStatus: 'canceled' } }))).toBe(false);
    expect(isActiveSubscriber(JSON.stringify({ subscription: null }))).toBe(false);
    expect(isActiveSubscriber(JSON.stringify({ subscription: 'active' }))).toBe(false);
    expect(isActiveSubscriber(JSON.stringify({}))).toBe(false);
    expect(isActiveSubscriber('null')).toBe(false);
    expect(isActiveSubscriber('{not json')).toBe(false);
    expect(isActiveSubscriber('')).toBe(false);
    expect(isActiveSubscriber(null)).toBe(false);
    expect(isActiveSubscriber(JSON.stringify({ subscription: { subscriptionStatus: 'ACTIVE' } }))).toBe(false);
  });

  it('knows the pricing page in every locale and URL form', () => {
    for (const path of ['/pricing/', '/ja/pricing/', '/pt-BR/pricing', '/ja/pricing/index.html', '/zh-TW/pricing.html']) {
      expect(isPricingPath(path), path).toBe(true);
    }
    for (const path of ['/ja/', '/ja/docs/pricing/', '/ja/pricing/extra/', '/topup/']) {
      expect(isPricingPath(path), path).toBe(false);
    }
  });

  it('shows the tag to everyone else', () => {
    expect(shouldShowProTag({ userInfoRaw: null, pathname: '/ja/', userAgent: UA.chrome })).toBe(true);
    expect(shouldShowProTag({ userInfoRaw: '{bad', pathname: '/ja/docs/', userAgent: UA.edge })).toBe(true);
    expect(shouldShowProTag({ userInfoRaw: null, pathname: '/', userAgent: UA.firefox })).toBe(true);
  });

  it('hides it for subscribers, on pricing and on Safari-only browsers', () => {
    expect(shouldShowProTag({ userInfoRaw: active, pathname: '/ja/', userAgent: UA.chrome })).toBe(false);
    expect(shouldShowProTag({ userInfoRaw: null, pathname: '/ja/pricing/', userAgent: UA.chrome })).toBe(false);
    expect(shouldShowProTag({ userInfoRaw: null, pathname: '/ja/', userAgent: UA.safariMac })).toBe(false);
    expect(shouldShowProTag({ userInfoRaw: null, pathname: '/ja/', userAgent: UA.safariIos })).toBe(false);
    expect(shouldShowProTag({ userInfoRaw: null, pathname: '/ja/', userAgent: UA.chromeIos })).toBe(false);
  });
});

describe('profile link', () => {
  const base = { externalProfile: 'https://app.example.com/profile', signedInPath: '/profile/' };

  it('points to /profile/ with the sign-in cookie, else to the external profile', () => {
    expect(profileLinkState({ ...base, hasToken: true, userAgent: UA.chrome, width: 1280 }).href).toBe('/profile/');
    expect(profileLinkState({ ...base, hasToken: false, userAgent: UA.chrome, width: 1280 }).href).toBe(
      'https://app.example.com/profile',
    );
  });

  it('is hidden on Safari-only browsers', () => {
    expect(profileLinkState({ ...base, hasToken: false, userAgent: UA.safariMac, width: 1280 }).visible).toBe(false);
    expect(profileLinkState({ ...base, hasToken: true, userAgent: UA.edge, width: 1280 }).visible).toBe(true);
  });

  it('has a 10 px end margin below 997 px width, else none', () => {
    expect(profileLinkState({ ...base, hasToken: false, userAgent: UA.chrome, width: 996 }).marginInlineEnd).toBe(10);
    expect(profileLinkState({ ...base, hasToken: false, userAgent: UA.chrome, width: 997 }).marginInlineEnd).toBe(0);
    expect(profileLinkState({ ...base, hasToken: false, userAgent: UA.chrome, width: 320 }).marginInlineEnd).toBe(10);
  });
});

describe('colour mode', () => {
  const switchable: ColorModeConfig = { defaultMode: 'light', disableSwitch: false, respectPrefersColorScheme: true };

  it('ships fixed to light, whatever is stored or preferred', () => {
    expect(COLOR_MODE).toEqual({ defaultMode: 'light', disableSwitch: true, respectPrefersColorScheme: false });
    expect(resolveColorMode(COLOR_MODE, 'dark', true)).toBe('light');
  });

  it('uses the stored choice when the switch is enabled', () => {
    expect(resolveColorMode(switchable, 'dark', false)).toBe('dark');
    expect(resolveColorMode(switchable, 'light', true)).toBe('light');
  });

  it('falls back to the system preference, or the default mode, when the choice is cleared', () => {
    expect(resolveColorMode(switchable, null, true)).toBe('dark');
    expect(resolveColorMode(switchable, 'garbage', false)).toBe('light');
    expect(resolveColorMode({ ...switchable, respectPrefersColorScheme: false, defaultMode: 'dark' }, null, false)).toBe('dark');
  });

  it('toggles between the two modes', () => {
    expect(toggledColorMode('light')).toBe('dark');
    expect(toggledColorMode('dark')).toBe('light');
  });
});

describe('site script and transitions', () => {
  it('builds a page view for the data layer', () => {
    expect(pageViewEvent({ pathname: '/ja/', href: 'https://x.example.com/ja/' }, 'T')).toEqual({
      event: 'page_view',
      page_path: '/ja/',
      page_location: 'https://x.example.com/ja/',
      page_title: 'T',
    });
  });

  it('loads a tag manager only for a configured container id', () => {
    expect(tagManagerUrl('')).toBeNull();
    expect(tagManagerUrl('GTM-AB12CD')).toBe('https://www.googletagmanager.com/gtm.js?id=GTM-AB12CD');
    expect(tagManagerUrl('GTM-ab"><script>')).toBeNull();
  });

  it('does not prefetch on slow-2g, 2g or data saver', () => {
    expect(canPrefetch(undefined)).toBe(true);
    expect(canPrefetch({ effectiveType: '4g' })).toBe(true);
    expect(canPrefetch({ effectiveType: '3g' })).toBe(true);
    expect(canPrefetch({ effectiveType: '2g' })).toBe(false);
    expect(canPrefetch({ effectiveType: 'slow-2g' })).toBe(false);
    expect(canPrefetch({ effectiveType: '4g', saveData: true })).toBe(false);
  });
});

describe('errors', () => {
  it('lists an error and its causes, outermost first, without looping', () => {
    const root = new Error('socket closed');
    const mid = new Error('fetch failed', { cause: root });
    const top = new Error('render failed', { cause: mid });
    expect(causeChain(top)).toEqual(['render failed', 'fetch failed', 'socket closed']);
    const loop = new Error('a') as Error & { cause?: unknown };
    loop.cause = loop;
    expect(causeChain(loop)).toEqual(['a']);
    expect(causeChain('plain')).toEqual(['plain']);
    expect(causeChain(new Error('x', { cause: 'string cause' }))).toEqual(['x', 'string cause']);
  });

  it('recognises chunk load failures', () => {
    expect(isChunkLoadError(Object.assign(new Error('Loading chunk 12 failed.'), { name: 'ChunkLoadError' }))).toBe(true);
    expect(isChunkLoadError(new Error('Loading chunk ab failed.\n(error: http://x/a.js)'))).toBe(true);
    expect(isChunkLoadError(new Error('Failed to fetch dynamically imported module: /x.js'))).toBe(true);
    expect(isChunkLoadError(new Error('undefined is not a function'))).toBe(false);
    expect(isChunkLoadError('Loading chunk 1 failed')).toBe(false);
  });
});
