/**
 * Section type → component module. Build-time only: the pages plugin
 * imports just the components a page's layout uses.
 */
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import type { SectionType } from '../../../site/marketing/types';

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
