import type { SectionsCopy } from '../../../theme/marketing/types';

const copy: SectionsCopy = {
  meta: {
    title: 'Billing, invoices and renewals',
    description: 'How Diglot Pro billing works: payment methods, invoices, renewal, changing plans, cancelling and refunds.',
  },
  sections: [
    {
      type: 'hero',
      eyebrow: 'Billing',
      title: 'Your plan, your payments, your invoices',
      lead: 'Everything about paying for Diglot Pro lives in your account. This page explains how billing works and where to find each thing.',
      primary: { label: 'Open billing in my account', href: '{app}/billing' },
      secondary: { label: 'Compare plans', href: '/pricing/' },
      illustration: 'engines',
    },
    {
      type: 'featureGrid',
      title: 'Where things are',
      items: [
        { icon: 'card', title: 'Payment method', text: 'Update your card or payment account before the next renewal; we email you a reminder a few days before.' },
        { icon: 'ticket', title: 'Invoices', text: 'Every payment has an invoice you can download as a PDF, with your company details if you add them.' },
        { icon: 'clock', title: 'Renewal date', text: 'Your plan renews on the same day each month or year. You can see the date and turn off renewal at any time.' },
        { icon: 'gift', title: 'Codes and packs', text: 'Redemption codes and traffic packs appear in the same history, so your records are complete.' },
      ],
    },
    {
      type: 'steps',
      title: 'Common tasks',
      items: [
        { title: 'Switch between monthly and yearly', text: 'Choose the new period in your account; it takes effect at the next renewal.' },
        { title: 'Cancel Pro', text: 'Turn off renewal. Pro stays active until the end of the period you paid for, then your account returns to Free.' },
        { title: 'Ask for a refund', text: 'Write to us within 14 days of a payment with the invoice number and we will look at it case by case.', link: { label: 'Contact support', href: '{feedback}' } },
      ],
    },
    {
      type: 'faq',
      title: 'Billing questions',
      items: [
        { q: 'Which currencies do you charge in?', a: 'Prices are set in US dollars; your bank may convert them to your currency and show a slightly different amount.' },
        { q: 'Can I get an invoice with my company name?', a: 'Yes. Add your company name and tax number in your account before paying, and they appear on the invoice.' },
        { q: 'Why was I charged again?', a: 'Pro renews automatically until you turn renewal off. Check the renewal date in your account; if a charge looks wrong, contact us.' },
      ],
    },
  ],
};

export default copy;
