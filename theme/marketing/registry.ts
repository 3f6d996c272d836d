/**
 * Which component renders each marketing page. Build-time only: the pages
 * plugin imports the component by absolute path into the generated page.
 */
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import type { MarketingPageId } from '../../site/routes';

const here = path.dirname(fileURLToPath(import.meta.url));

/** Every page is drawn from its sections, except the search results page. */
const COMPONENTS: Record<MarketingPageId, string> = {
  landing: 'SectionsPage',
  android: 'SectionsPage',
  ao3: 'SectionsPage',
  bill: 'SectionsPage',
  'deals-manga': 'SectionsPage',
  download: 'SectionsPage',
  exchange: 'SectionsPage',
  'f-pdf-translate': 'SectionsPage',
  'f-share-bilingual-content': 'SectionsPage',
  'f-video-subtitle-translate': 'SectionsPage',
  home: 'SectionsPage',
  image: 'SectionsPage',
  learn: 'SectionsPage',
  manga: 'SectionsPage',
  'manual-chrome-extension': 'SectionsPage',
  'manual-chrome-extension-zip': 'SectionsPage',
  mobile: 'SectionsPage',
  pricing: 'SectionsPage',
  search: 'SearchResults',
  topup: 'SectionsPage',
  'usage-scenarios': 'SectionsPage',
  welcome: 'SectionsPage',
};

export function marketingComponentFile(id: MarketingPageId): string {
  return path.join(here, 'pages', COMPONENTS[id], 'index.tsx');
}
