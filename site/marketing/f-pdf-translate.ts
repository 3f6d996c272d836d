/** Layout of the f-pdf-translate page; its words are in docs/<lang>/_copy/f-pdf-translate.json. */
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
        href: '/download/',
      },
      secondary: {
        label: 'hero.secondary.label',
        href: '/docs/features/pdf/',
      },
      note: 'hero.note',
      illustration: 'pdf',
    },
    {
      type: 'featureGrid',
      title: 'featureGrid.title',
      lead: 'featureGrid.lead',
      items: [
        {
          icon: 'pdf',
          title: 'featureGrid.items.1.title',
          text: 'featureGrid.items.1.text',
        },
        {
          icon: 'sparkles',
          title: 'featureGrid.items.2.title',
          text: 'featureGrid.items.2.text',
          pro: true,
        },
        {
          icon: 'camera',
          title: 'featureGrid.items.3.title',
          text: 'featureGrid.items.3.text',
          pro: true,
        },
        {
          icon: 'share',
          title: 'featureGrid.items.4.title',
          text: 'featureGrid.items.4.text',
          pro: true,
        },
      ],
    },
    {
      type: 'split',
      eyebrow: 'split.eyebrow',
      title: 'split.title',
      text: 'split.text',
      bullets: ['split.bullets.1', 'split.bullets.2', 'split.bullets.3'],
      illustration: 'pdf',
      link: {
        label: 'split.link.label',
        href: '/docs/features/pdf/',
      },
    },
    {
      type: 'steps',
      title: 'steps.title',
      items: [
        {
          title: 'steps.items.1.title',
          text: 'steps.items.1.text',
          link: {
            label: 'steps.items.1.link.label',
            href: '/download/',
          },
        },
        {
          title: 'steps.items.2.title',
          text: 'steps.items.2.text',
        },
        {
          title: 'steps.items.3.title',
          text: 'steps.items.3.text',
        },
      ],
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
      ],
    },
    {
      type: 'cta',
      title: 'cta.title',
      text: 'cta.text',
      primary: {
        label: 'cta.primary.label',
        href: '/download/',
      },
      secondary: {
        label: 'cta.secondary.label',
        href: '/pricing/',
      },
    },
  ],
};

export default layout;
