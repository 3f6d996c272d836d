import type { SectionsCopy } from '../../../theme/marketing/types';

const copy: SectionsCopy = {
  meta: {
    title: 'Manga und Comics übersetzen mit Diglot',
    description: 'Übersetzen Sie die Sprechblasen von Manga, Manhwa und Comics auf Ihren gewohnten Seiten – die Zeichnungen bleiben erhalten. Teil von Diglot Pro.',
  },
  sections: [
    {
      type: 'hero',
      eyebrow: 'Manga-Übersetzung · Pro',
      title: 'Lesen Sie das Kapitel, das heute erschienen ist',
      lead: 'Offizielle Übersetzungen lassen Monate auf sich warten, Fanübersetzungen kommen vielleicht nie. Diglot liest die Sprechblasen, übersetzt sie und setzt den Text zurück ins Bild – so verfolgen Sie eine Serie im Takt der Originalveröffentlichung.',
      primary: { label: '3 Tage kostenlos testen', href: '/deals/manga/' },
      secondary: { label: 'Pro-Tarife ansehen', href: '/pricing/' },
      illustration: 'manga',
    },
    {
      type: 'featureGrid',
      title: 'Gemacht für die Art, wie Comics gezeichnet werden',
      items: [
        { icon: 'manga', title: 'Text zurück in der Sprechblase', text: 'Die Übersetzung wird in die ursprüngliche Sprechblase eingepasst und auf den verfügbaren Platz abgestimmt – das Panel liest sich weiterhin wie ein Comic.' },
        { icon: 'columns', title: 'Vertikal und von rechts nach links', text: 'Vertikaler japanischer Text, Seiten in Leserichtung von rechts nach links und koreanische Webtoon-Streifen werden in der richtigen Reihenfolge gelesen.' },
        { icon: 'sparkles', title: 'Soundeffekte und Schilder', text: 'Handgezeichnete Soundeffekte und Schilder im Hintergrund lassen sich ebenfalls übersetzen – oder auf Wunsch unverändert lassen.' },
        { icon: 'globe', title: 'Auf Ihren gewohnten Seiten', text: 'Funktioniert auf beliebten Leseplattformen wie Pixiv, MangaDex und MANGA Plus sowie auf jeder Seite, die Comicbilder zeigt.' },
      ],
    },
    {
      type: 'split',
      title: 'Mit einer Taste zwischen Original und Übersetzung wechseln',
      text: 'Sie möchten die Originalbeschriftung sehen? Drücken Sie Alt+A, um zurückzuschalten, und noch einmal, um zur Übersetzung zurückzukehren. Übersetzte Kapitel werden zwischengespeichert – erneutes Lesen kostet also nichts.',
      bullets: ['Zeichnungen und Panelaufteilung bleiben erhalten', 'Originalbeschriftung nur einen Tastendruck entfernt', 'Übersetzte Kapitel für erneutes Lesen zwischengespeichert'],
      illustration: 'manga',
    },
    {
      type: 'faq',
      title: 'Fragen zur Manga-Übersetzung',
      items: [
        { q: 'Ist die Manga-Übersetzung kostenlos?', a: 'Sie gehört zu Pro, weil das Erkennen und Neuzeichnen von Bildern serverseitige KI erfordert. Neue Nutzer können sie drei Tage lang kostenlos testen.' },
        { q: 'Welche Sprachen werden unterstützt?', a: 'Japanische, koreanische und chinesische Comics in jede der {languages} Sprachen, die Diglot unterstützt – und westliche Comics ebenso.' },
        { q: 'Wird das Kapitel irgendwohin heruntergeladen?', a: 'Verarbeitet werden nur die Bilder der Seite, die Sie gerade lesen, und zwar ausschließlich zum Übersetzen. Kopien der Comics bewahren wir nicht auf.' },
      ],
    },
    {
      type: 'cta',
      title: 'Ihr nächstes Kapitel – in Ihrer Sprache',
      primary: { label: 'Kostenlosen Test sichern', href: '/deals/manga/' },
      secondary: { label: 'Zur Manga-Anleitung', href: '/docs/features/manga/' },
    },
  ],
};

export default copy;
