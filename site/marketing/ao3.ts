/** Layout of the ao3 page; its words are in docs/<lang>/_copy/ao3.json. */
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
        href: '/docs/sites/',
      },
      illustration: 'book',
    },
    {
      type: 'featureGrid',
      title: 'featureGrid.title',
      items: [
        {
          icon: 'book',
          title: 'featureGrid.items.1.title',
          text: 'featureGrid.items.1.text',
        },
        {
          icon: 'columns',
          title: 'featureGrid.items.2.title',
          text: 'featureGrid.items.2.text',
        },
        {
          icon: 'check',
          title: 'featureGrid.items.3.title',
          text: 'featureGrid.items.3.text',
        },
        {
          icon: 'sparkles',
          title: 'featureGrid.items.4.title',
          text: 'featureGrid.items.4.text',
          pro: true,
        },
      ],
    },
    {
      type: 'split',
      title: 'split.title',
      text: 'split.text',
      bullets: ['split.bullets.1', 'split.bullets.2', 'split.bullets.3'],
      illustration: 'book',
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
  ],
};

export default layout;
