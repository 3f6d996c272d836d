/**
 * Policies and product facts that pages quote (facts sheet, section
 * "Policies and facts that were unclear", settled 2026-11-25). Each number
 * exists here once; docs pages show it through the components of
 * `theme/mdx` (`<RefundWindow>`, `<DefaultShortcuts>`…), formatted for the
 * reader's locale, and `rules/policy-numbers.ts` fails a page that writes
 * one by hand. Plan prices and packs stay in `site/plans.ts`.
 */

export type PlanBilling = 'monthly' | 'yearly';

/**
 * Refunds (settled 2026-11-28): on request, once per account, within a
 * window after a payment; and, without a request, the unused part of a
 * prepaid period when Pro is discontinued or an account is closed without
 * a breach by its owner. Nothing else.
 */
export const REFUND_POLICY = {
  timesPerAccount: 1,
  windowHours: { monthly: 24, yearly: 72 } satisfies Record<PlanBilling, number>,
} as const;

export type LegalPageId = 'TERMS' | 'PRIVACY' | 'EULA';

/**
 * The day each legal page's current version took effect (YYYY-MM-DD).
 * TERMS and PRIVACY changed on 25 November 2026 (refunds and retention);
 * every locale's page shows the date through `<EffectiveDate page="…" />`.
 */
export const POLICY_EFFECTIVE_DATES: Record<LegalPageId, string> = {
  TERMS: '2026-11-25',
  PRIVACY: '2026-11-25',
  EULA: '2026-11-10',
};

export type ShortcutId = 'translatePage' | 'translateWholePage' | 'sidePanel' | 'inputBox';

export interface Shortcut {
  id: ShortcutId;
  /** Keys pressed together, as printed on the keyboard; null: no default. */
  keys: readonly string[] | null;
}

/**
 * Keyboard shortcuts. Two have defaults; the side panel and the input box
 * can be given keys on the browser's extension-shortcuts page.
 */
export const SHORTCUTS: readonly Shortcut[] = [
  { id: 'translatePage', keys: ['Alt', 'A'] },
  { id: 'translateWholePage', keys: ['Alt', 'W'] },
  { id: 'sidePanel', keys: null },
  { id: 'inputBox', keys: null },
];

export const DEFAULT_SHORTCUTS = SHORTCUTS.filter(s => s.keys !== null);

/** Where each browser lets the reader change extension shortcuts. */
export const SHORTCUT_SETTINGS_PAGES = {
  chromium: 'chrome://extensions/shortcuts',
  edge: 'edge://extensions/shortcuts',
  firefox: 'about:addons',
} as const;

/** Hover translation: off until turned on; a held modifier key. */
export const HOVER = {
  onByDefault: false,
  defaultKey: 'Shift',
  keys: ['Shift', 'Ctrl', 'Alt'],
} as const;

export type TouchGesture = 'doubleTap' | 'tripleTap' | 'twoFingerTap' | 'threeFingerTap' | 'swipe';

/** Touch gestures on phones and tablets: off until one is chosen. */
export const TOUCH_GESTURES = {
  onByDefault: false,
  choices: ['doubleTap', 'tripleTap', 'twoFingerTap', 'threeFingerTap', 'swipe'] as readonly TouchGesture[],
} as const;

/** Input boxes: presses of the space bar, quickly, that translate (changeable). */
export const INPUT_TRIGGER = {
  spacePresses: 3,
  configurable: true,
} as const;

export type AllowanceUnit = 'page' | 'token';

/** What each Pro allowance is counted in, and how it renews. */
export const ALLOWANCES = {
  pdfPro: { unit: 'page' as AllowanceUnit, per: 'month' },
  premiumModel: { unit: 'token' as AllowanceUnit, per: 'month' },
  rollsOver: false,
  /** Top-up packs show their validity at purchase; no page says they never expire. */
  topUpValidity: 'statedAtPurchase',
} as const;

export type PlatformId = 'chrome' | 'edge' | 'firefox' | 'safariMac' | 'safariIos' | 'android' | 'userscript' | 'zip';

/** Where Diglot runs (facts sheet, "Surfaces"). */
export const PLATFORMS: readonly PlatformId[] = [
  'chrome',
  'edge',
  'firefox',
  'safariMac',
  'safariIos',
  'android',
  'userscript',
  'zip',
];

/** Chromium browsers that install the Chrome build. */
export const CHROMIUM_BROWSERS = ['Brave', 'Arc', 'Opera', 'Kiwi'] as const;

/**
 * Android: one download, the APK of the older browser app, no longer
 * maintained. Readers are pointed to these browsers first.
 */
export const ANDROID = {
  download: 'apk',
  maintained: false,
  preferredBrowsers: ['Edge', 'Firefox'],
} as const;

/** Uploaded files (PDF Pro, smart image, manga): no retention period in days is stated anywhere. */
export const UPLOADED_FILES = {
  statedRetentionDays: null,
} as const;
