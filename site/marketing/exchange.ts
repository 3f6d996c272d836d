/** Layout of the exchange page; its words are in docs/<lang>/_copy/exchange.json. */
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
        href: '#redeem',
      },
      illustration: 'install',
    },
    {
      type: 'exchange',
      title: 'exchange.title',
      lead: 'exchange.lead',
      label: 'exchange.label',
      placeholder: 'exchange.placeholder',
      hint: 'exchange.hint',
      submit: 'exchange.submit',
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
