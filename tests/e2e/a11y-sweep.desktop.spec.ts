/** axe on every marketing page and a spread of docs pages, in the three source locales and right-to-left Arabic. */
import { FULL_SWEEP_LANGS } from './support/axe';
import { sweepLocales } from './support/a11y-sweep';

sweepLocales(FULL_SWEEP_LANGS);
