import type { SectionsCopy } from '../../../theme/marketing/types';

const copy: SectionsCopy = {
  meta: {
    title: 'Manga Pro drei Tage gratis testen – für neue Diglot-Nutzer',
    description: 'Neu bei Diglot? Sichern Sie sich einmalig drei Tage Manga Pro und lesen Sie Manga und Comics mit direkt übersetzten Sprechblasen.',
  },
  sections: [
    {
      type: 'hero',
      eyebrow: 'Nur für kurze Zeit',
      title: 'Drei Tage Manga Pro – geschenkt',
      lead: 'Sie sind neu bei Diglot? Dann holen Sie sich einen kostenlosen dreitägigen Test von Manga Pro und lesen Sie Ihre Lieblingsserien mit übersetzten Sprechblasen – direkt auf den Leseseiten, ohne dass die Zeichnungen verändert werden.',
      primary: { label: 'Testzeitraum sichern', href: '#claim' },
      secondary: { label: 'So funktioniert die Manga-Übersetzung', href: '/manga/' },
      illustration: 'manga',
    },
    {
      type: 'mangaClaim',
      title: 'Manga Pro jetzt testen',
      lead: 'Sie brauchen ein Diglot-Konto und die Erweiterung in diesem Browser. Der Testzeitraum beginnt, sobald Sie ihn aktivieren.',
      perks: [
        'Sprechblasen direkt im Bild übersetzt – auf Pixiv, MangaDex, MANGA Plus und weiteren Seiten',
        'Auch für vertikalen Text und Leserichtung von rechts nach links',
        'Drei volle Tage, ohne Angabe von Zahlungsdaten',
      ],
      claim: '3 Tage Manga Pro aktivieren',
      endsOn: 'Angebot gültig bis {date}. Nur für neue Nutzer, ein Test pro Konto.',
    },
    {
      type: 'steps',
      title: 'In drei Schritten',
      items: [
        { title: 'Anmelden', text: 'Legen Sie ein kostenloses Konto an oder melden Sie sich mit Ihrem bestehenden an.' },
        { title: 'Diglot installieren', text: 'Fügen Sie die Erweiterung diesem Browser hinzu, kehren Sie dann hierher zurück und laden Sie die Seite neu.', link: { label: 'Herunterladen', href: '/download/' } },
        { title: 'Aktivieren und lesen', text: 'Klicken Sie oben auf die Schaltfläche, öffnen Sie ein Manga-Kapitel und klicken Sie auf das Diglot-Symbol.' },
      ],
    },
    {
      type: 'faq',
      title: 'Rund um den Test',
      items: [
        { q: 'Wer gilt als neuer Nutzer?', a: 'Jedes Konto, das noch nie Pro oder einen früheren Testzeitraum hatte. Das Angebot lässt sich pro Konto einmal nutzen.' },
        { q: 'Was passiert nach drei Tagen?', a: 'Die Manga-Übersetzung wird abgeschaltet, alles andere läuft im Free-Tarif weiter. Es entstehen keine Kosten.' },
        { q: 'Die Erweiterung ist installiert, aber die Seite verlangt sie trotzdem.', a: 'Laden Sie die Seite nach der Installation neu, damit Diglot sich bei ihr melden kann.' },
      ],
    },
  ],
};

export default copy;
