/** Layout of the manga page; its words are in docs/<lang>/_copy/manga.json. */
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
        href: '/deals/manga/',
      },
      secondary: {
        label: 'hero.secondary.label',
        href: '/pricing/',
      },
      illustration: 'manga',
    },
    {
      type: 'featureGrid',
      title: 'featureGrid.title',
      items: [
        {
          icon: 'manga',
          title: 'featureGrid.items.1.title',
          text: 'featureGrid.items.1.text',
        },
        {
          icon: 'columns',
          title: 'featureGrid.items.2.title',
          text: 'featureGrid.items.2.text',
        },
        {
          icon: 'sparkles',
          title: 'featureGrid.items.3.title',
          text: 'featureGrid.items.3.text',
        },
        {
          icon: 'globe',
          title: 'featureGrid.items.4.title',
          text: 'featureGrid.items.4.text',
        },
      ],
    },
    {
      type: 'split',
      title: 'split.title',
      text: 'split.text',
      bullets: ['split.bullets.1', 'split.bullets.2', 'split.bullets.3'],
      illustration: 'manga',
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
      ],
    },
    {
      type: 'cta',
      title: 'cta.title',
      primary: {
        label: 'cta.primary.label',
        href: '/deals/manga/',
      },
      secondary: {
        label: 'cta.secondary.label',
        href: '/docs/features/manga/',
      },
    },
  ],
};

export default layout;
