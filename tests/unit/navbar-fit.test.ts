import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import {
  FONT_ALLOWANCE,
  barLabels,
  currentFingerprint,
  labelsFingerprint,
  NAVBAR_MAX_WIDTH,
  navbarBreakpoints,
  navbarBreakpointsByHtmlLang,
  navbarFitCss,
  SCROLLBAR_ALLOWANCE,
} from '../../rules/navbar-fit';
import { MOBILE_MAX_WIDTH } from '../../rules/navbar';
import { LOCALES } from '../../site/locales';
import { NAVBAR_MEASUREMENTS } from '../../site/navbar-fit';

describe('navbarBreakpoints', () => {
  it('leaves room for a wider system font and a scrollbar', () => {
    expect(navbarBreakpoints({ full: 1200, compact: 1000 })).toEqual({
      full: Math.ceil(1200 * (1 + FONT_ALLOWANCE) + SCROLLBAR_ALLOWANCE),
      compact: Math.ceil(1000 * (1 + FONT_ALLOWANCE) + SCROLLBAR_ALLOWANCE),
    });
  });

  it('never reaches into the phone range, and keeps a layout that cannot fit off for good', () => {
    expect(navbarBreakpoints({ full: 500, compact: 400 })).toEqual({ full: MOBILE_MAX_WIDTH + 1, compact: MOBILE_MAX_WIDTH + 1 });
    expect(navbarBreakpoints({ full: NAVBAR_MAX_WIDTH + 100, compact: 1000 }).full).toBe(Infinity);
  });

  it('always folds below where it compacts, for any measurement', () => {
    fc.assert(
      fc.property(fc.nat(4000), fc.nat(4000), (a, b) => {
        const { full, compact } = navbarBreakpoints({ full: Math.max(a, b), compact: Math.min(a, b) });
        expect(compact).toBeLessThanOrEqual(full);
        expect(compact).toBeGreaterThan(MOBILE_MAX_WIDTH);
      }),
    );
  });
});

describe('navbarFitCss', () => {
  it('writes one compact and one folded range per locale, scoped by html[lang]', () => {
    const css = navbarFitCss({ de: { full: 1440, compact: 1160 }, ja: { full: 997, compact: 997 } });
    expect(css).toContain(
      "@media (min-width:997px) and (max-width:1439.98px){\nhtml[lang='de'] .dg-nav-link{padding:0 .4rem;font-size:.86rem}",
    );
    expect(css).toContain(
      "@media (min-width:997px) and (max-width:1159.98px){\nhtml[lang='de'] .dg-navbar__hamburger{display:inline-flex}",
    );
    // A locale that fits at every desktop width gets no rule at all.
    expect(css).not.toContain("html[lang='ja']");
  });

  it('refuses anything but a language tag as a selector', () => {
    expect(() => navbarFitCss({ "de'] *{}": { full: 1200, compact: 1100 } })).toThrow(/language tag/);
  });
});

describe('site/navbar-fit.json', () => {
  it('has a measurement for every locale, taken with the labels the bar shows now', () => {
    for (const locale of LOCALES) {
      const measured = NAVBAR_MEASUREMENTS[locale.lang];
      expect(measured, `${locale.lang}: run scripts/measure-navbar.ts`).toBeDefined();
      expect(measured?.labels, `${locale.lang}: labels changed; run scripts/measure-navbar.ts`).toBe(
        currentFingerprint(locale.lang),
      );
      expect(measured!.compact).toBeLessThan(measured!.full);
    }
    expect(Object.keys(navbarBreakpointsByHtmlLang())).toHaveLength(LOCALES.length);
  });

  it('fingerprints the labels the bar shows, the Pro tag and the language name included', () => {
    expect(barLabels('en')).toEqual(expect.arrayContaining(['Pricing', 'Premium', 'English']));
    expect(labelsFingerprint(['a', 'b'])).not.toBe(labelsFingerprint(['ab']));
    expect(labelsFingerprint(['Preise'])).not.toBe(labelsFingerprint(['Preis']));
  });
});
