/**
 * The shape of marketing copy. Each page's copy (docs/<lang>/_copy/<page>.ts)
 * is a list of sections; each section type has a component in
 * theme/marketing/sections/. Words live in copy, layout in components,
 * numbers and prices in site/ data (copy refers to claims as `{videoSites}`).
 */
import type { StoreId } from '../downloads';
import type { PlanFeature, TrafficPackId } from '../plans';
import type { SceneCopy, SceneName } from './scene-types';

/** The line icons a layout may name (theme/marketing/icons.tsx draws each). */
export const ICON_NAMES = [
  'globe',
  'columns',
  'pdf',
  'book',
  'subtitles',
  'video',
  'meeting',
  'image',
  'manga',
  'quill',
  'keyboard',
  'cursor',
  'selection',
  'share',
  'engine',
  'languages',
  'palette',
  'mobile',
  'shield',
  'zap',
  'users',
  'student',
  'flask',
  'code',
  'chart',
  'briefcase',
  'camera',
  'check',
  'sparkles',
  'download',
  'puzzle',
  'lock',
  'gift',
  'card',
  'ticket',
  'compass',
  'clock',
  'star',
] as const;
export type IconName = (typeof ICON_NAMES)[number];

/** The wordless drawings a layout may name (theme/marketing/illustrations.tsx draws each). */
export const DRAWING_NAMES = ['image', 'share', 'mobile', 'engines', 'install', 'learn', 'rocket'] as const;
export type DrawingName = (typeof DRAWING_NAMES)[number];
/** A section's picture: a drawing, or a scene drawn with real text. */
export type IllustrationName = DrawingName | SceneName;

/** A locale's words for one page, `docs/<lang>/_copy/<page>.json`: `{ "hero.title": "…" }`. */
export type Catalog = Record<string, string>;

/** Head of every marketing page: its own title and description. */
export interface PageMeta {
  title: string;
  description: string;
}

export interface BaseCopy {
  meta: PageMeta;
}

/** A link: internal paths are locale-less (`/pricing/`), external ones full URLs. */
export interface Cta {
  label: string;
  href: string;
}

export interface HeroSection {
  type: 'hero';
  eyebrow?: string;
  title: string;
  lead: string;
  primary?: Cta;
  secondary?: Cta;
  /** Small print under the buttons ("Free, no account needed"). */
  note?: string;
  illustration: IllustrationName;
  /** The words of the illustration when it is a scene, attached at build time. */
  scene?: SceneCopy;
}

export interface FeatureItem {
  icon: IconName;
  title: string;
  text: string;
  link?: Cta;
  /** Marks a Pro-only feature. */
  pro?: boolean;
}

export interface FeatureGridSection {
  type: 'featureGrid';
  id?: string;
  title: string;
  lead?: string;
  items: FeatureItem[];
}

export interface SplitSection {
  type: 'split';
  id?: string;
  eyebrow?: string;
  title: string;
  text: string;
  bullets?: string[];
  illustration: IllustrationName;
  /** The words of the illustration when it is a scene, attached at build time. */
  scene?: SceneCopy;
  link?: Cta;
}

export interface StatsSection {
  type: 'stats';
  title?: string;
  /** Values may use claims: `{videoSites}`, `{users}`… */
  items: { value: string; label: string }[];
}

export interface EnginesSection {
  type: 'engines';
  title: string;
  lead: string;
  link?: Cta;
}

export interface StepsSection {
  type: 'steps';
  id?: string;
  title: string;
  lead?: string;
  items: {
    title: string;
    text: string;
    /** Text the reader can copy with one click (e.g. `chrome://extensions`). */
    copy?: string;
    link?: Cta;
  }[];
}

export interface FaqSection {
  type: 'faq';
  title: string;
  items: { q: string; a: string }[];
}

export interface CtaSection {
  type: 'cta';
  title: string;
  text?: string;
  primary: Cta;
  secondary?: Cta;
}

export interface GuidesSection {
  type: 'guides';
  title: string;
  lead?: string;
  items: { title: string; text: string; href: string; tag: string; minutes?: number }[];
}

export interface PricingSection {
  type: 'pricing';
  title: string;
  lead: string;
  periodLabel: string;
  monthly: string;
  yearly: string;
  /** `{percent}` is filled in from the prices. */
  yearlySave: string;
  perMonth: string;
  perYear: string;
  billedYearly: string;
  /** `priceNote` follows the formatted zero price ("$0 forever"). */
  free: { name: string; tagline: string; priceNote: string; cta: Cta };
  pro: { name: string; tagline: string; badge: string; cta: string };
  /** What each plan includes, in order (from site/plans.ts). */
  features: Record<PlanFeature, string>;
  compareTitle: string;
  included: string;
  notIncluded: string;
}

export interface AccuracySection {
  type: 'accuracy';
  title: string;
  lead: string;
  /** Language pair labels, e.g. `{ 'en-de': 'English → German' }`. */
  pairs: Record<'en-de' | 'en-zh' | 'en-ja', string>;
  /** `{multiple}` is filled in: "{multiple}× more accurate". */
  value: string;
  footnote: string;
}

export interface DownloadSection {
  type: 'download';
  title: string;
  yourBrowser: string;
  otherBrowsers: string;
  mobileTitle: string;
  stores: Record<StoreId, { name: string; action: string; note: string }>;
  manualTitle: string;
  manualText: string;
  manualLink: Cta;
}

export interface AndroidSection {
  type: 'androidDownload';
  title: string;
  starting: string;
  started: string;
  manual: string;
  help: string;
  helpLink: Cta;
}

export interface TopupSection {
  type: 'topup';
  title: string;
  lead: string;
  /** `{tokens}` is filled in. */
  packName: string;
  packs: Record<TrafficPackId, string>;
  choose: string;
  continue: string;
  note: string;
}

export interface ExchangeSection {
  type: 'exchange';
  title: string;
  lead: string;
  label: string;
  placeholder: string;
  hint: string;
  submit: string;
}

export interface MangaClaimSection {
  type: 'mangaClaim';
  title: string;
  lead: string;
  perks: string[];
  claim: string;
  /** `{date}` is filled in. */
  endsOn: string;
}

export interface CopyLinkSection {
  type: 'copyLink';
  title: string;
  text: string;
  /** The address to copy, locale-less for internal pages. */
  href: string;
  button: string;
}

export type Section =
  | HeroSection
  | FeatureGridSection
  | SplitSection
  | StatsSection
  | EnginesSection
  | StepsSection
  | FaqSection
  | CtaSection
  | GuidesSection
  | PricingSection
  | AccuracySection
  | DownloadSection
  | AndroidSection
  | TopupSection
  | ExchangeSection
  | MangaClaimSection
  | CopyLinkSection;

export type SectionType = Section['type'];

export interface SectionsCopy extends BaseCopy {
  sections: Section[];
}

/**
 * A page's layout (site/marketing/<page>.ts): the same tree as its copy,
 * with every string a reader sees replaced by its key in the page's
 * catalog (docs/<lang>/_copy/<page>.json).
 */
export type SectionsLayout = SectionsCopy;
