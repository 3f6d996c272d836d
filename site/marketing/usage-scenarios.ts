/** Layout of the usage-scenarios page; its words are in docs/<lang>/_copy/usage-scenarios.json. */
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
        href: '/docs/usecase/',
      },
      illustration: 'bilingual',
    },
    {
      type: 'split',
      eyebrow: 'split.eyebrow',
      title: 'split.title',
      text: 'split.text',
      bullets: ['split.bullets.1', 'split.bullets.2', 'split.bullets.3'],
      illustration: 'learn',
    },
    {
      type: 'split',
      eyebrow: 'split2.eyebrow',
      title: 'split2.title',
      text: 'split2.text',
      bullets: ['split2.bullets.1', 'split2.bullets.2', 'split2.bullets.3'],
      illustration: 'pdf',
    },
    {
      type: 'split',
      eyebrow: 'split3.eyebrow',
      title: 'split3.title',
      text: 'split3.text',
      bullets: ['split3.bullets.1', 'split3.bullets.2', 'split3.bullets.3'],
      illustration: 'input',
    },
    {
      type: 'featureGrid',
      title: 'featureGrid.title',
      items: [
        {
          icon: 'chart',
          title: 'featureGrid.items.1.title',
          text: 'featureGrid.items.1.text',
        },
        {
          icon: 'briefcase',
          title: 'featureGrid.items.2.title',
          text: 'featureGrid.items.2.text',
        },
        {
          icon: 'camera',
          title: 'featureGrid.items.3.title',
          text: 'featureGrid.items.3.text',
        },
        {
          icon: 'users',
          title: 'featureGrid.items.4.title',
          text: 'featureGrid.items.4.text',
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
        href: '/learn/',
      },
    },
  ],
};

export default layout;
