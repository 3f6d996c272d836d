/**
 * The boot script flags an outdated Chromium exactly when
 * rules/visitor.ts:isOutdatedChromium says so, for any user agent: it is
 * generated from the same pattern, and here it is run as the browser runs it.
 */
import vm from 'node:vm';
import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { bootScript } from '../../rules/boot-script';
import { BOOT_ATTRIBUTES, MIN_CHROMIUM_VERSION } from '../../site/visitor';
import { isOutdatedChromium } from '../../rules/visitor';

/** Runs the boot script against a user agent; returns the attributes it set on <html>. */
function runBoot(userAgent: string): string[] {
  const attributes: string[] = [];
  const context = {
    document: { documentElement: { setAttribute: (name: string) => attributes.push(name) } },
    navigator: { userAgent },
    window: { localStorage: { getItem: () => null }, addEventListener: () => {} },
  };
  vm.runInNewContext(bootScript(), context);
  return attributes;
}

const flagged = (userAgent: string) => runBoot(userAgent).includes(BOOT_ATTRIBUTES.outdatedBrowser);

describe('boot script', () => {
  it('flags an old Chrome and leaves a current one, Firefox and Safari alone', () => {
    const chrome = (version: number) =>
      `Mozilla/5.0 (Windows NT 10.0; Win64; x64) AppleWebKit/537.36 (KHTML, like Gecko) Chrome/${version}.0.0.0 Safari/537.36`;
    expect(flagged(chrome(MIN_CHROMIUM_VERSION - 1))).toBe(true);
    expect(flagged(chrome(MIN_CHROMIUM_VERSION))).toBe(false);
    expect(flagged('Mozilla/5.0 (X11; Linux x86_64; rv:133.0) Gecko/20100101 Firefox/133.0')).toBe(false);
    expect(
      flagged(
        'Mozilla/5.0 (Macintosh; Intel Mac OS X 14_5) AppleWebKit/605.1.15 (KHTML, like Gecko) Version/18.0 Safari/605.1.15',
      ),
    ).toBe(false);
  });

  it('agrees with isOutdatedChromium on any user agent, hostile ones included', () => {
    const version = fc.oneof(fc.integer({ min: 0, max: 400 }).map(String), fc.string({ maxLength: 6 }));
    const userAgent = fc.oneof(
      fc.string(),
      fc
        .tuple(fc.string(), fc.constantFrom('Chrome/', 'Chromium/', 'chrome/', 'Chrome', 'HeadlessChrome/'), version, fc.string())
        .map(parts => parts.join('')),
    );
    fc.assert(
      fc.property(userAgent, ua => {
        expect(flagged(ua)).toBe(isOutdatedChromium(ua, MIN_CHROMIUM_VERSION));
      }),
      { numRuns: 500 },
    );
  });
});
