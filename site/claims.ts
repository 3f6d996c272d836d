import { INPUT_TRIGGER } from './policies';

/**
 * Numbers the marketing copy states (spec §1 and §9). Copy refers to them
 * as `{videoSites}`, `{engines}`… and they are formatted per locale.
 */
export const CLAIMS = {
  /** Video sites with bilingual subtitles ("60+", copy may say up to 100). */
  videoSites: 60,
  videoSitesMax: 100,
  /** Translation engines ("20+"; "10+" where a short list is meant). */
  engines: 20,
  enginesShort: 10,
  languages: 100,
  users: 10_000_000,
  displayStyles: 20,
  /** Services shown on the home page. */
  homeServices: 10,
  /** Presses of the space bar that translate an input box (held in site/policies.ts). */
  inputSpaces: INPUT_TRIGGER.spacePresses,
} as const;

export type ClaimName = keyof typeof CLAIMS;
