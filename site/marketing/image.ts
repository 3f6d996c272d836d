/** Layout of the image page; its words are in docs/<lang>/_copy/image.json. */
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
        href: '/docs/features/image/',
      },
      illustration: 'image',
    },
    {
      type: 'featureGrid',
      title: 'featureGrid.title',
      items: [
        {
          icon: 'zap',
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
          icon: 'cursor',
          title: 'featureGrid.items.3.title',
          text: 'featureGrid.items.3.text',
        },
        {
          icon: 'palette',
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
      illustration: 'image',
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
