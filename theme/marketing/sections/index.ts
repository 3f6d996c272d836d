/**
 * Section type → component module. Build-time only: the pages plugin
 * imports just the components a page's copy uses.
 */
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import type { SectionType } from '../types';

const here = path.dirname(fileURLToPath(import.meta.url));

export const SECTION_COMPONENTS: Record<SectionType, string> = {
  hero: 'Hero',
  featureGrid: 'FeatureGrid',
  split: 'Split',
  stats: 'Stats',
  engines: 'Engines',
  steps: 'Steps',
  faq: 'Faq',
  cta: 'CallToAction',
  guides: 'Guides',
  pricing: 'Pricing',
  accuracy: 'Accuracy',
  download: 'Download',
  androidDownload: 'AndroidDownload',
  topup: 'Topup',
  exchange: 'Exchange',
  mangaClaim: 'MangaClaim',
  copyLink: 'CopyLink',
};

export function sectionComponentFile(type: SectionType): string {
  return path.join(here, `${SECTION_COMPONENTS[type]}.tsx`);
}

/** Section types a copy module uses, read from its source (`type: 'hero'`). */
export function sectionTypesIn(source: string): SectionType[] {
  const found = new Set<SectionType>();
  for (const match of source.matchAll(/\btype:\s*['"](\w+)['"]/g)) {
    const type = match[1] as SectionType;
    if (!(type in SECTION_COMPONENTS)) throw new Error(`Unknown marketing section type "${type}"`);
    found.add(type);
  }
  return [...found];
}
