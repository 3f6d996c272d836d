import type { SectionsCopy } from '../../../theme/marketing/types';

const copy: SectionsCopy = {
  meta: {
    title: 'Text in Bildern übersetzen mit Diglot',
    description: 'Übersetzen Sie Text in Fotos, Screenshots, Diagrammen und Infografiken direkt auf der Seite – kostenlos im Browser oder mit intelligenter KI in Pro.',
  },
  sections: [
    {
      type: 'hero',
      eyebrow: 'Bildübersetzung',
      title: 'Der Text im Bild – übersetzt genau dort, wo er steht',
      lead: 'Produktfotos, Diagramme in einem Bericht, ein Screenshot in einem Forenbeitrag, eine Speisekarte in einem Reiseblog: Diglot findet den Text im Bild und legt die Übersetzung darüber.',
      primary: { label: 'Diglot kostenlos installieren', href: '/download/' },
      secondary: { label: 'Anleitung zur Bildübersetzung', href: '/docs/features/image/' },
      illustration: 'image',
    },
    {
      type: 'featureGrid',
      title: 'Zwei Modi',
      items: [
        { icon: 'zap', title: 'Kostenlos im Browser', text: 'In Chrome und Edge läuft die Texterkennung direkt auf Ihrem Gerät. Ideal für klare Screenshots und einfache Grafiken – und nichts verlässt Ihren Rechner.' },
        { icon: 'sparkles', title: 'Intelligente KI-Übersetzung', text: 'Mit Pro gehen schwierige Bilder an unseren KI-Dienst: stilisierte Schriften, gebogener Text, geringe Auflösung und unruhige Hintergründe.', pro: true },
        { icon: 'cursor', title: 'Rechtsklick auf ein Bild', text: 'Übersetzen Sie ein einzelnes Bild über das Kontextmenü – oder alle Bilder der Seite zusammen mit der Seitenübersetzung.' },
        { icon: 'palette', title: 'Gut lesbare Überlagerung', text: 'Die Übersetzung wird mit passendem Hintergrund eingeblendet, damit sie lesbar bleibt. Fahren Sie mit der Maus darüber, um das Original zu sehen.' },
      ],
    },
    {
      type: 'split',
      title: 'Nützlich weit über Comics hinaus',
      text: 'Einkaufen im Ausland, Infografiken lesen, einer Anleitung voller Screenshots folgen, ein Diagramm im Geschäftsbericht eines ausländischen Unternehmens prüfen – Bilder enthalten viele Informationen, die eine gewöhnliche Seitenübersetzung nie erfasst.',
      bullets: ['Screenshots und Schaubilder in Dokumentationen', 'Als Bild gespeicherte Diagramme und Tabellen', 'Produktfotos und Verpackungen'],
      illustration: 'image',
    },
    {
      type: 'faq',
      title: 'Fragen zur Bildübersetzung',
      items: [
        { q: 'Welche Browser unterstützen den kostenlosen Modus?', a: 'Chrome und Edge. In anderen Browsern nutzt die Bildübersetzung den intelligenten KI-Modus, der Pro voraussetzt.' },
        { q: 'Werden meine Bilder gespeichert?', a: 'Im kostenlosen Modus wird nichts hochgeladen. Im intelligenten KI-Modus wird das Bild zur Übersetzung übertragen und danach nicht aufbewahrt.' },
        { q: 'Lassen sich auch Bilder in PDFs übersetzen?', a: 'Ja: PDF Pro liest beim Neuaufbau des Dokuments auch den Text in gescannten Seiten und Abbildungen.' },
      ],
    },
  ],
};

export default copy;
