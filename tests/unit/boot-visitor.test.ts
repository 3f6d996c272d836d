import vm from 'node:vm';
import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { bootScript } from '../../rules/boot-script';
import { BOOT_ATTRIBUTES } from '../../site/visitor';
import { isActiveSubscriber, isSafariOnly } from '../../rules/visitor';

// One compiled script and one context, re-pointed per run: a fresh V8
// context per case made 500 runs slower than the test timeout.
const script = new vm.Script(bootScript());
const env = { userInfo: null as string | null, userAgent: '', flags: new Set<string>() };
const sandboxWindow: Record<string, unknown> = {
  localStorage: { getItem: (key: string) => (key === 'user_info' ? env.userInfo : null) },
  addEventListener: () => {},
};
sandboxWindow.window = sandboxWindow;
const context = vm.createContext({
  document: { documentElement: { setAttribute: (name: string) => env.flags.add(name) } },
  navigator: {
    get userAgent() {
      return env.userAgent;
    },
  },
  window: sandboxWindow,
});

/** Runs the boot script against a stored user_info and a user agent; the <html> flags it set. */
function boot(userInfo: string | null, userAgent: string): Set<string> {
  env.userInfo = userInfo;
  env.userAgent = userAgent;
  env.flags = new Set();
  script.runInContext(context);
  return env.flags;
}

const CHROME = 'Mozilla/5.0 (X11; Linux x86_64) AppleWebKit/537.36 (KHTML, like Gecko) Chrome/140.0.0.0 Safari/537.36';
const SAFARI =
  'Mozilla/5.0 (Macintosh; Intel Mac OS X 14_5) AppleWebKit/605.1.15 (KHTML, like Gecko) Version/17.5 Safari/605.1.15';

describe('boot script: visitor flags before first paint', () => {
  it('flags an active subscriber and a Safari-only browser, nobody else', () => {
    const active = JSON.stringify({ subscription: { subscriptionStatus: 'active' } });
    expect(boot(active, CHROME).has(BOOT_ATTRIBUTES.subscriber)).toBe(true);
    expect(
      boot(JSON.stringify({ subscription: { subscriptionStatus: 'expired' } }), CHROME).has(BOOT_ATTRIBUTES.subscriber),
    ).toBe(false);
    expect(boot(null, CHROME).size).toBe(0);
    expect(boot(null, SAFARI).has(BOOT_ATTRIBUTES.safariOnly)).toBe(true);
  });

  it('agrees with rules/visitor.ts on any stored user_info, hostile or not', () => {
    const userInfo = fc.oneof(
      fc.constant(null),
      fc.string(),
      fc.json(),
      fc
        .record({
          subscription: fc.oneof(
            fc.anything(),
            fc.record({ subscriptionStatus: fc.oneof(fc.constant('active'), fc.anything()) }),
          ),
        })
        .map(v => JSON.stringify(v) ?? 'null'),
    );
    fc.assert(
      fc.property(userInfo, raw => {
        expect(boot(raw, CHROME).has(BOOT_ATTRIBUTES.subscriber)).toBe(isActiveSubscriber(raw));
      }),
      { numRuns: 500 },
    );
  });

  it('agrees with rules/visitor.ts on any user agent', () => {
    const agent = fc.oneof(
      fc.string(),
      fc.constantFrom(CHROME, SAFARI, 'CriOS Safari', 'Chromium Safari', 'safari'),
      fc.tuple(fc.string(), fc.constantFrom('Safari', 'Chrome', 'Chromium', ''), fc.string()).map(p => p.join('')),
    );
    fc.assert(
      fc.property(agent, ua => {
        expect(boot(null, ua).has(BOOT_ATTRIBUTES.safariOnly)).toBe(isSafariOnly(ua));
      }),
      { numRuns: 500 },
    );
  });
});
