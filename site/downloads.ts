/**
 * Where to get Diglot, for each platform (facts sheet: browser stores,
 * Safari on Mac and iOS, the mobile app, the APK, the Chrome zip). Store
 * addresses are example.com placeholders until the real listings exist.
 */
import { BRAND } from './brand';

export type StoreId = 'chrome' | 'edge' | 'firefox' | 'safariMac' | 'safariIos' | 'mobileApp' | 'apk' | 'zip';

export interface Store {
  id: StoreId;
  href: string;
  /** Shown in the "for your browser" slot when the visitor uses one of these. */
  forBrowsers: readonly BrowserId[];
}

export type BrowserId = 'chrome' | 'edge' | 'firefox' | 'safari' | 'chromium' | 'other';

export const STORES: readonly Store[] = [
  { id: 'chrome', href: 'https://chromewebstore.example.com/detail/diglot', forBrowsers: ['chrome', 'chromium'] },
  { id: 'edge', href: 'https://microsoftedge.example.com/addons/detail/diglot', forBrowsers: ['edge'] },
  { id: 'firefox', href: 'https://addons.example.com/firefox/addon/diglot/', forBrowsers: ['firefox'] },
  { id: 'safariMac', href: 'https://apps.example.com/app/diglot-for-safari/mac', forBrowsers: ['safari'] },
  { id: 'safariIos', href: 'https://apps.example.com/app/diglot-for-safari/ios', forBrowsers: [] },
  { id: 'mobileApp', href: 'https://apps.example.com/app/diglot', forBrowsers: [] },
  { id: 'apk', href: `${BRAND.urls.download}/android/diglot.apk`, forBrowsers: [] },
  { id: 'zip', href: `${BRAND.urls.download}/chrome/diglot-chrome.zip`, forBrowsers: [] },
];

export function store(id: StoreId): Store {
  return STORES.find(s => s.id === id) as Store;
}

/** Seconds the Android page waits before starting the APK download. */
export const ANDROID_AUTO_DOWNLOAD_DELAY_MS = 2500;
