/** Layout of the deals-manga page; its words are in docs/<lang>/_copy/deals-manga.json. */
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
        href: '#claim',
      },
      secondary: {
        label: 'hero.secondary.label',
        href: '/manga/',
      },
      illustration: 'manga',
    },
    {
      type: 'mangaClaim',
      title: 'mangaClaim.title',
      lead: 'mangaClaim.lead',
      perks: ['mangaClaim.perks.1', 'mangaClaim.perks.2', 'mangaClaim.perks.3'],
      claim: 'mangaClaim.claim',
      endsOn: 'mangaClaim.endsOn',
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
          link: {
            label: 'steps.items.2.link.label',
            href: '/download/',
          },
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
