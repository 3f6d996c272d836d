import type { SectionsCopy } from '../../../theme/marketing/types';

const copy: SectionsCopy = {
  meta: {
    title: 'Diglot herunterladen für Chrome, Edge, Firefox und Safari',
    description: 'Diglot für Ihren Browser, für Safari auf Mac, iPhone und iPad oder für Android. Kostenlos installieren, ganz ohne Konto.',
  },
  sections: [
    {
      type: 'hero',
      eyebrow: 'Download',
      title: 'Diglot für den Browser, den Sie nutzen',
      lead: 'Diglot läuft direkt in Ihrem Browser – zusätzliche Software brauchen Sie nicht. Wählen Sie unten Ihren Browser; die passende Version haben wir bereits an die erste Stelle gesetzt.',
      primary: { label: 'Alle Downloads anzeigen', href: '#stores' },
      secondary: { label: 'Installationsanleitung', href: '/docs/installation/' },
      note: 'Kostenlos · für Windows, macOS, Linux, iOS und Android',
      illustration: 'install',
    },
    {
      type: 'download',
      title: 'Downloads',
      yourBrowser: 'Empfohlen für Ihren Browser',
      otherBrowsers: 'Weitere Browser',
      mobileTitle: 'Smartphones und Tablets',
      stores: {
        chrome: { name: 'Chrome', action: 'Zu Chrome hinzufügen', note: 'Auch für Brave, Arc, Opera, Vivaldi und andere Chromium-Browser geeignet.' },
        edge: { name: 'Edge', action: 'Für Edge herunterladen', note: 'Aus dem Store für Edge-Add-ons, unter Windows, macOS und Android.' },
        firefox: { name: 'Firefox', action: 'Zu Firefox hinzufügen', note: 'Über die Firefox-Add-ons, auf dem Computer und unter Android.' },
        safariMac: { name: 'Safari auf dem Mac', action: 'Im Mac App Store laden', note: 'Nach der Installation unter Safari › Einstellungen › Erweiterungen aktivieren.' },
        safariIos: { name: 'Safari auf iPhone und iPad', action: 'Im App Store laden', note: 'Anschließend unter Einstellungen › Apps › Safari › Erweiterungen erlauben.' },
        mobileApp: { name: 'Diglot-App', action: 'App im Store ansehen', note: 'Unterwegs lesen und übersetzen, mit synchronisierten Einstellungen.' },
        apk: { name: 'APK für Android', action: 'APK herunterladen', note: 'Für Android-Geräte ohne App-Store; die frühere Browser-App wird nicht mehr gepflegt.' },
        zip: { name: 'Chrome-Zip', action: 'Zip-Datei laden', note: 'Zur manuellen Installation.' },
      },
      manualTitle: 'Kein Zugriff auf den Store Ihres Browsers?',
      manualText: 'Die Chrome-Version lässt sich in wenigen Schritten auch aus einer Zip-Datei installieren – mit dem „Entwicklermodus“ und „Entpackte Erweiterung laden“.',
      manualLink: { label: 'Manuell installieren', href: '/manual-chrome-extension/' },
    },
    {
      type: 'steps',
      title: 'Nach der Installation',
      items: [
        { title: 'Symbol anheften', text: 'Klicken Sie in der Symbolleiste auf das Puzzleteil-Symbol und heften Sie Diglot an – so ist es immer nur einen Klick entfernt.' },
        { title: 'Sprache festlegen', text: 'Öffnen Sie das Diglot-Fenster und wählen Sie die Sprache, in der Sie lesen möchten.' },
        { title: 'Erste Seite übersetzen', text: 'Rufen Sie einen beliebigen fremdsprachigen Artikel auf und drücken Sie Alt+A oder klicken Sie auf „Diese Seite übersetzen“.', link: { label: 'Schnellstart', href: '/welcome/' } },
      ],
    },
  ],
};

export default copy;
