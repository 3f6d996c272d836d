import type { SectionsCopy } from '../../../theme/marketing/types';

const copy: SectionsCopy = {
  meta: {
    title: 'Diglot manuell installieren: Chrome, Edge und Chromium-Browser',
    description:
      'Kein Zugriff auf den Chrome Web Store? Laden Sie die Diglot-Zip-Datei, aktivieren Sie den Entwicklermodus und laden Sie die entpackte Erweiterung – in fünf Schritten.',
  },
  sections: [
    {
      type: 'hero',
      eyebrow: 'Manuelle Installation',
      title: 'Diglot ohne den Chrome Web Store installieren',
      lead: 'Manche Netzwerke und Firmenrechner sperren den Chrome Web Store. Diglot können Sie trotzdem installieren: Laden Sie dieselbe Chrome-Version als Zip-Datei herunter und binden Sie sie selbst ein. Das funktioniert in Chrome, Edge, Brave, Arc, Opera und anderen Chromium-Browsern.',
      primary: { label: 'Zip-Datei herunterladen', href: '/manual-chrome-extension/zip/' },
      secondary: { label: 'Lieber über den Store', href: '/download/' },
      illustration: 'install',
    },
    {
      type: 'steps',
      id: 'steps',
      title: 'In fünf Schritten',
      items: [
        { title: 'Zip-Datei herunterladen', text: 'Laden Sie die aktuelle Diglot-Zip-Datei für Chrome herunter und speichern Sie sie an einem Ort, an dem sie bleiben kann, etwa im Ordner „Dokumente“.', link: { label: 'Zur Downloadseite', href: '/manual-chrome-extension/zip/' } },
        { title: 'Entpacken', text: 'Entpacken Sie die Datei in einen Ordner. Behalten Sie diesen Ordner: Der Browser lädt Diglot bei jedem Start von dort.' },
        { title: 'Erweiterungsseite öffnen', text: 'Geben Sie diese Adresse in die Adressleiste ein und drücken Sie die Eingabetaste (in Edge lautet sie edge://extensions).', copy: 'chrome://extensions' },
        { title: 'Entwicklermodus aktivieren', text: 'Schalten Sie oben rechts den „Entwicklermodus“ ein (in Edge unten links). Daraufhin erscheinen neue Schaltflächen.' },
        { title: 'Entpackte Erweiterung laden', text: 'Klicken Sie auf „Entpackte Erweiterung laden“ und wählen Sie den entpackten Ordner – den, der die Datei manifest.json enthält. Diglot erscheint nun in der Liste und in der Symbolleiste.' },
      ],
    },
    {
      type: 'faq',
      title: 'Fragen zur manuellen Installation',
      items: [
        { q: 'Aktualisiert sich Diglot selbst?', a: 'Nein. Manuell installierte Erweiterungen werden nicht automatisch aktualisiert. Laden Sie die neue Zip-Datei herunter, ersetzen Sie den Inhalt des Ordners und klicken Sie auf der Erweiterungsseite auf den Pfeil zum Neuladen. Ihre Einstellungen bleiben erhalten.' },
        { q: 'Chrome meldet, dass die Erweiterung nicht aus dem Store stammt. Ist das ein Problem?', a: 'Diesen Hinweis zeigt Chrome bei jeder entpackten Erweiterung an. Sie können ihn schließen – Diglot funktioniert genauso.' },
        { q: '„Manifestdatei fehlt oder ist nicht lesbar“ – was nun?', a: 'Sie haben den falschen Ordner gewählt. Wählen Sie den Ordner, in dem manifest.json direkt liegt, nicht den übergeordneten.' },
        { q: 'Kann ich später zur Store-Version wechseln?', a: 'Ja. Entfernen Sie die manuell installierte Version und installieren Sie Diglot anschließend aus dem Store. Melden Sie sich an, um Ihre Einstellungen zurückzuholen.' },
      ],
    },
    {
      type: 'cta',
      title: 'Installiert? Dann kann es losgehen.',
      primary: { label: 'Erste Schritte', href: '/welcome/' },
      secondary: { label: 'Installationsanleitung', href: '/docs/installation/' },
    },
  ],
};

export default copy;
