/**
 * Which locales the dev server plans and compiles: `npm run dev -- --locale
 * ja[,de…]` or `DIGLOT_LOCALES=ja,de`; every locale when neither is given.
 * The flag wins over the variable. A list that names no locale, the same
 * locale twice or a locale the site does not have is an error, said in
 * words, never a dev server that quietly serves something else.
 */

export type DevLocales<Code extends string> =
  | { ok: true; locales: Code[] | null; from: 'flag' | 'env' | 'default' }
  | { ok: false; error: string };

export interface DevLocalesInput {
  /** The values of `--locale`, joined by commas (scripts/rspress/locale-flag.mjs); undefined without the flag. */
  flag: string | undefined;
  /** `DIGLOT_LOCALES`. */
  env: string | undefined;
}

const SOURCES = { flag: '--locale', env: 'DIGLOT_LOCALES' } as const;

/** The locales to serve, in the order of `known`; `null` for all of them. */
export function devLocales<Code extends string>(input: DevLocalesInput, known: readonly Code[]): DevLocales<Code> {
  const from = input.flag !== undefined ? 'flag' : input.env !== undefined ? 'env' : 'default';
  if (from === 'default') return { ok: true, locales: null, from };
  const name = SOURCES[from];
  const text = (from === 'flag' ? input.flag : input.env) as string;
  const list = `(one or more of ${known.join(', ')}, separated by commas)`;
  const items = text.split(',').map(item => item.trim());
  if (items.every(item => item === '')) {
    return { ok: false, error: `${name} names no locale: give ${list}, or leave it out to serve every locale.` };
  }
  if (items.some(item => item === '')) {
    return { ok: false, error: `${name} has an empty item in ${JSON.stringify(text)}: give ${list}.` };
  }
  const seen = new Set<string>();
  for (const item of items) {
    if (!(known as readonly string[]).includes(item)) {
      const near = known.find(code => code.toLowerCase() === item.toLowerCase());
      return {
        ok: false,
        error: `${name}: ${JSON.stringify(item)} is not a locale of this site${near ? ` (did you mean ${near}?)` : ''}; give ${list}.`,
      };
    }
    if (seen.has(item)) return { ok: false, error: `${name} names ${item} twice.` };
    seen.add(item);
  }
  return { ok: true, locales: known.filter(code => seen.has(code)), from };
}

/** Whether a dev server started for `served` serves `lang` (`null`: every locale). */
export function servesLocale(served: readonly string[] | null, lang: string): boolean {
  return served === null || served.includes(lang);
}
