import type { SectionsCopy } from '../../../theme/marketing/types';

const copy: SectionsCopy = {
  meta: {
    title: 'AO3 und Fanfiction in Ihrer Sprache lesen',
    description: 'Zweisprachige Übersetzung für Archive of Our Own und andere Fanfiction-Seiten – Kapitel für Kapitel, mit Navigation, Anmerkungen und Tags.',
  },
  sections: [
    {
      type: 'hero',
      eyebrow: 'Fanfiction',
      title: 'Jede Geschichte, egal in welcher Sprache sie geschrieben wurde',
      lead: 'Manche der besten Geschichten Ihres Fandoms sind in einer Sprache verfasst, die Sie nicht lesen. Diglot übersetzt Werke auf Archive of Our Own und anderen Fanfiction-Seiten Absatz für Absatz – und der Originaltext der Autorin oder des Autors bleibt direkt daneben stehen.',
      primary: { label: 'Diglot kostenlos holen', href: '/download/' },
      secondary: { label: 'Unterstützung für einzelne Websites', href: '/docs/sites/' },
      illustration: 'book',
    },
    {
      type: 'featureGrid',
      title: 'Abgestimmt auf die Funktionsweise der Archive',
      items: [
        { icon: 'book', title: 'Kapitel für Kapitel', text: 'Öffnen Sie ein Kapitel, und es wird übersetzt. Blättern Sie mit den Schaltflächen der Seite weiter – Diglot geht einfach mit.' },
        { icon: 'columns', title: 'Original neben Übersetzung', text: 'Dialoge, Wortspiele und Anredeformen machen mehr Freude, wenn ein kurzer Blick auf die Originalzeile genügt.' },
        { icon: 'check', title: 'Tags, Anmerkungen und Zusammenfassungen', text: 'Auch Zusammenfassungen, Anmerkungen und Tags werden übersetzt. So wissen Sie vorher, ob sich die Lektüre lohnt.' },
        { icon: 'sparkles', title: 'KI mit Kontextverständnis', text: 'Mit Pro hält die KI-Übersetzung Namen und Tonfall auch über lange Kapitel hinweg einheitlich.', pro: true },
      ],
    },
    {
      type: 'split',
      title: 'Mit Respekt vor den Schreibenden',
      text: 'Diglot übersetzt nur für Sie, direkt in Ihrem Browser. Nichts wird neu veröffentlicht, das Werk bleibt im Archiv – Kudos und Kommentare erreichen also weiterhin die Verfasserin oder den Verfasser.',
      bullets: ['Keine Kopie, keine Neuveröffentlichung', 'Kudos und Kommentare funktionieren wie gewohnt', 'Funktioniert in der Gesamt- und in der Kapitelansicht'],
      illustration: 'book',
    },
    {
      type: 'faq',
      title: 'Fragen aus der Leserschaft',
      items: [
        { q: 'Funktioniert es auch mit der Ansicht „Entire Work“?', a: 'Ja. Lange Werke werden beim Scrollen nach und nach übersetzt, damit die Seite flott bleibt.' },
        { q: 'Kann ich Figurennamen unübersetzt lassen?', a: 'Ja. Tragen Sie die Namen in den Einstellungen für KI-Prompts in Ihr Glossar ein, dann bleiben sie genau so stehen.' },
        { q: 'Welche anderen Fanfiction-Seiten werden unterstützt?', a: 'Jede Website mit normalem Fließtext funktioniert. Die Seite zur Website-Unterstützung nennt alle, die zusätzlich eine Sonderbehandlung erhalten.' },
      ],
    },
  ],
};

export default copy;
