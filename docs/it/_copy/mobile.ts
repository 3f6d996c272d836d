import type { SectionsCopy } from '../../../theme/marketing/types';

const copy: SectionsCopy = {
  meta: {
    title: 'Diglot sullo smartphone: iPhone, iPad e Android',
    description: 'Leggi pagine web bilingui su iPhone, iPad e Android con l’estensione per Safari, con Edge o Firefox per Android o con l’APK, e traduci con un tocco.',
  },
  sections: [
    {
      type: 'hero',
      eyebrow: 'Smartphone e tablet',
      title: 'La lettura bilingue, sempre in tasca',
      lead: 'Gli articoli che tieni da parte per il tragitto in treno, il manuale da consultare in reparto, il forum che sfogli a letto: Diglot li traduce anche sul telefono, con l’originale sempre accanto.',
      primary: { label: 'Scarica Diglot per smartphone', href: '/download/#stores' },
      secondary: { label: 'Guida alla configurazione', href: '/docs/installation/#safari' },
      illustration: 'mobile',
    },
    {
      type: 'featureGrid',
      title: 'Tre modi per usarlo',
      items: [
        { icon: 'mobile', title: 'Safari su iPhone e iPad', text: 'Installalo dall’App Store, poi consenti Diglot da Impostazioni › App › Safari › Estensioni. Funziona in tutte le schede di Safari.' },
        { icon: 'puzzle', title: 'Edge e Firefox su Android', text: 'Entrambi i browser supportano le estensioni su Android. Aggiungi Diglot dai rispettivi store di componenti aggiuntivi e si comporta come sul computer.' },
        { icon: 'download', title: 'L’APK per Android', text: 'Sui dispositivi senza quei browser, installa direttamente l’APK. La vecchia app browser per Android non riceve più aggiornamenti.' },
      ],
    },
    {
      type: 'split',
      title: 'Fatto per il touch',
      text: 'Sul telefono non c’è il tasto Ctrl, quindi Diglot aggiunge i gesti: un tocco sul pulsante flottante traduce la pagina, una pressione prolungata su un paragrafo traduce solo quello. Tutto il resto funziona come sul computer.',
      bullets: ['Pulsante flottante che puoi nascondere sito per sito', 'Gesti per tradurre un singolo paragrafo', 'Gli stessi stili di visualizzazione e motori del computer'],
      illustration: 'mobile',
    },
    {
      type: 'faq',
      title: 'Domande su smartphone e tablet',
      items: [
        { q: 'Le impostazioni del computer passano anche sul telefono?', a: 'Accedi con lo stesso account e le tue scelte di lingua, motore e stile ti seguono.' },
        { q: 'Chrome per Android supporta Diglot?', a: 'Chrome su Android non supporta le estensioni. Usa Edge o Firefox per Android, oppure l’APK.' },
        { q: 'Consuma molti dati?', a: 'Al servizio di traduzione viene inviato solo il testo da tradurre, quindi una pagina di solito pesa pochi kilobyte.' },
      ],
    },
    {
      type: 'copyLink',
      title: 'Apri questa pagina sul telefono',
      text: 'Copia il link e invialo a te, via email o in chat, poi installa Diglot dal browser del telefono.',
      href: '/download/',
      button: 'Copia il link',
    },
  ],
};

export default copy;
