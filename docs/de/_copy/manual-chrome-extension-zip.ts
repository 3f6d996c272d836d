import type { SectionsCopy } from '../../../theme/marketing/types';

const copy: SectionsCopy = {
  meta: {
    title: 'Diglot-Zip-Datei für Chrome herunterladen',
    description: 'Das Zip-Paket der Diglot-Erweiterung für Chrome – zur manuellen Installation in Chrome, Edge und anderen Chromium-Browsern.',
  },
  sections: [
    {
      type: 'hero',
      eyebrow: 'Manuelle Installation',
      title: 'Diglot für Chrome als Zip-Datei',
      lead: 'Dies ist dieselbe Erweiterung wie im Chrome Web Store, verpackt für die Installation von Hand. Entpacken Sie die Datei und laden Sie den Ordner anschließend auf der Erweiterungsseite Ihres Browsers.',
      primary: { label: 'Zip-Datei herunterladen', href: '{store.zip}' },
      secondary: { label: 'Schritt-für-Schritt-Anleitung', href: '/manual-chrome-extension/' },
      note: 'Manuell installierte Versionen aktualisieren sich nicht automatisch – neue Versionen finden Sie hier.',
      illustration: 'install',
    },
  ],
};

export default copy;
