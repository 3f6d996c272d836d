/**
 * How the site reads the account service's answers (ACCOUNT_API.md). The
 * answer is outside input: every field is checked against a schema, and an
 * answer that does not fit is "unexpected" — shown as an error with Retry,
 * never as a crash and never as a success the page cannot describe.
 */
import * as v from 'valibot';
import type { ClaimResult } from './marketing';

const EARLIEST = Date.UTC(2000, 0, 1);
const LATEST = Date.UTC(2200, 0, 1);

/**
 * Whether year-month-day names a day on the calendar: `Date.parse` rolls
 * `2026-02-31` over to March 3, so the day is checked before it is read.
 */
export function isCalendarDate(year: number, month: number, day: number): boolean {
  if (!Number.isInteger(year) || !Number.isInteger(month) || !Number.isInteger(day)) return false;
  if (month < 1 || month > 12 || day < 1) return false;
  const date = new Date(Date.UTC(2000, month - 1, day));
  date.setUTCFullYear(year);
  return date.getUTCMonth() === month - 1 && date.getUTCDate() === day;
}

/** An instant the service states: an ISO 8601 timestamp of a real calendar day, from which a date can be made. */
const Instant = v.pipe(
  v.string(),
  v.isoTimestamp(),
  v.check(value => {
    const [year, month, day] = value.slice(0, 10).split('-').map(Number);
    if (!isCalendarDate(year, month, day)) return false;
    const time = Date.parse(value);
    return Number.isFinite(time) && time >= EARLIEST && time < LATEST;
  }),
);

// valibot's object() takes an array for an object; an answer body never is one.
const answerObject = <T extends v.ObjectEntries>(entries: T) =>
  v.pipe(
    v.custom<Record<string, unknown>>(input => typeof input === 'object' && input !== null && !Array.isArray(input)),
    v.object(entries),
  );

const ClaimSuccess = answerObject({ expiresAt: v.nullish(Instant) });
const RedeemSuccess = answerObject({
  plan: v.nullish(v.pipe(v.string(), v.regex(/^[a-z][a-z0-9_-]{0,31}$/))),
  expiresAt: v.nullish(Instant),
});

export interface ClaimAnswer {
  result: ClaimResult;
  expiresAt?: string;
}

export type RedeemResult =
  | { outcome: 'redeemed'; plan: string; expiresAt?: string }
  | { outcome: 'signedOut' | 'unknownCode' | 'usedCode' | 'expiredCode' | 'networkError' | 'unexpectedAnswer' };

/** POST /v1/deals/{deal}/claim: status and parsed JSON body (undefined when it was not JSON). */
export function readClaimAnswer(status: number, body: unknown): ClaimAnswer {
  if (status === 200 || status === 201) {
    const parsed = v.safeParse(ClaimSuccess, body);
    if (!parsed.success) return { result: 'unexpectedAnswer' };
    return parsed.output.expiresAt ? { result: 'claimed', expiresAt: parsed.output.expiresAt } : { result: 'claimed' };
  }
  if (status === 401) return { result: 'signedOut' };
  if (status === 409) return { result: 'alreadyClaimed' };
  if (status === 403) return { result: 'notEligible' };
  if (status === 410) return { result: 'ended' };
  return { result: 'networkError' };
}

/** POST /v1/redeem: status and parsed JSON body (undefined when it was not JSON). */
export function readRedeemAnswer(status: number, body: unknown): RedeemResult {
  if (status === 200) {
    const parsed = v.safeParse(RedeemSuccess, body);
    if (!parsed.success) return { outcome: 'unexpectedAnswer' };
    const { plan, expiresAt } = parsed.output;
    return expiresAt ? { outcome: 'redeemed', plan: plan ?? 'pro', expiresAt } : { outcome: 'redeemed', plan: plan ?? 'pro' };
  }
  if (status === 401) return { outcome: 'signedOut' };
  if (status === 404 || status === 400) return { outcome: 'unknownCode' };
  if (status === 409) return { outcome: 'usedCode' };
  if (status === 410) return { outcome: 'expiredCode' };
  return { outcome: 'networkError' };
}

/**
 * The calendar date of an instant the service or the site states, in the
 * reader's language. One rule for every page: dates are read in UTC, the
 * zone the service states them in, so no reader sees a different day.
 */
export function formatServiceDate(instant: string, htmlLang: string): string {
  return new Intl.DateTimeFormat(htmlLang, { dateStyle: 'long', timeZone: 'UTC' }).format(new Date(instant));
}
