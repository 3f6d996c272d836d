/**
 * The layout of every marketing page (section order, types, links, icons,
 * illustrations), naming its words by key. The words are in each locale's
 * catalog, docs/<lang>/_copy/<page>.json. Build-time only.
 */
import type { SectionsLayout } from './types';
import type { MarketingPageId } from '../routes';
import android from './android';
import ao3 from './ao3';
import bill from './bill';
import dealsManga from './deals-manga';
import download from './download';
import exchange from './exchange';
import fPdfTranslate from './f-pdf-translate';
import fShareBilingualContent from './f-share-bilingual-content';
import fVideoSubtitleTranslate from './f-video-subtitle-translate';
import home from './home';
import image from './image';
import landing from './landing';
import learn from './learn';
import manga from './manga';
import manualChromeExtensionZip from './manual-chrome-extension-zip';
import manualChromeExtension from './manual-chrome-extension';
import mobile from './mobile';
import pricing from './pricing';
import search from './search';
import topup from './topup';
import usageScenarios from './usage-scenarios';
import welcome from './welcome';

export const MARKETING_LAYOUTS: Readonly<Record<MarketingPageId, SectionsLayout>> = {
  android,
  ao3,
  bill,
  'deals-manga': dealsManga,
  download,
  exchange,
  'f-pdf-translate': fPdfTranslate,
  'f-share-bilingual-content': fShareBilingualContent,
  'f-video-subtitle-translate': fVideoSubtitleTranslate,
  home,
  image,
  landing,
  learn,
  manga,
  'manual-chrome-extension-zip': manualChromeExtensionZip,
  'manual-chrome-extension': manualChromeExtension,
  mobile,
  pricing,
  search,
  topup,
  'usage-scenarios': usageScenarios,
  welcome,
};
