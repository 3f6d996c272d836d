import type { SectionsCopy } from '../../../theme/marketing/types';

const copy: SectionsCopy = {
  meta: {
    title: 'Zweisprachige Passagen als Link oder Bild teilen',
    description:
      'Ein Absatz, den Sie weitergeben möchten? Diglot macht aus Original und Übersetzung einen Link oder ein sauberes Bild – für Chat, soziale Medien oder Unterrichtsnotizen.',
  },
  sections: [
    {
      type: 'hero',
      eyebrow: 'Zweisprachige Inhalte teilen',
      title: 'Original und Übersetzung gemeinsam weitergeben',
      lead: 'Ein Zitat verliert an Wirkung, wenn Sie nur die Übersetzung verschicken – und das Original allein lässt Ihre Freunde rätseln. Mit Diglot teilen Sie beides: Passage auswählen und als Link oder Bild versenden.',
      primary: { label: 'Diglot kostenlos installieren', href: '/download/' },
      secondary: { label: 'So funktioniert das Teilen', href: '/docs/share/' },
      illustration: 'share',
    },
    {
      type: 'featureGrid',
      title: 'Zwei Formate, jeweils ein Klick',
      items: [
        { icon: 'share', title: 'Link teilen', text: 'Eine kurze Seite mit der Passage in beiden Sprachen und einem Link zur Quelle. Jeder kann sie öffnen, mit oder ohne Diglot.' },
        { icon: 'image', title: 'Bild teilen', text: 'Eine aufgeräumte Karte mit dem Original über der Übersetzung, passend formatiert für Messenger und soziale Netzwerke. Kein mühsames Zuschneiden von Screenshots.' },
        { icon: 'palette', title: 'Ihr Darstellungsstil', text: 'Die geteilte Passage sieht so aus, wie Sie sie gelesen haben: Eine hervorgehobene oder unterstrichene Übersetzung bleibt es auch.' },
        { icon: 'lock', title: 'Nur, was Sie auswählen', text: 'Geteilt wird erst, wenn Sie auf die Schaltfläche klicken – und dann nur die markierte Passage, nichts sonst.' },
      ],
    },
    {
      type: 'split',
      eyebrow: 'Wer teilt',
      title: 'Kleine Zitate, große Gespräche',
      text: 'Lehrkräfte verteilen einen Absatz aus einem fremdsprachigen Artikel samt Übersetzung. Forschende schicken Kollegen genau den Satz, den sie zitieren wollen. Creator posten eine Zeile aus einem Interview in beiden Sprachen, damit ihre Follower sehen, was wirklich gesagt wurde.',
      bullets: ['Unterrichtsmaterial in zwei Sprachen', 'Zitate mit ihrem Originalwortlaut', 'Zweisprachige Zitate für Ihr Publikum'],
      illustration: 'share',
    },
    {
      type: 'steps',
      title: 'Eine Passage teilen',
      items: [
        { title: 'Seite übersetzen', text: 'Aktivieren Sie wie gewohnt die zweisprachige Übersetzung – über das Symbol in der Symbolleiste oder mit Alt+A.' },
        { title: 'Passage markieren', text: 'Markieren Sie die gewünschten Absätze. Neben der Auswahl erscheint eine kleine Werkzeugleiste.' },
        { title: 'Link oder Bild wählen', text: 'Kopieren Sie den Link oder speichern Sie das Bild und fügen Sie es dort ein, wo Ihre Leser sind.' },
      ],
    },
    {
      type: 'faq',
      title: 'Fragen zum Teilen',
      items: [
        { q: 'Braucht die Person, mit der ich teile, Diglot?', a: 'Nein. Geteilte Links öffnen sich in jedem Browser, und Bilder sind ganz normale Bilddateien.' },
        { q: 'Kann ich einen geteilten Link später löschen?', a: 'Ja. Alle Ihre geteilten Links sind in Ihrem Konto aufgelistet, dort können Sie jeden einzelnen entfernen.' },
        { q: 'Ist das Teilen im kostenlosen Tarif enthalten?', a: 'Ja, Passagen teilen können Sie mit Free und Pro gleichermaßen.' },
      ],
    },
  ],
};

export default copy;
