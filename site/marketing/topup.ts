/** Layout of the topup page; its words are in docs/<lang>/_copy/topup.json. */
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
        href: '#packs',
      },
      secondary: {
        label: 'hero.secondary.label',
        href: '/pricing/',
      },
      illustration: 'engines',
    },
    {
      type: 'topup',
      title: 'topup.title',
      lead: 'topup.lead',
      packName: 'topup.packName',
      packs: {
        'pack-s': 'topup.packs.pack-s',
        'pack-m': 'topup.packs.pack-m',
        'pack-l': 'topup.packs.pack-l',
      },
      choose: 'topup.choose',
      continue: 'topup.continue',
      note: 'topup.note',
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
