import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { currentHeading, idOfHash, scrollToShow } from '../../rules/toc';

const at = (tops: number[], more: Partial<Parameters<typeof currentHeading>[0]> = {}) =>
  currentHeading({ tops, line: 96, viewportHeight: 800, atBottom: false, followed: null, ...more });

describe('the section being read', () => {
  it('is the last heading at or above the reading line, none before the first', () => {
    expect(at([300, 900, 1600])).toBe(-1);
    expect(at([96, 700, 1400])).toBe(0);
    expect(at([-500, 95, 800])).toBe(1);
    expect(at([-1500, -800, -20])).toBe(2);
  });

  it('at the very bottom, is the last heading on screen (closing sections never reach the line)', () => {
    expect(at([-900, 300, 650], { atBottom: true })).toBe(2);
    expect(at([-900, 300, 820], { atBottom: true })).toBe(1);
    expect(at([-900, 300, 650])).toBe(0);
  });

  it('is the heading a link was followed to while it is on screen', () => {
    expect(at([-900, 300, 650], { atBottom: true, followed: 1 })).toBe(1);
    // Scrolled out of view: back to where the reader is.
    expect(at([-1900, -700, -350], { followed: 1 })).toBe(2);
    expect(at([10, 300], { followed: 7 })).toBe(0);
  });

  it('is always a heading of the page, or none', () => {
    fc.assert(
      fc.property(
        fc.array(fc.double({ min: -1e6, max: 1e6, noNaN: true }), { maxLength: 40 }),
        fc.double({ min: 0, max: 2000, noNaN: true }),
        fc.boolean(),
        fc.option(fc.integer({ min: -5, max: 50 })),
        (tops, line, atBottom, followed) => {
          const index = currentHeading({ tops, line, viewportHeight: 800, atBottom, followed });
          expect(index).toBeGreaterThanOrEqual(-1);
          expect(index).toBeLessThan(tops.length);
        },
      ),
    );
  });
});

describe('keeping the current entry in view in a long list', () => {
  it('scrolls the least that shows it whole, and not at all when it shows', () => {
    const box = { top: 100, bottom: 500 };
    expect(scrollToShow({ top: 200, bottom: 230 }, box)).toBeNull();
    expect(scrollToShow({ top: 520, bottom: 550 }, box)).toBe(50);
    expect(scrollToShow({ top: 60, bottom: 90 }, box)).toBe(-40);
    // Taller than the box: its top shows.
    expect(scrollToShow({ top: 300, bottom: 900 }, box)).toBe(200);
  });
});

describe('the heading a URL fragment names', () => {
  it('decodes it, and gives nothing for what cannot be decoded', () => {
    expect(idOfHash('#faq')).toBe('faq');
    expect(idOfHash('#%E6%A6%82%E8%A6%81')).toBe('概要');
    expect(idOfHash('')).toBe('');
    expect(idOfHash('#%E0%A4%A')).toBe('');
  });

  it('never throws on any fragment, and reads back what a link encoded', () => {
    // Broken escapes, lone surrogates, any text around them.
    const piece = fc.oneof(fc.constantFrom('%', '%E0', '%A4', '%%', '#', '%zz', '%ED%A0%80', '\uD800', '概'), fc.string());
    const hostile = fc.array(piece, { maxLength: 8 }).map(parts => parts.join(''));
    fc.assert(
      fc.property(hostile, hash => {
        expect(typeof idOfHash(`#${hash}`)).toBe('string');
      }),
    );
    fc.assert(
      fc.property(fc.string({ unit: 'grapheme' }), id => {
        expect(idOfHash(`#${encodeURIComponent(id)}`)).toBe(id);
      }),
    );
  });
});
