import { describe, expect, it } from 'vitest';
import {
  checkoutUrl,
  checkRedeemCode,
  claimView,
  copyLinks,
  copyStrings,
  copyWordCount,
  dealPhase,
  detectBrowser,
  fillCopy,
  formatClaim,
  formatMoney,
  isRightToLeftLang,
  leadStore,
  perMonth,
  signInUrl,
  type ClaimInputs,
} from '../../rules/marketing';
import { MANGA_DEAL, PLANS, yearlySavingPercent } from '../../site/plans';

// Real user agents, as browsers sent them in 2026.
const UA = {
  chromeWin: 'Mozilla/5.0 (Windows NT 10.0; Win64; x64) AppleWebKit/537.36 (KHTML, like Gecko) Chrome/142.0.0.0 Safari/537.36',
  edgeWin:
    'Mozilla/5.0 (Windows NT 10.0; Win64; x64) AppleWebKit/537.36 (KHTML, like Gecko) Chrome/142.0.0.0 Safari/537.36 Edg/142.0.0.0',
  firefoxMac: 'Mozilla/5.0 (Macintosh; Intel Mac OS X 14.6; rv:145.0) Gecko/20100101 Firefox/145.0',
  safariMac:
    'Mozilla/5.0 (Macintosh; Intel Mac OS X 10_15_7) AppleWebKit/605.1.15 (KHTML, like Gecko) Version/26.1 Safari/605.1.15',
  safariIphone:
    'Mozilla/5.0 (iPhone; CPU iPhone OS 18_6 like Mac OS X) AppleWebKit/605.1.15 (KHTML, like Gecko) Version/26.1 Mobile/15E148 Safari/604.1',
  chromeIphone:
    'Mozilla/5.0 (iPhone; CPU iPhone OS 18_6 like Mac OS X) AppleWebKit/605.1.15 (KHTML, like Gecko) CriOS/142.0.7444.77 Mobile/15E148 Safari/604.1',
  chromeAndroid:
    'Mozilla/5.0 (Linux; Android 15; Pixel 7) AppleWebKit/537.36 (KHTML, like Gecko) Chrome/142.0.0.0 Mobile Safari/537.36',
  firefoxAndroid: 'Mozilla/5.0 (Android 15; Mobile; rv:145.0) Gecko/145.0 Firefox/145.0',
  opera:
    'Mozilla/5.0 (Windows NT 10.0; Win64; x64) AppleWebKit/537.36 (KHTML, like Gecko) Chrome/141.0.0.0 Safari/537.36 OPR/125.0.0.0',
};

describe('detectBrowser and leadStore', () => {
  it.each([
    ['chromeWin', 'chrome', 'desktop', 'chrome'],
    ['edgeWin', 'edge', 'desktop', 'edge'],
    ['firefoxMac', 'firefox', 'desktop', 'firefox'],
    ['safariMac', 'safari', 'desktop', 'safariMac'],
    ['opera', 'chromium', 'desktop', 'chrome'],
    ['safariIphone', 'safari', 'ios', 'safariIos'],
    // Every iOS browser is WebKit: only the Safari extension runs there.
    ['chromeIphone', 'chrome', 'ios', 'safariIos'],
    ['chromeAndroid', 'chrome', 'android', 'apk'],
    ['firefoxAndroid', 'firefox', 'android', 'firefox'],
  ] as const)('%s → %s on %s, leads with %s', (ua, browser, platform, store) => {
    const detected = detectBrowser(UA[ua]);
    expect(detected).toEqual({ browser, platform });
    expect(leadStore(detected)).toBe(store);
  });

  it('falls back to Chrome for an unknown agent', () => {
    expect(leadStore(detectBrowser('curl/8.10'))).toBe('chrome');
  });
});

describe('claims and prices in each locale', () => {
  it('writes claims with the locale’s digits and units', () => {
    expect(formatClaim('videoSites', 'en')).toBe('60+');
    expect(formatClaim('users', 'en')).toBe('10M+');
    expect(formatClaim('users', 'ja')).toBe('1000万+');
    expect(formatClaim('users', 'zh-CN')).toBe('1000万+');
    expect(formatClaim('languages', 'ar')).toBe('100+');
    expect(formatClaim('users', 'ar')).toBe('10\u00a0مليون+');
    expect(formatClaim('inputSpaces', 'en')).toBe('3');
  });

  it('fills claims and extra values, and leaves unknown names visible', () => {
    expect(fillCopy('On {videoSites} sites, save {percent}%', 'en', { percent: '30' })).toBe('On 60+ sites, save 30%');
    expect(fillCopy('{nope}', 'en')).toBe('{nope}');
  });

  it('formats prices in the visitor’s locale', () => {
    expect(formatMoney({ amount: 14.99, currency: 'USD' }, 'en')).toBe('$14.99');
    expect(formatMoney({ amount: 14.99, currency: 'USD' }, 'de')).toBe('14,99\u00a0$');
    expect(formatMoney({ amount: 14.99, currency: 'USD' }, 'ja')).toBe('$14.99');
  });

  it('isolates the currency sign in right-to-left locales only, so "US$" never reads "$US"', () => {
    const ar = formatMoney({ amount: 10.42, currency: 'USD' }, 'ar');
    expect(ar).toContain('\u2068US$\u2069');
    // Without the marks, the text is exactly what Intl writes.
    expect(ar.replace(/[\u2068\u2069]/g, '')).toBe(
      new Intl.NumberFormat('ar', { style: 'currency', currency: 'USD' }).format(10.42),
    );
    for (const lang of ['en', 'de', 'fr', 'ja', 'ko', 'pt-BR', 'zh-TW', 'hi']) {
      expect(formatMoney({ amount: 10.42, currency: 'USD' }, lang), lang).not.toMatch(/[\u2068\u2069]/);
    }
    expect(isRightToLeftLang('ar')).toBe(true);
    expect(isRightToLeftLang('en')).toBe(false);
    expect(isRightToLeftLang('not a tag')).toBe(false);
  });

  it('derives the per-month price and the yearly saving from the plan data', () => {
    const pro = PLANS.find(plan => plan.id === 'pro');
    expect(pro).toBeDefined();
    const prices = pro?.prices;
    if (!pro || !prices) throw new Error('Pro has no prices');
    expect(perMonth(prices.yearly)).toEqual({ amount: Math.round((prices.yearly.amount / 12) * 100) / 100, currency: 'USD' });
    const saving = yearlySavingPercent(pro);
    expect(saving).toBe(Math.floor((1 - prices.yearly.amount / (prices.monthly.amount * 12)) * 100));
    expect(saving).toBeGreaterThan(0);
  });
});

