import type { SectionsCopy } from '../../../theme/marketing/types';

const copy: SectionsCopy = {
  meta: {
    title: 'Diglot auf dem Smartphone: iPhone, iPad und Android',
    description: 'Zweisprachige Webseiten auf iPhone, iPad und Android – mit der Safari-Erweiterung, Edge oder Firefox für Android oder der APK, bequem per Touch bedienbar.',
  },
  sections: [
    {
      type: 'hero',
      eyebrow: 'Mobil',
      title: 'Zweisprachig lesen – auch unterwegs',
      lead: 'Die Artikel, die Sie sich für die Bahnfahrt aufheben, das Handbuch, das Sie in der Werkhalle nachschlagen, das Forum, in dem Sie abends im Bett stöbern: Diglot übersetzt sie auch auf dem Smartphone – mit dem Original gleich daneben.',
      primary: { label: 'Diglot fürs Smartphone holen', href: '/download/#stores' },
      secondary: { label: 'Einrichtungsanleitung', href: '/docs/installation/#safari' },
      illustration: 'mobile',
    },
    {
      type: 'featureGrid',
      title: 'Drei Wege zur mobilen Nutzung',
      items: [
        { icon: 'mobile', title: 'Safari auf iPhone und iPad', text: 'Installieren Sie Diglot aus dem App Store und erlauben Sie die Erweiterung unter Einstellungen › Apps › Safari › Erweiterungen. Danach funktioniert sie in jedem Safari-Tab.' },
        { icon: 'puzzle', title: 'Edge und Firefox unter Android', text: 'Beide Browser unterstützen unter Android Erweiterungen. Fügen Sie Diglot über den jeweiligen Add-on-Store hinzu – es verhält sich dann wie auf Ihrem Computer.' },
        { icon: 'download', title: 'Die APK für Android', text: 'Auf Geräten ohne diese Browser installieren Sie die APK direkt. Die frühere Android-Browser-App wird nicht mehr gepflegt.' },
      ],
    },
    {
      type: 'split',
      title: 'Für die Bedienung per Touch gemacht',
      text: 'Ein Smartphone hat keine Strg-Taste, deshalb bietet Diglot dort Gesten: Ein Tipp auf die schwebende Schaltfläche übersetzt die Seite, langes Drücken auf einen Absatz übersetzt nur diesen. Alles andere funktioniert wie am Computer.',
      bullets: ['Schwebende Schaltfläche, pro Website ausblendbar', 'Gesten für einzelne Absätze', 'Dieselben Darstellungsstile und Dienste wie am Computer'],
      illustration: 'mobile',
    },
    {
      type: 'faq',
      title: 'Fragen zur mobilen Nutzung',
      items: [
        { q: 'Werden meine Einstellungen vom Computer übernommen?', a: 'Melden Sie sich mit demselben Konto an, dann folgen Ihnen Sprache, Übersetzungsdienst und Darstellungsstil auf jedes Gerät.' },
        { q: 'Unterstützt Chrome für Android Diglot?', a: 'Chrome unter Android kann keine Erweiterungen ausführen. Nutzen Sie stattdessen Edge oder Firefox für Android oder die APK.' },
        { q: 'Verbraucht das viel mobile Daten?', a: 'An den Übersetzungsdienst wird nur der Text gesendet, den Sie übersetzen. Eine Seite kostet daher meist nur wenige Kilobyte.' },
      ],
    },
    {
      type: 'copyLink',
      title: 'Diese Seite auf dem Smartphone öffnen',
      text: 'Kopieren Sie den Link, schicken Sie ihn sich selbst und installieren Sie Diglot dann im Browser Ihres Smartphones.',
      href: '/download/',
      button: 'Link kopieren',
    },
  ],
};

export default copy;
