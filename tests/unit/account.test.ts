import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { formatServiceDate, readClaimAnswer, readRedeemAnswer } from '../../rules/account';

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
