/**
 * The navbar's measured widths per locale (written by
 * `npx tsx scripts/measure-navbar.ts`, read by the build's navbar-fit
 * plugin) and the labels they were measured with.
 */
import type { StringTable } from '../rules/strings';
import { labelsFingerprint, type MeasuredNavbar, navbarBreakpoints, type NavbarBreakpoints } from '../rules/navbar-fit';
import strings from '../i18n.json';
import measured from './navbar-fit.json';
import { LOCALES, type LocaleCode } from './locales';
import { NAVBAR } from './navbar';

export interface NavbarMeasurement extends MeasuredNavbar {
  /** labelsFingerprint of the labels measured. */
  labels: string;
}

export const NAVBAR_MEASUREMENTS = measured as Readonly<Record<string, NavbarMeasurement>>;

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
