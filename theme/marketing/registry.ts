/**
 * Which component renders each marketing page. Build-time only: the pages
 * plugin imports the component by absolute path into the generated page.
 */
import fs from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import type { MarketingPageId } from '../../site/routes';

const here = path.dirname(fileURLToPath(import.meta.url));

const COMPONENTS: Record<MarketingPageId, string> = {
  landing: 'Landing',
  android: 'Android',
  ao3: 'Ao3',
  bill: 'Bill',
  'deals-manga': 'DealsManga',
  download: 'Download',
  exchange: 'Exchange',
  'f-pdf-translate': 'PdfTranslate',
  'f-share-bilingual-content': 'ShareBilingual',
  'f-video-subtitle-translate': 'VideoSubtitles',
  home: 'Home',
  image: 'ImageTranslate',
  learn: 'Learn',
  manga: 'Manga',
  'manual-chrome-extension': 'ManualInstall',
  'manual-chrome-extension-zip': 'ManualInstallZip',
  mobile: 'Mobile',
  pricing: 'Pricing',
  search: 'SearchResults',
  topup: 'Topup',
  'usage-scenarios': 'UsageScenarios',
  welcome: 'Welcome',
};

export function marketingComponentName(id: MarketingPageId): string {
  return COMPONENTS[id];
}

export function marketingComponentFile(id: MarketingPageId): string {
  const file = path.join(here, 'pages', COMPONENTS[id], 'index.tsx');
  // Pages whose design is not built yet render their copy generically.
  return fs.existsSync(file) ? file : path.join(here, 'pages', 'Generic', 'index.tsx');
}
