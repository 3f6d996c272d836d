/**
 * How the desktop navbar fits each locale's labels, decided by CSS before
 * first paint: from the widths the bar's contents measured (in Chromium, by
 * scripts/measure-navbar.ts), the viewport widths below which a locale's
 * bar tightens ("compact") and then folds into the menu button ("folded").
 * Nothing is measured in the visitor's browser, so nothing moves once painted.
 */
import strings from '../i18n.json';
import { LOCALES, type LocaleCode } from '../site/locales';
import { NAVBAR } from '../site/navbar';
import { type MeasuredNavbar, NAVBAR_MEASUREMENTS } from '../site/navbar-fit';
import { MOBILE_MAX_WIDTH } from './navbar';
import type { StringTable } from './strings';

/** Viewport widths (px): full layout from `full` up, compact from `compact` up, folded below. */
export interface NavbarBreakpoints {
  full: number;
  compact: number;
}

/** A classic scrollbar takes this much of the viewport a media query sees. */
export const SCROLLBAR_ALLOWANCE = 17;
/**
 * Measured with the Noto fonts; a visitor's system font (Segoe UI, SF Pro,
 * Hiragino…) can set the same labels a few percent wider.
 */
export const FONT_ALLOWANCE = 0.06;

/** The bar's maximum inner width (90rem): beyond it the bar stops growing. */
export const NAVBAR_MAX_WIDTH = 1440;

function viewportFor(contentWidth: number): number {
  return Math.ceil(contentWidth * (1 + FONT_ALLOWANCE) + SCROLLBAR_ALLOWANCE);
}

/**
 * The breakpoints of one locale. Never inside the phone range (the phone
 * layout already applies there), and a layout that needs more than the bar
 * can ever get stays off at every width.
 */
export function navbarBreakpoints(measured: MeasuredNavbar): NavbarBreakpoints {
  const desktop = MOBILE_MAX_WIDTH + 1;
  const clamp = (width: number) => Math.max(desktop, width > NAVBAR_MAX_WIDTH + SCROLLBAR_ALLOWANCE ? Infinity : width);
  const full = clamp(viewportFor(measured.full));
  const compact = Math.min(full, clamp(viewportFor(measured.compact)));
  return { full, compact };
}

/** The layouts' declarations, under a scope selector (a locale, or a measuring flag). */
export function compactRules(scope: string): string {
  return [
    `${scope} .dg-nav-link{padding:0 .4rem;font-size:.86rem}`,
    `${scope} .dg-navbar__items--right .dg-locale-label,${scope} .dg-search-button__label,${scope} .dg-search-button__keys{display:none}`,
  ].join('\n');
}

export function foldedRules(scope: string): string {
  return [
    `${scope} .dg-navbar__hamburger{display:inline-flex}`,
    `${scope} .dg-navbar__items--left,${scope} .dg-navbar__items--right>li:not([data-kind='search']){display:none}`,
  ].join('\n');
}

function media(below: number, body: string): string {
  return `@media (min-width:${MOBILE_MAX_WIDTH + 1}px) and (max-width:${below - 0.02}px){\n${body}\n}`;
}

/** `html[lang]` value → breakpoints; the CSS that applies them. */
export function navbarFitCss(breakpoints: Readonly<Record<string, NavbarBreakpoints>>): string {
  const blocks: string[] = [];
  for (const [htmlLang, { full, compact }] of Object.entries(breakpoints)) {
    if (!/^[A-Za-z]{2,3}(-[A-Za-z0-9]{2,8})*$/.test(htmlLang)) throw new Error(`Not a language tag: ${htmlLang}`);
    const scope = `html[lang='${htmlLang}']`;
    if (full > MOBILE_MAX_WIDTH + 1) blocks.push(media(full === Infinity ? 1e6 : full, compactRules(scope)));
    if (compact > MOBILE_MAX_WIDTH + 1) blocks.push(media(compact === Infinity ? 1e6 : compact, foldedRules(scope)));
  }
  return `${blocks.join('\n')}\n`;
}

/**
 * What the measured widths depend on: the texts the bar shows. A changed
 * label changes the fingerprint, and the unit tests ask for a new measurement.
 */
export function labelsFingerprint(labels: readonly string[]): string {
  // FNV-1a, 32 bit: stable, dependency-free, enough to notice an edit.
  let hash = 0x811c9dc5;
  for (const char of labels.join('\u0000')) {
    hash ^= char.codePointAt(0) ?? 0;
    hash = Math.imul(hash, 0x01000193) >>> 0;
  }
  return hash.toString(16).padStart(8, '0');
}

const table = strings as StringTable;
const text = (key: string, lang: LocaleCode): string => {
  const value = table[key]?.[lang];
  return typeof value === 'string' ? value : key;
};

/** Every text the desktop bar shows in a locale, in order. */
export function barLabels(lang: LocaleCode): string[] {
  const labels: string[] = [];
  for (const item of NAVBAR.items) {
    if (item.hiddenByDefault && item.id !== 'proTag') continue;
    if ('label' in item && item.label) labels.push(text(item.label, lang));
    if (item.type === 'localeDropdown') labels.push(LOCALES.find(l => l.lang === lang)?.label ?? lang);
    if (item.type === 'search') labels.push(text('search.button', lang));
  }
  return labels;
}

export function currentFingerprint(lang: LocaleCode): string {
  return labelsFingerprint(barLabels(lang));
}

/** `html[lang]` → breakpoints, for every locale measured. */
export function navbarBreakpointsByHtmlLang(): Record<string, NavbarBreakpoints> {
  const out: Record<string, NavbarBreakpoints> = {};
  for (const locale of LOCALES) {
    const m = NAVBAR_MEASUREMENTS[locale.lang];
    if (m) out[locale.htmlLang] = navbarBreakpoints(m);
  }
  return out;
}
