import type { SectionsCopy } from '../../../theme/marketing/types';

const copy: SectionsCopy = {
  meta: {
    title: 'Scarica lo zip di Diglot per Chrome',
    description: 'Il pacchetto zip dell’estensione Diglot per Chrome, da caricare a mano in Chrome, Edge e negli altri browser basati su Chromium.',
  },
  sections: [
    {
      type: 'hero',
      eyebrow: 'Installazione manuale',
      title: 'Diglot per Chrome, in un file zip',
      lead: 'È la stessa estensione che trovi nel Chrome Web Store, impacchettata per l’installazione manuale. Estrai l’archivio, poi carica la cartella dalla pagina delle estensioni del tuo browser.',
      primary: { label: 'Scarica il file zip', href: '{store.zip}' },
      secondary: { label: 'Guida passo passo', href: '/manual-chrome-extension/' },
      note: 'Le installazioni manuali non si aggiornano da sole: torna qui per le nuove versioni.',
      illustration: 'install',
    },
  ],
};

export default copy;
