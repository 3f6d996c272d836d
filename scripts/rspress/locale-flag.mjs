// @ts-check
/**
 * `npm run dev -- --locale ja,de`: Rspress's command line refuses options it
 * does not know, so the flag is taken out of the arguments before Rspress
 * reads them and handed to the config in `DIGLOT_LOCALE_FLAG` (its values
 * joined by commas; rules/dev-locales.ts checks them). `--locale` without a
 * value becomes an empty item, which the rule reports.
 */

export const LOCALE_FLAG_ENV = 'DIGLOT_LOCALE_FLAG';

/**
 * Splits `--locale X`, `--locale=X` (any number of them) from the other
 * arguments. A value is the next argument unless it is another option.
 * @param {readonly string[]} args
 * @returns {{ rest: string[]; values: string[] | null }}
 */
export function takeLocaleFlag(args) {
  /** @type {string[]} */
  const rest = [];
  /** @type {string[]} */
  const values = [];
  let found = false;
  for (let i = 0; i < args.length; i++) {
    const arg = /** @type {string} */ (args[i]);
    if (arg === '--') {
      rest.push(...args.slice(i));
      break;
    }
    if (arg.startsWith('--locale=')) {
      values.push(arg.slice('--locale='.length));
      found = true;
    } else if (arg === '--locale') {
      const next = args[i + 1];
      found = true;
      if (next !== undefined && !next.startsWith('-')) {
        values.push(next);
        i++;
      } else {
        values.push('');
      }
    } else {
      rest.push(arg);
    }
  }
  return { rest, values: found ? values : null };
}
