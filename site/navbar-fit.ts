/**
 * The navbar's measured widths per locale (written by
 * `npx tsx scripts/measure-navbar.ts`, read by the build's navbar-fit
 * plugin) and the labels they were measured with. The breakpoints derived
 * from them are in rules/navbar-fit.ts.
 */
import measured from './navbar-fit.json';

/** Natural widths, in CSS px, of the bar's contents in its two desktop layouts. */
export interface MeasuredNavbar {
  full: number;
  compact: number;
}

export interface NavbarMeasurement extends MeasuredNavbar {
  /** labelsFingerprint of the labels measured. */
  labels: string;
}

export const NAVBAR_MEASUREMENTS = measured as Readonly<Record<string, NavbarMeasurement>>;
