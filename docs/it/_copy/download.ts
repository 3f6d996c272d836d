import type { SectionsCopy } from '../../../theme/marketing/types';

const copy: SectionsCopy = {
  meta: {
    title: 'Scarica Diglot per Chrome, Edge, Firefox e Safari',
    description: 'Installa Diglot nel tuo browser, in Safari su Mac, iPhone e iPad, oppure su Android. Gratis e senza bisogno di un account.',
  },
  sections: [
    {
      type: 'hero',
      eyebrow: 'Download',
      title: 'Diglot per il browser che usi ogni giorno',
      lead: 'Diglot vive dentro il browser: non c’è nient’altro da installare. Scegli il tuo browser qui sotto; quello giusto l’abbiamo già messo in cima.',
      primary: { label: 'Vedi tutti i download', href: '#stores' },
      secondary: { label: 'Guida all’installazione', href: '/docs/installation/' },
      note: 'Gratis · funziona su Windows, macOS, Linux, iOS e Android',
      illustration: 'install',
    },
    {
      type: 'download',
      title: 'Scegli la tua versione',
      yourBrowser: 'Consigliato per il tuo browser',
      otherBrowsers: 'Altri browser',
      mobileTitle: 'Smartphone e tablet',
      stores: {
        chrome: { name: 'Chrome', action: 'Aggiungi a Chrome', note: 'Va bene anche per Brave, Arc, Opera, Vivaldi e gli altri browser basati su Chromium.' },
        edge: { name: 'Edge', action: 'Scarica per Edge', note: 'Dallo store dei componenti aggiuntivi di Edge, su Windows, macOS e Android.' },
        firefox: { name: 'Firefox', action: 'Aggiungi a Firefox', note: 'Dai componenti aggiuntivi di Firefox, sul computer e su Android.' },
        safariMac: { name: 'Safari su Mac', action: 'Scarica dal Mac App Store', note: 'Dopo l’installazione, attivalo da Safari › Impostazioni › Estensioni.' },
        safariIos: { name: 'Safari su iPhone e iPad', action: 'Scarica dall’App Store', note: 'Poi consentilo da Impostazioni › App › Safari › Estensioni.' },
        mobileApp: { name: 'App Diglot per dispositivi mobili', action: 'Vai alla scheda dell’app', note: 'Leggi e traduci ovunque tu sia, con le impostazioni sincronizzate.' },
        apk: { name: 'APK per Android', action: 'Scarica l’APK', note: 'Per i dispositivi Android senza store; la vecchia app browser non riceve più aggiornamenti.' },
        zip: { name: 'Zip per Chrome', action: 'Scarica lo zip', note: 'Per l’installazione manuale.' },
      },
      manualTitle: 'Non riesci ad accedere allo store del tuo browser?',
      manualText: 'Puoi installare la versione per Chrome da un file zip in pochi passaggi, con la «Modalità sviluppatore» e il pulsante «Carica estensione non pacchettizzata».',
      manualLink: { label: 'Installa manualmente', href: '/manual-chrome-extension/' },
    },
    {
      type: 'steps',
      title: 'Dopo l’installazione',
      items: [
        { title: 'Fissa l’icona', text: 'Clicca l’icona a forma di puzzle nella barra degli strumenti e fissa Diglot: lo avrai sempre a portata di clic.' },
        { title: 'Scegli la tua lingua', text: 'Apri il riquadro di Diglot e seleziona la lingua in cui vuoi leggere.' },
        { title: 'Traduci la prima pagina', text: 'Apri un articolo in lingua straniera e premi Alt+A, oppure clicca «Traduci questa pagina».', link: { label: 'Primi passi', href: '/welcome/' } },
      ],
    },
  ],
};

export default copy;
