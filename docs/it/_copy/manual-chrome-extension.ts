import type { SectionsCopy } from '../../../theme/marketing/types';

const copy: SectionsCopy = {
  meta: {
    title: 'Installare Diglot a mano in Chrome, Edge e altri browser Chromium',
    description:
      'Non riesci ad accedere al Chrome Web Store? Scarica lo zip di Diglot, attiva la Modalità sviluppatore e carica l’estensione non pacchettizzata in cinque passaggi.',
  },
  sections: [
    {
      type: 'hero',
      eyebrow: 'Installazione manuale',
      title: 'Installa Diglot senza passare dal Chrome Web Store',
      lead: 'Alcune reti e molti computer aziendali bloccano il Chrome Web Store. Puoi installare Diglot lo stesso: scarica la stessa versione per Chrome in un file zip e caricala tu. Funziona in Chrome, Edge, Brave, Arc, Opera e negli altri browser basati su Chromium.',
      primary: { label: 'Scarica lo zip', href: '/manual-chrome-extension/zip/' },
      secondary: { label: 'Preferisco lo store', href: '/download/' },
      illustration: 'install',
    },
    {
      type: 'steps',
      id: 'steps',
      title: 'Cinque passaggi',
      items: [
        { title: 'Scarica lo zip', text: 'Scarica lo zip più recente di Diglot per Chrome e salvalo in un posto dove resterà, per esempio la cartella Documenti.', link: { label: 'Pagina di download', href: '/manual-chrome-extension/zip/' } },
        { title: 'Estrai l’archivio', text: 'Estrai il file in una cartella e non cancellarla: il browser carica Diglot da lì a ogni avvio.' },
        { title: 'Apri la pagina delle estensioni', text: 'Digita questo indirizzo nella barra degli indirizzi e premi Invio (in Edge usa edge://extensions).', copy: 'chrome://extensions' },
        { title: 'Attiva la Modalità sviluppatore', text: 'Attiva l’interruttore «Modalità sviluppatore» in alto a destra (in basso a sinistra in Edge). Compaiono alcuni nuovi pulsanti.' },
        { title: 'Carica l’estensione', text: 'Clicca «Carica estensione non pacchettizzata» e scegli la cartella che hai estratto, cioè quella che contiene manifest.json. Diglot compare nell’elenco e nella barra degli strumenti.' },
      ],
    },
    {
      type: 'faq',
      title: 'Domande sull’installazione manuale',
      items: [
        { q: 'Diglot si aggiornerà da solo?', a: 'No. Le installazioni manuali non si aggiornano in automatico. Scarica il nuovo zip, sostituisci il contenuto della cartella e clicca la freccia di ricarica nella pagina delle estensioni. Le tue impostazioni restano dove sono.' },
        { q: 'Chrome avvisa che l’estensione non proviene dallo store. È un problema?', a: 'Chrome mostra quell’avviso per ogni estensione non pacchettizzata. Puoi chiuderlo: Diglot funziona esattamente allo stesso modo.' },
        { q: '«File manifest mancante o illeggibile»: e adesso?', a: 'Hai selezionato la cartella sbagliata. Scegli quella che contiene direttamente manifest.json, non quella che sta un livello sopra.' },
        { q: 'Più avanti posso passare alla versione dello store?', a: 'Sì. Rimuovi la copia installata a mano, poi installa Diglot dallo store. Accedi al tuo account per ritrovare le impostazioni.' },
      ],
    },
    {
      type: 'cta',
      title: 'Installato? Si comincia a leggere.',
      primary: { label: 'Primi passi', href: '/welcome/' },
      secondary: { label: 'Guida all’installazione', href: '/docs/installation/' },
    },
  ],
};

export default copy;
