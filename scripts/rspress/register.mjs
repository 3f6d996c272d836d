// @ts-check
/**
 * Loaded with `node --import` into Rspress's own process (build and dev):
 * installs the resolve hook that gives Rspress our page-data extraction
 * (page-data.mjs; not with DIGLOT_BUILD_CACHE=off),
 * and takes `--locale` out of the arguments (locale-flag.mjs).
 * Plain JavaScript because it runs before any TypeScript loader would.
 */
import { register } from 'node:module';
import { LOCALE_FLAG_ENV, takeLocaleFlag } from './locale-flag.mjs';

if (process.env.DIGLOT_BUILD_CACHE !== 'off') register('./page-data.mjs', import.meta.url);

// argv: node, the script, then Rspress's own arguments.
const { rest, values } = takeLocaleFlag(process.argv.slice(2));
if (values) {
  process.argv.splice(2, process.argv.length - 2, ...rest);
  process.env[LOCALE_FLAG_ENV] = values.join(',');
} else {
  // Only ever set from the command line, never inherited.
  delete process.env[LOCALE_FLAG_ENV];
}