describe('hand-off links', () => {
  it('sends the chosen plan or pack and the language to checkout', () => {
    expect(checkoutUrl('https://app.example.com/checkout', { plan: 'pro', period: 'yearly' }, 'ja')).toBe(
      'https://app.example.com/checkout?plan=pro&period=yearly&lang=ja',
    );
    expect(checkoutUrl('https://app.example.com/checkout', { pack: 'pack-m' }, 'zh')).toBe(
      'https://app.example.com/checkout?pack=pack-m&lang=zh',
    );
  });

  it('brings the visitor back after signing in', () => {
    const url = new URL(signInUrl('https://app.example.com/sign-in', 'https://diglot.example.com/ja/deals/manga/'));
    expect(url.searchParams.get('return')).toBe('https://diglot.example.com/ja/deals/manga/');
  });
});

describe('checkRedeemCode', () => {
  it('accepts a code typed loosely and returns it grouped', () => {
    expect(checkRedeemCode(' abcd efgh-jkmn pqrs ')).toEqual({ ok: true, code: 'ABCD-EFGH-JKMN-PQRS' });
  });
  it.each([
    ['', 'empty'],
    ['   ', 'empty'],
    ['ABCD-EFGH', 'length'],
    ['ABCD-EFGH-JKMN-PQRS-T', 'length'],
    ['ABCD-EFGH-JKMN-PQR0', 'characters'],
    ['ABCD-EFGH-IJKL-MNOP', 'characters'],
    ['ABCD_EFGH_JKMN_PQRS', 'characters'],
  ])('%j → %s', (input, problem) => {
    expect(checkRedeemCode(input)).toEqual({ ok: false, problem });
  });
});

describe('manga claim', () => {
  it('knows when the event is on', () => {
    expect(dealPhase(new Date('2026-10-31T23:59:59Z'), MANGA_DEAL)).toBe('upcoming');
    expect(dealPhase(new Date(MANGA_DEAL.start), MANGA_DEAL)).toBe('open');
    expect(dealPhase(new Date(Date.parse(MANGA_DEAL.end) - 1), MANGA_DEAL)).toBe('open');
    expect(dealPhase(new Date(MANGA_DEAL.end), MANGA_DEAL)).toBe('ended');
  });

  const base: ClaimInputs = { phase: 'open', signedIn: true, extensionInstalled: true, pending: false, result: null };
  it.each([
    [{}, 'ready'],
    [{ signedIn: false }, 'signIn'],
    [{ signedIn: false, extensionInstalled: false }, 'signIn'],
    [{ extensionInstalled: false }, 'install'],
    [{ pending: true }, 'claiming'],
    [{ result: 'claimed' }, 'success'],
    [{ result: 'alreadyClaimed' }, 'alreadyClaimed'],
    [{ result: 'notEligible' }, 'notEligible'],
    [{ result: 'signedOut' }, 'signIn'],
    [{ result: 'networkError' }, 'networkError'],
    [{ result: 'networkError', pending: true }, 'claiming'],
    [{ result: 'ended' }, 'ended'],
    [{ phase: 'ended', signedIn: false }, 'ended'],
    [{ phase: 'upcoming' }, 'upcoming'],
  ] as const)('%j → %s', (change, view) => {
    expect(claimView({ ...base, ...change })).toBe(view);
  });
});

describe('copy audit', () => {
  const copy = {
    meta: { title: 'Title here', description: 'Description' },
    sections: [
      {
        type: 'hero',
        title: '読みたいものを、二つの言語で',
        lead: 'Read {videoSites} sites',
        illustration: 'pdf',
        primary: { label: 'Go', href: '/download/' },
      },
      {
        type: 'steps',
        items: [{ title: 'Open', text: 'Type it', copy: 'chrome://extensions', link: { label: 'More', href: '/docs/' } }],
      },
    ],
  };
  it('reads the words a visitor sees, not identifiers or addresses', () => {
    expect(copyStrings(copy)).toEqual([
      'Title here',
      'Description',
      '読みたいものを、二つの言語で',
      'Read {videoSites} sites',
      'Go',
      'Open',
      'Type it',
      'More',
    ]);
    expect(copyLinks(copy)).toEqual(['/download/', '/docs/']);
  });
  it('counts Japanese words, not characters', () => {
    const words = copyWordCount({ t: '読みたいものを、二つの言語で' }, 'ja');
    expect(words).toBeGreaterThan(3);
    expect(words).toBeLessThan(12);
    expect(copyWordCount({ t: 'Read {videoSites} sites' }, 'en')).toBe(3);
  });
});
