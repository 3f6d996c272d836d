import type { SectionsCopy } from '../../../theme/marketing/types';

const copy: SectionsCopy = {
  meta: {
    title: 'Diglot-Einlösecode für Pro einlösen',
    description: 'Sie haben einen Diglot-Einlösecode? Melden Sie sich an, geben Sie ihn hier ein – und Ihre Pro-Mitgliedschaft beginnt sofort.',
  },
  sections: [
    {
      type: 'hero',
      eyebrow: 'Einlösen',
      title: 'Aus Ihrem Code wird Pro',
      lead: 'Einlösecodes erhalten Sie als Geschenk, bei Aktionen, über Ihre Schule oder Hochschule und von unseren Partnern. Geben Sie Ihren Code unten ein, und Pro wird Ihrem Konto für die Laufzeit gutgeschrieben, die der Code vorsieht.',
      primary: { label: 'Code eingeben', href: '#redeem' },
      illustration: 'install',
    },
    {
      type: 'exchange',
      title: 'Code einlösen',
      lead: 'Ein Code besteht aus 16 Buchstaben und Ziffern und ist oft in vier Blöcke unterteilt. Bindestriche und Leerzeichen spielen keine Rolle – Sie können sie eingeben oder weglassen.',
      label: 'Einlösecode',
      placeholder: 'z. B. ABCD-EFGH-JKMN-PQRS',
      hint: 'Groß- und Kleinschreibung ist egal. Die Zeichen 0, O, 1, I und L kommen in Codes nie vor.',
      submit: 'Einlösen',
    },
    {
      type: 'faq',
      title: 'Wissenswertes zu Codes',
      items: [
        { q: 'Ich habe bereits Pro. Was passiert dann?', a: 'Der Code verlängert Ihre Mitgliedschaft: Seine Laufzeit wird an Ihr aktuelles Enddatum angehängt. Sie verlieren also keinen einzigen Tag.' },
        { q: 'Darf ich meinen Code an jemand anderen weitergeben?', a: 'Ja, solange er noch nicht eingelöst wurde. Jeder Code lässt sich genau einmal verwenden – wer ihn zuerst einlöst, erhält Pro.' },
        { q: 'Mein Code gilt als abgelaufen.', a: 'Codes müssen bis zu dem Datum eingelöst werden, das bei ihnen angegeben ist. Halten Sie das für einen Irrtum, schreiben Sie uns und nennen Sie dabei den Code.' },
      ],
    },
  ],
};

export default copy;
