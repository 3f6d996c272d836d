import type { SectionsCopy } from '../../../theme/marketing/types';

const copy: SectionsCopy = {
  meta: {
    title: 'Diglot-Kontingent mit einem Zusatzpaket aufstocken',
    description: 'Premium-Übersetzung für diesen Monat aufgebraucht? Stocken Sie Ihr Pro-Kontingent mit einem Zusatzpaket auf und lesen Sie einfach weiter.',
  },
  sections: [
    {
      type: 'hero',
      eyebrow: 'Zusatzpakete',
      title: 'Mehr Premium-Übersetzung, genau dann, wenn Sie sie brauchen',
      lead: 'Pro enthält ein monatliches Kontingent an Tokens für Premium-Modelle. In der Prüfungsphase, bei einem langen Bericht oder einem ganzen Buch kann es vorzeitig aufgebraucht sein – ein Zusatzpaket stockt es jederzeit auf, ohne dass Sie Ihren Tarif ändern müssen.',
      primary: { label: 'Paket auswählen', href: '#packs' },
      secondary: { label: 'Tarife ansehen', href: '/pricing/' },
      illustration: 'engines',
    },
    {
      type: 'topup',
      title: 'Wählen Sie ein Paket',
      lead: 'Pakete werden Ihrem Konto sofort gutgeschrieben. Sie werden erst nach Ihrem Monatskontingent verbraucht und verfallen nicht zum Monatsende.',
      packName: '{tokens} Tokens',
      packs: {
        'pack-s': 'Für eine intensive Woche mit Artikeln und Fachliteratur',
        'pack-m': 'Reicht für einen langen Bericht oder ein kurzes Buch',
        'pack-l': 'Für arbeitsreiche Monate: Abschlussarbeiten, Bücher, viele PDFs',
      },
      choose: 'Paket',
      continue: 'Weiter zur Kasse',
      note: 'Den Kauf schließen Sie in Ihrem Diglot-Konto ab. Dort können Sie die Bestellung vor dem Bezahlen noch einmal prüfen.',
    },
    {
      type: 'faq',
      title: 'Wissenswertes zu Zusatzpaketen',
      items: [
        { q: 'Brauche ich Pro, um ein Paket zu kaufen?', a: 'Pakete erweitern das Premium-Kontingent, das zu Pro gehört. Um sie zu nutzen, benötigen Sie daher eine aktive Pro-Mitgliedschaft.' },
        { q: 'Welche Funktionen verbrauchen das Kontingent?', a: 'Premium-KI-Modelle, PDF Pro, die intelligente KI-Bildübersetzung und die Manga-Übersetzung. Die kostenlosen Dienste und Ihre eigenen API-Schlüssel greifen nie darauf zu.' },
        { q: 'Was passiert, wenn ich Pro kündige?', a: 'Nicht verbrauchte Tokens aus Paketen bleiben in Ihrem Konto und stehen wieder zur Verfügung, sobald Sie erneut Pro abschließen.' },
      ],
    },
  ],
};

export default copy;
