/** Layout of the f-share-bilingual-content page; its words are in docs/<lang>/_copy/f-share-bilingual-content.json. */
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
        href: '/docs/share/',
      },
      illustration: 'share',
    },
    {
      type: 'featureGrid',
      title: 'featureGrid.title',
      items: [
        {
          icon: 'share',
          title: 'featureGrid.items.1.title',
          text: 'featureGrid.items.1.text',
        },
        {
          icon: 'image',
          title: 'featureGrid.items.2.title',
          text: 'featureGrid.items.2.text',
        },
        {
          icon: 'palette',
          title: 'featureGrid.items.3.title',
          text: 'featureGrid.items.3.text',
        },
        {
          icon: 'lock',
          title: 'featureGrid.items.4.title',
          text: 'featureGrid.items.4.text',
        },
      ],
    },
    {
      type: 'split',
      eyebrow: 'split.eyebrow',
      title: 'split.title',
      text: 'split.text',
      bullets: ['split.bullets.1', 'split.bullets.2', 'split.bullets.3'],
      illustration: 'share',
    },
    {
      type: 'steps',
      title: 'steps.title',
      items: [
        {
          title: 'steps.items.1.title',
          text: 'steps.items.1.text',
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
      ],
    },
  ],
};

export default layout;
