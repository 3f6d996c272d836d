/**
 * Plans, prices, traffic packs and the limited-time manga deal (spec §1,
 * §9; facts sheet). Prices are data so a deployment can change them
 * without touching components; they are formatted per locale with Intl.
 */
export interface Money {
  amount: number;
  currency: string;
}

export type BillingPeriod = 'monthly' | 'yearly';

/** Capabilities compared on the pricing page. */
export const PLAN_FEATURES = [
  'engines',
  'webPages',
  'pdfViewer',
  'inputHover',
  'videoSubtitles',
  'displayStyles',
  'pdfPro',
  'aiImages',
  'manga',
  'contextAi',
  'premiumQuota',
] as const;

export type PlanFeature = (typeof PLAN_FEATURES)[number];

export interface Plan {
  id: 'free' | 'pro';
  prices: Record<BillingPeriod, Money> | null;
  features: readonly PlanFeature[];
}

export const PLANS: readonly Plan[] = [
  {
    id: 'free',
    prices: null,
    features: ['engines', 'webPages', 'pdfViewer', 'inputHover', 'videoSubtitles', 'displayStyles'],
  },
  {
    id: 'pro',
    prices: { monthly: { amount: 14.99, currency: 'USD' }, yearly: { amount: 124.99, currency: 'USD' } },
    features: PLAN_FEATURES,
  },
];

/** Dedicated engine's accuracy over a baseline (pricing copy, spec §1). */
export const ACCURACY_MULTIPLES = [
  { pair: 'en-de', source: 'en', target: 'de', multiple: 6 },
  { pair: 'en-zh', source: 'en', target: 'zh', multiple: 5 },
  { pair: 'en-ja', source: 'en', target: 'ja', multiple: 6 },
] as const;

/** Traffic packs: extra premium-model tokens on top of the monthly quota. */
export const TRAFFIC_PACKS = [
  { id: 'pack-s', tokens: 1_000_000, price: { amount: 4.99, currency: 'USD' } },
  { id: 'pack-m', tokens: 3_000_000, price: { amount: 12.99, currency: 'USD' } },
  { id: 'pack-l', tokens: 10_000_000, price: { amount: 34.99, currency: 'USD' } },
] as const;

export type TrafficPackId = (typeof TRAFFIC_PACKS)[number]['id'];

/** The limited-time Manga Pro trial for new users (spec §4, §9). */
export const MANGA_DEAL = {
  id: 'manga-pro-trial',
  trialDays: 3,
  start: '2026-11-01T00:00:00Z',
  end: '2027-01-31T16:00:00Z',
} as const;

/** Yearly savings against twelve monthly payments, in percent (rounded down). */
export function yearlySavingPercent(plan: Plan): number {
  if (!plan.prices) return 0;
  const twelve = plan.prices.monthly.amount * 12;
  return Math.floor(((twelve - plan.prices.yearly.amount) / twelve) * 100);
}

/** Every price a visitor can pay for a plan, for structured data: free first. */
export function planOffers(brandName: string): { name: string; amount: number; currency: string; billingDuration?: string }[] {
  return PLANS.flatMap(plan => {
    const name = `${brandName} ${plan.id === 'free' ? 'Free' : 'Pro'}`;
    if (!plan.prices) return [{ name, amount: 0, currency: PLANS.find(p => p.prices)?.prices?.monthly.currency ?? 'USD' }];
    return [
      { name, amount: plan.prices.monthly.amount, currency: plan.prices.monthly.currency, billingDuration: 'P1M' },
      { name, amount: plan.prices.yearly.amount, currency: plan.prices.yearly.currency, billingDuration: 'P1Y' },
    ];
  });
}
