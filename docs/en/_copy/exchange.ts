import type { SectionsCopy } from '../../../theme/marketing/types';

const copy: SectionsCopy = {
  meta: {
    title: 'Redeem a Diglot code for Pro',
    description: 'Have a Diglot redemption code? Sign in, enter it here, and your Pro membership starts straight away.',
  },
  sections: [
    {
      type: 'hero',
      eyebrow: 'Redeem',
      title: 'Turn your code into Pro',
      lead: 'Redemption codes come from gifts, events, schools and partners. Enter yours below and Pro is added to your account for the period the code gives.',
      primary: { label: 'Enter my code', href: '#redeem' },
      illustration: 'install',
    },
    {
      type: 'exchange',
      title: 'Redeem a code',
      lead: 'Codes are 16 letters and digits, often written in four groups. Dashes and spaces do not matter.',
      label: 'Redemption code',
      placeholder: 'ABCD-EFGH-JKMN-PQRS',
      hint: 'Letters are not case-sensitive. Codes never contain 0, O, 1, I or L.',
      submit: 'Redeem',
    },
    {
      type: 'faq',
      title: 'About codes',
      items: [
        { q: 'I already have Pro. What happens?', a: 'The code extends your membership: its period is added after your current end date.' },
        { q: 'Can I give my code to someone else?', a: 'Yes, as long as nobody has redeemed it yet. Each code works once.' },
        { q: 'My code says it has expired.', a: 'Codes must be redeemed before the date printed with them. If you think it is a mistake, contact us with the code.' },
      ],
    },
  ],
};

export default copy;
