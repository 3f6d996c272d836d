import type { SectionsCopy } from '../../../theme/marketing/types';

const copy: SectionsCopy = {
  meta: {
    title: 'Free 3-day Manga Pro trial for new Diglot users',
    description: 'New to Diglot? Claim three days of Manga Pro, once, and read manga and comics with the speech bubbles translated in place.',
  },
  sections: [
    {
      type: 'hero',
      eyebrow: 'Limited-time offer',
      title: 'Three days of Manga Pro, on us',
      lead: 'If you are new to Diglot, claim a free three-day Manga Pro trial and read the series you follow with every speech bubble translated — right on the reading sites, artwork untouched.',
      primary: { label: 'Claim my trial', href: '#claim' },
      secondary: { label: 'How manga translation works', href: '/manga/' },
      illustration: 'manga',
    },
    {
      type: 'mangaClaim',
      title: 'Claim your Manga Pro trial',
      lead: 'You need a Diglot account and the extension in this browser. The trial starts when you claim it.',
      perks: [
        'Speech bubbles translated in place on Pixiv, MangaDex, MANGA Plus and more',
        'Vertical and right-to-left pages handled',
        'Three full days, no payment details needed',
      ],
      claim: 'Claim 3 days of Manga Pro',
      endsOn: 'Offer ends {date}. One trial per account, for new users only.',
    },
    {
      type: 'steps',
      title: 'Three steps',
      items: [
        { title: 'Sign in', text: 'Create a free account or sign in to the one you have.' },
        { title: 'Install Diglot', text: 'Add the extension to this browser, then come back and refresh this page.', link: { label: 'Download', href: '/download/' } },
        { title: 'Claim and read', text: 'Press the button above, open a manga chapter and click the Diglot icon.' },
      ],
    },
    {
      type: 'faq',
      title: 'About the trial',
      items: [
        { q: 'Who counts as a new user?', a: 'An account that has never had Pro or a previous trial. The offer can be claimed once per account.' },
        { q: 'What happens after three days?', a: 'Manga translation switches off and everything else keeps working on the Free plan. Nothing is charged.' },
        { q: 'I installed the extension but the page still asks for it.', a: 'Refresh the page after installing so Diglot can tell this page it is there.' },
      ],
    },
  ],
};

export default copy;
