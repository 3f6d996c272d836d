/** Layout of the manual-chrome-extension page; its words are in docs/<lang>/_copy/manual-chrome-extension.json. */
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
        href: '/manual-chrome-extension/zip/',
      },
      secondary: {
        label: 'hero.secondary.label',
        href: '/download/',
      },
      illustration: 'install',
    },
    {
      type: 'steps',
      id: 'steps',
      title: 'steps.title',
      items: [
        {
          title: 'steps.items.1.title',
          text: 'steps.items.1.text',
          link: {
            label: 'steps.items.1.link.label',
            href: '/manual-chrome-extension/zip/',
          },
        },
        {
          title: 'steps.items.2.title',
          text: 'steps.items.2.text',
        },
        {
          title: 'steps.items.3.title',
          text: 'steps.items.3.text',
          copy: 'chrome://extensions',
        },
        {
          title: 'steps.items.4.title',
          text: 'steps.items.4.text',
        },
        {
          title: 'steps.items.5.title',
          text: 'steps.items.5.text',
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
      primary: {
        label: 'cta.primary.label',
        href: '/welcome/',
      },
      secondary: {
        label: 'cta.secondary.label',
        href: '/docs/installation/',
      },
    },
  ],
};

export default layout;
