import type { SectionsCopy } from '../../../theme/marketing/types';

const copy: SectionsCopy = {
  meta: {
    title: 'Wer Diglot wie nutzt: Lesegewohnheiten nach Beruf',
    description:
      'Wie Studierende, Forschende, Entwickler, Anleger, international Tätige und Content-Creator mit Diglot in anderen Sprachen lesen, schauen und schreiben.',
  },
  sections: [
    {
      type: 'hero',
      eyebrow: 'Anwendungsbeispiele',
      title: 'Unterschiedliche Leser, eine Gewohnheit: das Original im Blick behalten',
      lead: 'Die Gründe, Diglot zu nutzen, sind so verschieden wie die Menschen selbst. Gemeinsam ist allen, dass sie einen Text schnell verstehen und sich trotzdem auf seinen genauen Wortlaut verlassen wollen. So bauen sechs Gruppen von Lesern Diglot in ihren Alltag ein.',
      primary: { label: 'Diglot kostenlos installieren', href: '/download/' },
      secondary: { label: 'Echte Anwendungsfälle', href: '/docs/usecase/' },
      illustration: 'bilingual',
    },
    {
      type: 'split',
      eyebrow: 'Studierende',
      title: 'Im Original studieren, ohne den Anschluss zu verlieren',
      text: 'Pflichtlektüre, fremdsprachige Vorlesungsvideos und Prüfungsstoff: Mit zweisprachigen Absätzen halten Sie mit dem Kurs Schritt, während Ihr Wortschatz wächst. Mit dem Stil „Weichzeichnen bis zum Überfahren“ wird jeder Artikel zur Leseübung.',
      bullets: ['Zweisprachige Untertitel auf Coursera, edX und Khan Academy', 'Übersetzung weichzeichnen und nur bei Bedarf aufdecken', 'E-Books für den E-Reader exportieren'],
      illustration: 'learn',
    },
    {
      type: 'split',
      eyebrow: 'Forschende',
      title: 'Die Fachliteratur in jeder Sprache sichten',
      text: 'Überfliegen Sie Abstracts im großen Stil und lesen Sie die vielversprechenden Artikel dann gründlich mit PDF Pro, das Formeln und Tabellen unversehrt lässt. Bevor Sie zitieren, steht der Originalsatz direkt daneben.',
      bullets: ['PDF Pro für zweispaltige Artikel und Scans', 'KI-Dienste mit der Terminologie Ihres Fachgebiets', 'Zweisprachige Exporte für Ihren Lesekreis'],
      illustration: 'pdf',
    },
    {
      type: 'split',
      eyebrow: 'Entwickler',
      title: 'Dokumentationen, Issues und Foren aus aller Welt',
      text: 'Die Lösung steckt oft in einem Thread in einer anderen Sprache. Diglot übersetzt den Fließtext und lässt Codeblöcke in Ruhe – Befehle und Bezeichner bleiben also genau so, wie sie geschrieben wurden.',
      bullets: ['Codeblöcke werden nie übersetzt', 'Website-Regeln für die Dokumentationen, die Sie täglich lesen', 'Issues auf Englisch verfassen, obwohl Sie in Ihrer Sprache schreiben'],
      illustration: 'engines',
    },
    {
      type: 'featureGrid',
      title: 'Und viele mehr',
      items: [
        { icon: 'chart', title: 'Anleger', text: 'Geschäftsberichte, Analystenkonferenzen und Lokalnachrichten aus anderen Märkten – gelesen am Tag ihres Erscheinens.' },
        { icon: 'briefcase', title: 'International Tätige', text: 'Nachrichten von Lieferanten und Kunden beantworten Sie dank Eingabeübersetzung in deren Sprache, während Sie in Ihrer eigenen schreiben.' },
        { icon: 'camera', title: 'Content-Creator', text: 'Recherchieren Sie Trends im Ausland und teilen Sie zweisprachige Zitate als Bilder, die Ihr Publikum lesen kann.' },
        { icon: 'users', title: 'Sprachlernende', text: 'Serien, Romane und Comics in der Sprache, die Sie lernen – Hilfe ist immer nur eine Zeile entfernt.' },
      ],
    },
    {
      type: 'cta',
      title: 'Finden Sie Ihre eigene Routine',
      text: 'Diglot ist zum Start kostenlos und läuft in allen gängigen Browsern.',
      primary: { label: 'Diglot gratis hinzufügen', href: '/download/' },
      secondary: { label: 'Zum Lernbereich', href: '/learn/' },
    },
  ],
};

export default copy;
