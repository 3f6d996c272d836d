import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { decodeTolerant, idOfHash } from '../../rules/decode';

describe('decodeTolerant', () => {
  it.each([
    ['%', '%'],
    ['100%', '100%'],
    ['%E0%A4%A', '%E0%A4%A'],
    ['%E0%A4', '%E0%A4'],
    ['%zz', '%zz'],
    ['a%20b%', 'a b%'],
    ['%E5%AD%97%', '字%'],
    ['%FF%E5%AD%97', '%FF字'],
    ['%C3%A9t%C3', 'ét%C3'],
    ['%ED%A0%80', '%ED%A0%80'], // an encoded lone surrogate is not a character
    ['section-2', 'section-2'],
    ['%E3%81%AF%E3%81%98%E3%82%81%E3%81%AB', 'はじめに'],
  ])('reads %s as %s', (input, output) => {
    expect(decodeTolerant(input)).toBe(output);
  });

  it('never throws, whatever the text', () => {
    const pieces = fc.oneof(
      fc.constantFrom('%', '%%', '%2', '%zz', '%E0', '%A4', '%FF', '%C3', '%ED%A0%80', '%F4%90%80%80', '#', '/'),
      fc.integer({ min: 0, max: 255 }).map(b => `%${b.toString(16).padStart(2, '0')}`),
      fc.string({ unit: 'binary', maxLength: 4 }),
    );
    fc.assert(
      fc.property(fc.array(pieces, { maxLength: 12 }), parts => {
        const text = parts.join('');
        const decoded = decodeTolerant(text);
        expect(typeof decoded).toBe('string');
        // Where the strict decoder succeeds, the answer is the same.
        let strict: string | undefined;
        try {
          strict = decodeURIComponent(text);
        } catch {}
        if (strict !== undefined) expect(decoded).toBe(strict);
      }),
      { numRuns: 2000 },
    );
  }, 60_000);

  it('decodes whatever encodeURIComponent wrote, with broken escapes around it kept as written', () => {
    const broken = fc.constantFrom('%', '%2', '%zz', '%E0%A4', '%C3', '%FF');
    fc.assert(
      fc.property(fc.string({ unit: 'grapheme', maxLength: 10 }), broken, (text, tail) => {
        expect(decodeTolerant(encodeURIComponent(text))).toBe(text);
        expect(decodeTolerant(`${encodeURIComponent(text)}${tail}`)).toBe(`${text}${tail}`);
      }),
      { numRuns: 1000 },
    );
  }, 60_000);

  it('leaves text without a percent sign alone', () => {
    fc.assert(
      fc.property(fc.string({ unit: 'binary' }), text => {
        fc.pre(!text.includes('%'));
        expect(decodeTolerant(text)).toBe(text);
      }),
    );
  });
});

describe('idOfHash', () => {
  it('names the element a hash points to', () => {
    expect(idOfHash('#top')).toBe('top');
    expect(idOfHash('#100%')).toBe('100%');
    expect(idOfHash('#%E5%AD%97')).toBe('字');
    expect(idOfHash('')).toBe('');
    expect(idOfHash('#')).toBe('');
  });
});
