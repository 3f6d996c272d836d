// @ts-check
/**
 * Loaded with `node --import` into Rspress's own process (build and dev):
 * installs the resolve hook that gives Rspress our page-data extraction.
 * Plain JavaScript because it runs before any TypeScript loader would.
 */
import { register } from 'node:module';

register('./resolve-hooks.mjs', import.meta.url);
