import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { formatServiceDate, isCalendarDate, readClaimAnswer, readRedeemAnswer } from '../../rules/account';

describe('reading the account service', () => {
  it('reads the answers ACCOUNT_API.md lists', () => {
    expect(readClaimAnswer(201, { expiresAt: '2026-12-01T00:00:00Z' })).toEqual({
      result: 'claimed',
      expiresAt: '2026-12-01T00:00:00Z',
    });
    expect(readClaimAnswer(200, {})).toEqual({ result: 'claimed' });
    expect(readClaimAnswer(200, { expiresAt: null, extra: 1 })).toEqual({ result: 'claimed' });
    expect(readClaimAnswer(401, undefined)).toEqual({ result: 'signedOut' });
    expect(readClaimAnswer(409, {})).toEqual({ result: 'alreadyClaimed' });
    expect(readClaimAnswer(403, {})).toEqual({ result: 'notEligible' });
    expect(readClaimAnswer(410, {})).toEqual({ result: 'ended' });
    expect(readClaimAnswer(502, 'Bad gateway')).toEqual({ result: 'networkError' });
    expect(readRedeemAnswer(200, { plan: 'pro', expiresAt: '2027-11-22T00:00:00Z' })).toEqual({
      outcome: 'redeemed',
      plan: 'pro',
      expiresAt: '2027-11-22T00:00:00Z',
    });
    expect(readRedeemAnswer(200, {})).toEqual({ outcome: 'redeemed', plan: 'pro' });
    expect(readRedeemAnswer(404, {})).toEqual({ outcome: 'unknownCode' });
    expect(readRedeemAnswer(400, {})).toEqual({ outcome: 'unknownCode' });
    expect(readRedeemAnswer(409, {})).toEqual({ outcome: 'usedCode' });
    expect(readRedeemAnswer(410, {})).toEqual({ outcome: 'expiredCode' });
    expect(readRedeemAnswer(401, {})).toEqual({ outcome: 'signedOut' });
  });

  it.each([
    { expiresAt: 'soon' },
    { expiresAt: 1e20 },
    { expiresAt: '2026-13-01T00:00:00Z' },
    { expiresAt: '2026-02-31T00:00:00Z' },
    { expiresAt: '2026-02-29T12:00:00Z' },
    { expiresAt: '2027-04-31T00:00:00+09:00' },
    { expiresAt: '2026-00-10T00:00:00Z' },
    { expiresAt: '+275760-09-13T00:00:00Z' },
    { expiresAt: '1970-01-01T00:00:00Z' },
    [['pro']],
    'ok',
    undefined,
    null,
  ])('a success answer with %j is unexpected, not a success', body => {
    expect(readClaimAnswer(200, body)).toEqual({ result: 'unexpectedAnswer' });
    expect(readRedeemAnswer(200, body)).toEqual({ outcome: 'unexpectedAnswer' });
  });

  it('refuses a plan name that is not an identifier', () => {
    expect(readRedeemAnswer(200, { plan: '<img src=x>' })).toEqual({ outcome: 'unexpectedAnswer' });
    expect(readRedeemAnswer(200, { plan: 7 })).toEqual({ outcome: 'unexpectedAnswer' });
  });

  it('dates every page in UTC: the same day for every reader', () => {
    expect(formatServiceDate('2027-11-22T00:00:00Z', 'en')).toBe('November 22, 2027');
    expect(formatServiceDate('2027-11-22T00:00:00Z', 'ja')).toBe('2027年11月22日');
    expect(formatServiceDate('2027-11-21T23:30:00-05:00', 'de')).toBe('22. November 2027');
  });
});

// Whatever the service sends with a success status, reading it never throws,
// and a date the page shows can always be formatted.
const bodies = fc.oneof(
  fc.anything(),
  fc.record({
    expiresAt: fc.oneof(
      fc.string(),
      fc.double(),
      fc.date({ noInvalidDate: false }).map(d => (Number.isNaN(d.getTime()) ? 'Invalid' : d.toISOString())),
      fc.constant(null),
    ),
  }),
  fc.record({ plan: fc.oneof(fc.string(), fc.integer()), expiresAt: fc.string() }),
);

describe('reading generated hostile answers', () => {
  it('never throws and only ever passes on a date that formats', () => {
    fc.assert(
      fc.property(fc.constantFrom(200, 201), bodies, (status, body) => {
        const claim = readClaimAnswer(status, body);
        if (claim.expiresAt) expect(() => formatServiceDate(claim.expiresAt as string, 'ar')).not.toThrow();
        const redeem = readRedeemAnswer(200, body);
        if (redeem.outcome === 'redeemed' && redeem.expiresAt)
          expect(() => formatServiceDate(redeem.expiresAt as string, 'hi')).not.toThrow();
      }),
      { numRuns: 5000 },
    );
  });
});

describe('isCalendarDate', () => {
  it('knows the length of every month, leap years included', () => {
    expect(isCalendarDate(2026, 2, 31)).toBe(false);
    expect(isCalendarDate(2026, 2, 29)).toBe(false);
    expect(isCalendarDate(2028, 2, 29)).toBe(true);
    expect(isCalendarDate(2100, 2, 29)).toBe(false);
    expect(isCalendarDate(2000, 2, 29)).toBe(true);
    expect(isCalendarDate(2026, 4, 31)).toBe(false);
    expect(isCalendarDate(2026, 12, 31)).toBe(true);
    expect(isCalendarDate(2026, 13, 1)).toBe(false);
    expect(isCalendarDate(2026, 1, 0)).toBe(false);
  });

  it('a date passes exactly when it is the day it names', () => {
    fc.assert(
      fc.property(
        fc.integer({ min: 1, max: 9999 }),
        fc.integer({ min: -1, max: 14 }),
        fc.integer({ min: -1, max: 33 }),
        (y, m, d) => {
          const iso = `${String(y).padStart(4, '0')}-${String(m).padStart(2, '0')}-${String(d).padStart(2, '0')}T00:00:00Z`;
          const parsed = new Date(iso);
          const real = !Number.isNaN(parsed.getTime()) && parsed.toISOString().startsWith(iso.slice(0, 10));
          expect(isCalendarDate(y, m, d)).toBe(m >= 1 && m <= 12 && d >= 1 && real);
        },
      ),
      { numRuns: 3000 },
    );
  });

  it('an answer dated on an impossible day is unexpected, and a real one is the day shown', () => {
    expect(readRedeemAnswer(200, { expiresAt: '2026-02-31T00:00:00Z' })).toEqual({ outcome: 'unexpectedAnswer' });
    const ok = readRedeemAnswer(200, { expiresAt: '2028-02-29T00:00:00Z' });
    expect(ok).toEqual({ outcome: 'redeemed', plan: 'pro', expiresAt: '2028-02-29T00:00:00Z' });
    expect(formatServiceDate('2028-02-29T00:00:00Z', 'en')).toBe('February 29, 2028');
  });
});
