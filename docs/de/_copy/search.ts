import type { SectionsCopy } from '../../../theme/marketing/types';

const copy: SectionsCopy = {
  meta: {
    title: 'Diglot-Dokumentation durchsuchen',
    description: 'Durchsuchen Sie alle Anleitungen, Funktionsseiten, Übersetzungsdienste und Antworten aus den FAQ der Diglot-Dokumentation.',
  },
  sections: [
    {
      type: 'guides',
      title: 'Beliebte Themen',
      lead: 'Sie wissen nicht genau, wonach Sie suchen sollen? Diese Seiten beantworten die meisten Fragen.',
      items: [
        { tag: 'Grundlagen', title: 'Schnellstart', text: 'Eine Seite übersetzen, zum Original zurückkehren – und die Tastenkürzel, die das erledigen.', href: '/docs/usage/' },
        { tag: 'Grundlagen', title: 'Installation', text: 'Alle Browser, Smartphones und Tablets sowie die manuelle Installation.', href: '/docs/installation/' },
        { tag: 'Hilfe', title: 'Häufig gestellte Fragen', text: 'Kontingente, Konten, Datenschutz und die Probleme, die am häufigsten auftreten.', href: '/docs/faq/' },
        { tag: 'Dienste', title: 'Übersetzungsdienste', text: 'Welchen Dienst Sie wählen sollten und was jeder Einzelne voraussetzt.', href: '/docs/services/' },
        { tag: 'Dokumente', title: 'PDF-Übersetzung', text: 'Der zweisprachige Viewer, PDF Pro und die Exportmöglichkeiten.', href: '/docs/features/pdf/' },
        { tag: 'Video', title: 'Videountertitel', text: 'Zwei Untertitelzeilen auf Streaming- und Lernplattformen.', href: '/docs/features/video-subtitles/' },
      ],
    },
    {
      type: 'featureGrid',
      title: 'Tipps für bessere Suchergebnisse',
      items: [
        { icon: 'compass', title: 'Die Begriffe vom Bildschirm verwenden', text: 'Suchen Sie nach der Bezeichnung, die Sie in Diglot sehen, etwa „Darstellungsstil“ oder „API-Schlüssel“, statt sie mit eigenen Worten zu umschreiben.' },
        { icon: 'engine', title: 'Den Dienst beim Namen nennen', text: 'Ergänzen Sie den Namen des Dienstes, zum Beispiel „DeepL-Schlüssel“ oder „Ollama Origins“, und Sie landen direkt auf der passenden Einrichtungsseite.' },
        { icon: 'keyboard', title: 'Von überall aus suchen', text: 'Drücken Sie auf jeder Seite Strg+K oder auf dem Mac ⌘K, um das Schnellsuchfenster zu öffnen – ganz ohne Maus.' },
      ],
    },
  ],
};

export default copy;
