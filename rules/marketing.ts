/**
 * Marketing-page rules: which store to lead with, how numbers and prices
 * read in each locale, checkout links, redemption codes and the states of
 * the manga claim (spec §1, §4, §9).
 */
import { CLAIMS, type ClaimName } from '../site/claims';
import type { BrowserId, StoreId } from '../site/downloads';
import type { BillingPeriod, Money } from '../site/plans';

// Browsers and stores ---------------------------------------------------------------

export type Platform = 'ios' | 'android' | 'desktop';

export interface DetectedBrowser {
  browser: BrowserId;
  platform: Platform;
}

/** The visitor's browser and platform, from the user agent. */
export function detectBrowser(userAgent: string): DetectedBrowser {
  const ua = userAgent;
  const platform: Platform = /iPhone|iPad|iPod/.test(ua) ? 'ios' : /Android/.test(ua) ? 'android' : 'desktop';
  let browser: BrowserId = 'other';
  if (/Edg(e|A|iOS)?\//.test(ua)) browser = 'edge';
  else if (/Firefox\/|FxiOS\//.test(ua)) browser = 'firefox';
  else if (/OPR\/|Brave|Vivaldi|YaBrowser/.test(ua)) browser = 'chromium';
  else if (/Chrome\/|CriOS\//.test(ua)) browser = 'chrome';
  else if (/Safari\//.test(ua)) browser = 'safari';
  return { browser, platform };
}

/** The download to put first for this visitor. */
export function leadStore({ browser, platform }: DetectedBrowser): StoreId {
  if (platform === 'ios') return 'safariIos';
  if (platform === 'android') return browser === 'edge' ? 'edge' : browser === 'firefox' ? 'firefox' : 'apk';
  switch (browser) {
    case 'edge':
      return 'edge';
    case 'firefox':
      return 'firefox';
    case 'safari':
      return 'safariMac';
    default:
      return 'chrome';
  }
}

// Numbers, prices, copy -------------------------------------------------------------

/** A claim as the locale writes it: "60+", "100+", "1,000万+"… */
export function formatClaim(name: ClaimName, htmlLang: string): string {
  const value = CLAIMS[name];
  if (name === 'users') {
    return `${new Intl.NumberFormat(htmlLang, { notation: 'compact', maximumFractionDigits: 0 }).format(value)}+`;
  }
  if (name === 'inputSpaces' || name === 'videoSitesMax' || name === 'homeServices') {
    return new Intl.NumberFormat(htmlLang).format(value);
  }
  return `${new Intl.NumberFormat(htmlLang).format(value)}+`;
}

/** First-strong isolate and its end (Unicode bidi): the text between keeps its own direction. */
const FSI = '\u2068';
const PDI = '\u2069';

/** Whether a locale writes right to left (Intl's text info, where the runtime has it). */
export function isRightToLeftLang(htmlLang: string): boolean {
  try {
    const locale = new Intl.Locale(htmlLang) as Intl.Locale & {
      getTextInfo?: () => { direction?: string };
      textInfo?: { direction?: string };
    };
    const direction = (locale.getTextInfo?.() ?? locale.textInfo)?.direction;
    if (direction) return direction === 'rtl';
    return ['ar', 'fa', 'he', 'ur'].includes(locale.language);
  } catch {
    return false;
  }
}

/**
 * A price as the locale writes it. In a right-to-left locale the currency
 * sign is isolated: "US$" is Latin, and a right-to-left line would move its
 * "$" before the letters ("$US 10.42"); isolated, it reads "10.42 US$" from
 * the right, as CLDR's pattern intends. Render it inside a `<bdi>` too, so
 * the text around it cannot reorder the amount.
 */
export function formatMoney(money: Money, htmlLang: string): string {
  const format = new Intl.NumberFormat(htmlLang, { style: 'currency', currency: money.currency });
  if (!isRightToLeftLang(htmlLang)) return format.format(money.amount);
  return format
    .formatToParts(money.amount)
    .map(part => (part.type === 'currency' ? `${FSI}${part.value}${PDI}` : part.value))
    .join('');
}

export function formatNumber(value: number, htmlLang: string): string {
  return new Intl.NumberFormat(htmlLang).format(value);
}

/** A monthly price equivalent of a yearly price, rounded to cents. */
export function perMonth(yearly: Money): Money {
  return { amount: Math.round((yearly.amount / 12) * 100) / 100, currency: yearly.currency };
}

/** Replaces `{name}` in marketing copy with formatted claims (and extra values). */
export function fillCopy(text: string, htmlLang: string, extra: Record<string, string> = {}): string {
  return text.replace(/\{(\w+)\}/g, (whole, name: string) => {
    if (name in extra) return extra[name] as string;
    if (name in CLAIMS) return formatClaim(name as ClaimName, htmlLang);
    return whole;
  });
}

// Checkout ---------------------------------------------------------------------------

export function checkoutUrl(
  base: string,
  choice: { plan: 'pro'; period: BillingPeriod } | { pack: string },
  lang: string,
): string {
  const url = new URL(base);
  if ('plan' in choice) {
    url.searchParams.set('plan', choice.plan);
    url.searchParams.set('period', choice.period);
  } else {
    url.searchParams.set('pack', choice.pack);
  }
  url.searchParams.set('lang', lang);
  return url.toString();
}

/** Sign-in link that brings the visitor back to the page they were on. */
export function signInUrl(base: string, returnTo: string): string {
  const url = new URL(base);
  url.searchParams.set('return', returnTo);
  return url.toString();
}

// Redemption codes -------------------------------------------------------------------------

/** Code alphabet: no 0/O, 1/I/L, so codes survive being read aloud. */
export const REDEEM_ALPHABET = 'ABCDEFGHJKMNPQRSTUVWXYZ23456789';
export const REDEEM_CODE_LENGTH = 16;

export type RedeemCodeProblem = 'empty' | 'length' | 'characters';

export type RedeemCodeCheck = { ok: true; code: string } | { ok: false; problem: RedeemCodeProblem };

/**
 * Accepts a code typed with spaces, dashes or lower case and returns it in
 * its canonical `XXXX-XXXX-XXXX-XXXX` form, or what is wrong with it.
 */
export function checkRedeemCode(input: string): RedeemCodeCheck {
  const compact = input.toUpperCase().replace(/[\s-]+/g, '');
  if (!compact) return { ok: false, problem: 'empty' };
  if ([...compact].some(c => !REDEEM_ALPHABET.includes(c))) return { ok: false, problem: 'characters' };
  if (compact.length !== REDEEM_CODE_LENGTH) return { ok: false, problem: 'length' };
  return { ok: true, code: compact.match(/.{4}/g)?.join('-') ?? compact };
}

// Manga claim -------------------------------------------------------------------------------

export type DealPhase = 'upcoming' | 'open' | 'ended';

export function dealPhase(now: Date, deal: { start: string; end: string }): DealPhase {
  const t = now.getTime();
  if (t >= Date.parse(deal.end)) return 'ended';
  if (t < Date.parse(deal.start)) return 'upcoming';
  return 'open';
}

/** What the account service answered to a claim. */
export type ClaimResult =
  | 'claimed'
  | 'alreadyClaimed'
  | 'notEligible'
  | 'ended'
  | 'signedOut'
  | 'networkError'
  | 'unexpectedAnswer';

export type ClaimView =
  | 'upcoming'
  | 'ended'
  | 'signIn'
  | 'install'
  | 'ready'
  | 'claiming'
  | 'success'
  | 'alreadyClaimed'
  | 'notEligible'
  | 'networkError'
  | 'unexpectedAnswer';

export interface ClaimInputs {
  phase: DealPhase;
  signedIn: boolean;
  extensionInstalled: boolean;
  pending: boolean;
  result: ClaimResult | null;
}

/**
 * The screen of the claim: the event must be on, the visitor signed in and
 * the extension installed before the button works; then the service's
 * answer decides. A network error keeps everything else as it was.
 */
export function claimView({ phase, signedIn, extensionInstalled, pending, result }: ClaimInputs): ClaimView {
  if (phase === 'ended' || result === 'ended') return 'ended';
  if (phase === 'upcoming') return 'upcoming';
  if (result === 'claimed') return 'success';
  if (result === 'alreadyClaimed') return 'alreadyClaimed';
  if (result === 'notEligible') return 'notEligible';
  if (!signedIn || result === 'signedOut') return 'signIn';
  if (!extensionInstalled) return 'install';
  if (pending) return 'claiming';
  if (result === 'networkError') return 'networkError';
  if (result === 'unexpectedAnswer') return 'unexpectedAnswer';
  return 'ready';
}

// Copy audit ---------------------------------------------------------------------------

/** Keys whose values are identifiers or addresses, not words a reader sees. */
const NON_PROSE_KEYS = new Set(['type', 'id', 'icon', 'illustration', 'href', 'copy']);

/** Whether a string under this field of a copy tree is words (in the catalogs) or layout. */
export function isProseField(key: string): boolean {
  return !NON_PROSE_KEYS.has(key);
}

/** Every string of a copy tree a reader sees (titles, text, labels, FAQ answers…). */
export function copyStrings(copy: unknown): string[] {
  const out: string[] = [];
  const walk = (value: unknown, key: string) => {
    if (typeof value === 'string') {
      if (isProseField(key)) out.push(value);
    } else if (Array.isArray(value)) {
      for (const item of value) walk(item, key);
    } else if (value && typeof value === 'object') {
      for (const [k, v] of Object.entries(value)) walk(v, k);
    }
  };
  walk(copy, '');
  return out;
}

/** Every link target of a copy tree, in order: the structure all locales share. */
export function copyLinks(copy: unknown): string[] {
  const out: string[] = [];
  const walk = (value: unknown) => {
    if (Array.isArray(value)) for (const item of value) walk(item);
    else if (value && typeof value === 'object') {
      for (const [k, v] of Object.entries(value)) {
        if (k === 'href' && typeof v === 'string') out.push(v);
        else walk(v);
      }
    }
  };
  walk(copy);
  return out;
}

/** Words of copy, segmented per language so Japanese and Chinese count words, not characters. */
export function copyWordCount(copy: unknown, lang: string): number {
  const segmenter = new Intl.Segmenter(lang, { granularity: 'word' });
  let count = 0;
  for (const text of copyStrings(copy)) {
    for (const segment of segmenter.segment(text.replace(/\{\w+\}/g, 'N'))) if (segment.isWordLike) count++;
  }
  return count;
}
