import type { SectionsCopy } from '../../../theme/marketing/types';

const copy: SectionsCopy = {
  meta: {
    title: 'PDF-Übersetzung mit Diglot: Fachartikel, Berichte und Scans',
    description:
      'Lesen Sie jedes PDF Absatz für Absatz zweisprachig im kostenlosen Viewer – oder lassen Sie PDF Pro Formeln, Tabellen, Scans und Spalten nachbauen und exportieren.',
  },
  sections: [
    {
      type: 'hero',
      eyebrow: 'PDF-Übersetzung',
      title: 'Jedes PDF in Ihrer Sprache – und im Original',
      lead: 'Öffnen Sie einen Fachartikel, einen Vertrag oder ein Handbuch im Diglot-Viewer, und jeder Absatz erhält seine Übersetzung direkt daneben. Nichts muss abgetippt werden, nichts geht verloren, und den genauen Wortlaut der Quelle können Sie jederzeit nachprüfen.',
      primary: { label: 'Diglot kostenlos installieren', href: '/download/' },
      secondary: { label: 'Anleitung zur PDF-Übersetzung', href: '/docs/features/pdf/' },
      note: 'Der Viewer ist kostenlos. PDF Pro ist im Pro-Tarif enthalten.',
      illustration: 'pdf',
    },
    {
      type: 'featureGrid',
      title: 'Zwei Wege, ein PDF zu lesen',
      lead: 'Für alltägliche Dokumente genügt der kostenlose Viewer. Wenn das Layout die eigentliche Herausforderung ist, wechseln Sie zu PDF Pro.',
      items: [
        {
          icon: 'pdf',
          title: 'Kostenloser zweisprachiger Viewer',
          text: 'Öffnen Sie ein PDF von Ihrem Rechner oder über einen Link und lesen Sie es mit der Übersetzung unter jedem Absatz – direkt im Browser.',
        },
        {
          icon: 'sparkles',
          title: 'PDF Pro',
          text: 'Baut das Dokument vor dem Übersetzen neu auf: Formeln bleiben Formeln, Tabellen bleiben Tabellen, und zweispaltige Artikel werden in der richtigen Reihenfolge gelesen.',
          pro: true,
        },
        {
          icon: 'camera',
          title: 'Gescannte Seiten',
          text: 'PDF Pro erkennt den Text auf gescannten und abfotografierten Seiten. So lassen sich auch alte Bücher und gedruckte Handouts übersetzen.',
          pro: true,
        },
        {
          icon: 'share',
          title: 'Exportieren und teilen',
          text: 'Speichern Sie das Ergebnis als zweisprachiges PDF oder als Webseite – oder veröffentlichen Sie einen Onlinelink, den Kollegen auch ohne die Erweiterung öffnen können.',
          pro: true,
        },
      ],
    },
    {
      type: 'split',
      eyebrow: 'Für die Forschung',
      title: 'Gemacht für die Artikel, an denen andere Übersetzer scheitern',
      text: 'Wissenschaftliche PDFs mischen Spalten, Fußnoten, Gleichungen, Bildunterschriften und Literaturangaben. Wer sie in ein Übersetzungsfeld kopiert, bringt die Reihenfolge durcheinander und zerstört die Formeln. PDF Pro liest die Seite so, wie ein Mensch es tut, und übersetzt sie dann Block für Block.',
      bullets: [
        'Gleichungen und Symbole bleiben, wie sie sind',
        'Tabellen Zeile für Zeile nachgebaut, mit übersetzten Zellen',
        'Layouterhaltender Modus für komplette Dokumente',
      ],
      illustration: 'pdf',
      link: { label: 'Zur Anleitung für PDF Pro', href: '/docs/features/pdf/' },
    },
    {
      type: 'steps',
      title: 'Ihr erstes PDF übersetzen',
      items: [
        { title: 'Diglot installieren', text: 'Fügen Sie die Erweiterung zu Chrome, Edge, Firefox oder Safari hinzu. Das dauert keine Minute.', link: { label: 'Herunterladen', href: '/download/' } },
        { title: 'PDF öffnen', text: 'Klicken Sie wie gewohnt auf einen PDF-Link oder ziehen Sie eine Datei von Ihrem Rechner in den Diglot-Viewer.' },
        { title: 'In beiden Sprachen lesen', text: 'Die Übersetzung beginnt auf der Seite, die Sie gerade lesen. Scrollen Sie weiter, und die nächsten Seiten folgen.' },
      ],
    },
    {
      type: 'faq',
      title: 'Fragen zu PDFs',
      items: [
        { q: 'Gibt es eine Seitenbegrenzung?', a: 'Der kostenlose Viewer übersetzt während des Lesens und hat selbst keine Seitenbegrenzung. Bei PDF Pro werden die Seiten auf das Kontingent Ihres Pro-Tarifs angerechnet.' },
        { q: 'Verlässt mein Dokument meinen Rechner?', a: 'Der Text jedes Absatzes wird an den von Ihnen gewählten Übersetzungsdienst gesendet. PDF Pro lädt die Datei zum Neuaufbau hoch und löscht sie anschließend.' },
        { q: 'Kann ich ein PDF übersetzen, das nur aus Bildern besteht?', a: 'Ja, mit PDF Pro: Es erkennt den Text auf gescannten Seiten, bevor es ihn übersetzt.' },
        { q: 'Welcher Dienst eignet sich für Fachartikel?', a: 'KI-Dienste halten die Terminologie auch in langen Dokumenten einheitlich. Die Übersicht der Übersetzungsdienste vergleicht sie im Detail.' },
      ],
    },
    {
      type: 'cta',
      title: 'Ihr nächster Fachartikel – in zwei Sprachen',
      text: 'Der Viewer ist kostenlos und funktioniert ohne Konto.',
      primary: { label: 'Diglot gratis hinzufügen', href: '/download/' },
      secondary: { label: 'Pro-Tarife ansehen', href: '/pricing/' },
    },
  ],
};

export default copy;
