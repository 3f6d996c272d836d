/** `npm run dev -- --locale ja,de` and `DIGLOT_LOCALES` (rules/dev-locales.ts, scripts/rspress/locale-flag.mjs). */
import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { devLocales, servesLocale } from '../../rules/dev-locales';
import { takeLocaleFlag } from '../../scripts/rspress/locale-flag.mjs';
import { LOCALE_CODES } from '../../site/locales';

const known = LOCALE_CODES;
const code = fc.constantFrom(...known);

describe('devLocales', () => {
  it('serves every locale without the flag or the variable', () => {
    expect(devLocales({ flag: undefined, env: undefined }, known)).toEqual({ ok: true, locales: null, from: 'default' });
  });

  it('takes a comma-separated list, in the site order, the flag over the variable', () => {
    expect(devLocales({ flag: 'ja', env: undefined }, known)).toEqual({ ok: true, locales: ['ja'], from: 'flag' });
    expect(devLocales({ flag: undefined, env: ' zh-TW , de' }, known)).toEqual({
      ok: true,
      locales: ['de', 'zh-TW'],
      from: 'env',
    });
    expect(devLocales({ flag: 'en', env: 'ja' }, known)).toEqual({ ok: true, locales: ['en'], from: 'flag' });
  });

  it('names the mistake: nothing, an empty item, an unknown locale, a locale twice', () => {
    const error = (flag: string) => {
      const result = devLocales({ flag, env: undefined }, known);
      return result.ok ? '' : result.error;
    };
    expect(error('')).toMatch(/--locale names no locale/);
    expect(error(' , ')).toMatch(/names no locale/);
    expect(error('ja,,de')).toMatch(/empty item/);
    expect(error('xx')).toMatch(/"xx" is not a locale of this site/);
    expect(error('pt-br')).toMatch(/did you mean pt-BR\?/);
    expect(error('ja,de,ja')).toMatch(/names ja twice/);
    const env = devLocales({ flag: undefined, env: '' }, known);
    expect(env.ok ? '' : env.error).toMatch(/^DIGLOT_LOCALES names no locale/);
  });

  it('accepts exactly the lists of distinct known codes (property)', () => {
    fc.assert(
      fc.property(fc.uniqueArray(code, { minLength: 1 }), fc.constantFrom('', ' ', '\t'), (codes, pad) => {
        const result = devLocales({ flag: codes.map(c => `${pad}${c}${pad}`).join(','), env: undefined }, known);
        expect(result).toEqual({ ok: true, locales: known.filter(c => codes.includes(c)), from: 'flag' });
      }),
    );
  });

  it('never accepts hostile input quietly: an error in words, or only known locales once each (property)', () => {
    const item = fc.oneof(code, fc.string(), fc.constantFrom('', ' ', ',', 'JA', 'zh_TW', 'en-US', '__proto__', 'constructor'));
    fc.assert(
      fc.property(fc.array(item, { maxLength: 8 }), fc.option(fc.string(), { nil: undefined }), (items, env) => {
        const flag = items.join(',');
        const result = devLocales({ flag, env }, known);
        const parts = flag.split(',').map(part => part.trim());
        const valid = parts.every(part => (known as readonly string[]).includes(part)) && new Set(parts).size === parts.length;
        if (valid) {
          expect(result.ok).toBe(true);
          if (result.ok) expect(new Set(result.locales)).toEqual(new Set(parts));
        } else {
          expect(result.ok).toBe(false);
          if (!result.ok) expect(result.error).toMatch(/^--locale\b/);
        }
      }),
    );
  });

  it('servesLocale: every locale when all are served', () => {
    expect(servesLocale(null, 'de')).toBe(true);
    expect(servesLocale(['ja'], 'ja')).toBe(true);
    expect(servesLocale(['ja'], 'de')).toBe(false);
  });
});

describe('takeLocaleFlag', () => {
  it('takes --locale X and --locale=X out of the arguments, keeping the rest in order', () => {
    expect(takeLocaleFlag(['dev', '--locale', 'ja', '--port', '3070'])).toEqual({
      rest: ['dev', '--port', '3070'],
      values: ['ja'],
    });
    expect(takeLocaleFlag(['dev', '--locale=ja,de', '--locale', 'en'])).toEqual({ rest: ['dev'], values: ['ja,de', 'en'] });
    expect(takeLocaleFlag(['dev', '--port', '3070'])).toEqual({ rest: ['dev', '--port', '3070'], values: null });
  });

  it('turns --locale without a value into an empty item (which devLocales reports)', () => {
    expect(takeLocaleFlag(['dev', '--locale'])).toEqual({ rest: ['dev'], values: [''] });
    expect(takeLocaleFlag(['dev', '--locale', '--port', '1'])).toEqual({ rest: ['dev', '--port', '1'], values: [''] });
    const result = devLocales({ flag: [''].join(','), env: undefined }, known);
    expect(result.ok).toBe(false);
  });

  it('leaves no --locale behind and loses no other argument (property)', () => {
    const arg = fc.oneof(fc.string(), fc.constantFrom('--locale', '--locale=', '--locale=ja', '--port', '--', 'ja', '-x'));
    fc.assert(
      fc.property(fc.array(arg, { maxLength: 10 }), args => {
        const { rest, values } = takeLocaleFlag(args);
        const cut = args.indexOf('--');
        const before = cut < 0 ? rest : rest.slice(0, rest.indexOf('--'));
        expect(before.some(a => a === '--locale' || a.startsWith('--locale='))).toBe(false);
        const flags = (cut < 0 ? args : args.slice(0, cut)).filter(a => a === '--locale' || a.startsWith('--locale='));
        expect(values?.length ?? 0).toBe(flags.length);
        // Everything that is neither a flag nor its value survives, in order.
        const kept = args.filter(a => rest.includes(a));
        expect(rest.every(a => kept.includes(a))).toBe(true);
      }),
    );
  });
});
