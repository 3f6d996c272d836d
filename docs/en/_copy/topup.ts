import type { SectionsCopy } from '../../../theme/marketing/types';

const copy: SectionsCopy = {
  meta: {
    title: 'Top up your Diglot quota with a traffic pack',
    description: 'Ran out of premium translation this month? Add a traffic pack on top of your Pro quota and keep reading.',
  },
  sections: [
    {
      type: 'hero',
      eyebrow: 'Traffic packs',
      title: 'More premium translation, when you need it',
      lead: 'Pro comes with a monthly quota of premium-model tokens. Exam week, a long report or a whole book can use it up early; a traffic pack tops it up whenever you need more, without changing your plan.',
      primary: { label: 'Choose a pack', href: '#packs' },
      secondary: { label: 'See the plans', href: '/pricing/' },
      illustration: 'engines',
    },
    {
      type: 'topup',
      title: 'Choose a pack',
      lead: 'Packs add tokens to your account at once. They are used after your monthly quota, and they do not expire at the end of the month.',
      packName: '{tokens} tokens',
      packs: {
        'pack-s': 'For a busy week of articles and papers',
        'pack-m': 'Enough for a long report or a short book',
        'pack-l': 'For heavy months: theses, books, many PDFs',
      },
      choose: 'Pack',
      continue: 'Continue to checkout',
      note: 'You finish the purchase in your Diglot account, where you can review the order before paying.',
    },
    {
      type: 'faq',
      title: 'About traffic packs',
      items: [
        { q: 'Do I need Pro to buy a pack?', a: 'Packs add to the premium quota that comes with Pro, so you need an active Pro membership to use them.' },
        { q: 'Which features use the quota?', a: 'Premium AI models, PDF Pro, smart AI image translation and manga translation. The free engines and your own API keys never use it.' },
        { q: 'What if I cancel Pro?', a: 'Unused pack tokens stay in your account and become usable again if you rejoin Pro.' },
      ],
    },
  ],
};

export default copy;
