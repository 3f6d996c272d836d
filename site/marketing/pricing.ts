/** Layout of the pricing page; its words are in docs/<lang>/_copy/pricing.json. */
import type { SectionsLayout } from './types';

const layout: SectionsLayout = {
  meta: {
    title: 'meta.title',
    description: 'meta.description',
  },
  sections: [
    {
      type: 'hero',
      eyebrow: 'hero.eyebrow',
      title: 'hero.title',
      lead: 'hero.lead',
      primary: {
        label: 'hero.primary.label',
        href: '#plans',
      },
      secondary: {
        label: 'hero.secondary.label',
        href: '/download/',
      },
      illustration: 'pdf',
    },
    {
      type: 'pricing',
      title: 'pricing.title',
      lead: 'pricing.lead',
      periodLabel: 'pricing.periodLabel',
      monthly: 'pricing.monthly',
      yearly: 'pricing.yearly',
      yearlySave: 'pricing.yearlySave',
      perMonth: 'pricing.perMonth',
      perYear: 'pricing.perYear',
      billedYearly: 'pricing.billedYearly',
      free: {
        name: 'pricing.free.name',
        tagline: 'pricing.free.tagline',
        priceNote: 'pricing.free.priceNote',
        cta: {
          label: 'pricing.free.cta.label',
          href: '/download/',
        },
      },
      pro: {
        name: 'pricing.pro.name',
        tagline: 'pricing.pro.tagline',
        badge: 'pricing.pro.badge',
        cta: 'pricing.pro.cta',
      },
      features: {
        engines: 'pricing.features.engines',
        webPages: 'pricing.features.webPages',
        pdfViewer: 'pricing.features.pdfViewer',
        inputHover: 'pricing.features.inputHover',
        videoSubtitles: 'pricing.features.videoSubtitles',
        displayStyles: 'pricing.features.displayStyles',
        pdfPro: 'pricing.features.pdfPro',
        aiImages: 'pricing.features.aiImages',
        manga: 'pricing.features.manga',
        contextAi: 'pricing.features.contextAi',
        premiumQuota: 'pricing.features.premiumQuota',
      },
      compareTitle: 'pricing.compareTitle',
      included: 'pricing.included',
      notIncluded: 'pricing.notIncluded',
    },
    {
      type: 'accuracy',
      title: 'accuracy.title',
      lead: 'accuracy.lead',
      pairs: {
        'en-de': 'accuracy.pairs.en-de',
        'en-zh': 'accuracy.pairs.en-zh',
        'en-ja': 'accuracy.pairs.en-ja',
      },
      value: 'accuracy.value',
      footnote: 'accuracy.footnote',
    },
    {
      type: 'faq',
      title: 'faq.title',
      items: [
        {
          q: 'faq.items.1.q',
          a: 'faq.items.1.a',
        },
        {
          q: 'faq.items.2.q',
          a: 'faq.items.2.a',
        },
        {
          q: 'faq.items.3.q',
          a: 'faq.items.3.a',
        },
        {
          q: 'faq.items.4.q',
          a: 'faq.items.4.a',
        },
        {
          q: 'faq.items.5.q',
          a: 'faq.items.5.a',
        },
      ],
    },
    {
      type: 'cta',
      title: 'cta.title',
      text: 'cta.text',
      primary: {
        label: 'cta.primary.label',
        href: '#plans',
      },
      secondary: {
        label: 'cta.secondary.label',
        href: '/exchange/',
      },
    },
  ],
};

export default layout;
