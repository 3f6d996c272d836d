import type { SectionsCopy } from '../../../theme/marketing/types';

const copy: SectionsCopy = {
  meta: {
    title: 'Lernbereich: Anleitungen für das Lesen in zwei Sprachen',
    description:
      'Kurze, praxisnahe Anleitungen zu Diglot: die erste übersetzte Seite, PDFs und Fachartikel, zweisprachige Untertitel, KI-Dienste, Prompts und Website-Einstellungen.',
  },
  sections: [
    {
      type: 'hero',
      eyebrow: 'Lernbereich',
      title: 'Diglot Schritt für Schritt kennenlernen',
      lead: 'Ob Sie Diglot vor fünf Minuten installiert haben oder es täglich nutzen: Hier finden Sie eine Anleitung, die Ihnen Zeit spart. Jede dauert nur wenige Minuten und endet mit einem Ergebnis, das in Ihrem eigenen Browser funktioniert.',
      primary: { label: 'Mit den Grundlagen beginnen', href: '/docs/usage/' },
      secondary: { label: 'Häufig gestellte Fragen', href: '/docs/faq/' },
      illustration: 'learn',
    },
    {
      type: 'guides',
      title: 'Erste Schritte',
      lead: 'Das Wichtigste – in der Reihenfolge, in der es die meisten brauchen.',
      items: [
        { tag: 'Grundlagen', minutes: 3, title: 'Diglot installieren', text: 'Für jeden Browser und jede Plattform, inklusive manueller Installation, wenn der Store nicht erreichbar ist.', href: '/docs/installation/' },
        { tag: 'Grundlagen', minutes: 5, title: 'Die erste Seite übersetzen', text: 'Das Symbol in der Symbolleiste, die Tastenkürzel und der Weg zurück zum Original.', href: '/docs/usage/' },
        { tag: 'Grundlagen', minutes: 4, title: 'Beim Tippen übersetzen', text: 'In Ihrer Sprache schreiben und in einer anderen abschicken – in jedem Eingabefeld.', href: '/docs/input/' },
        { tag: 'Grundlagen', minutes: 3, title: 'Einzelne Absätze per Mauszeiger übersetzen', text: 'Taste halten und zeigen: der schnellste Weg, einen einzelnen Absatz zu prüfen.', href: '/docs/features/hover/' },
      ],
    },
    {
      type: 'guides',
      title: 'Dokumente und Medien',
      items: [
        { tag: 'Dokumente', minutes: 6, title: 'PDFs und Fachartikel', text: 'Der kostenlose Viewer, PDF Pro und der Export einer zweisprachigen Fassung.', href: '/docs/features/pdf/' },
        { tag: 'Dokumente', minutes: 4, title: 'E-Books', text: 'ePub-Bücher zweisprachig lesen und für den E-Reader exportieren.', href: '/docs/features/epub/' },
        { tag: 'Video', minutes: 4, title: 'Zweisprachige Videountertitel', text: 'Zwei Untertitelzeilen auf Streaming- und Kursplattformen einrichten.', href: '/docs/features/video-subtitles/' },
        { tag: 'Video', minutes: 3, title: 'Untertiteldateien', text: 'Dateien im Format .srt und .vtt übersetzen und beide Sprachen behalten.', href: '/docs/features/subtitles/' },
      ],
    },
    {
      type: 'guides',
      title: 'Für Fortgeschrittene',
      items: [
        { tag: 'KI', minutes: 8, title: 'Übersetzungsdienst wählen', text: 'Kostenlose Dienste, eigene Schlüssel und lokale Modelle im Vergleich.', href: '/docs/services/' },
        { tag: 'KI', minutes: 7, title: 'Bessere Prompts schreiben', text: 'Teilen Sie einem KI-Dienst Ihr Fachgebiet, Ihren Tonfall und Ihre Begriffe mit.', href: '/docs/prompts/' },
        { tag: 'Einstellungen', minutes: 6, title: 'Erweiterte Einstellungen', text: 'Website-Regeln, Darstellungsstile, eigenes CSS und Tastenkürzel.', href: '/docs/advanced/' },
        { tag: 'Ideen', minutes: 5, title: 'So nutzen andere Diglot', text: 'Echte Arbeitsabläufe von Studierenden, Forschenden und Entwicklern.', href: '/docs/usecase/' },
      ],
    },
    {
      type: 'cta',
      title: 'Noch nicht weitergekommen?',
      text: 'Durchsuchen Sie die Dokumentation oder fragen Sie die Community – vermutlich hatte schon jemand dieselbe Frage.',
      primary: { label: 'Dokumentation durchsuchen', href: '/search/' },
      secondary: { label: 'Zur Community', href: '/docs/communities/' },
    },
  ],
};

export default copy;
