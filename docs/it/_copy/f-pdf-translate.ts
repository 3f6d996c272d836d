import type { SectionsCopy } from '../../../theme/marketing/types';

const copy: SectionsCopy = {
  meta: {
    title: 'Tradurre PDF a fronte: articoli, relazioni e scansioni con Diglot',
    description:
      'Leggi i PDF in due lingue nel visualizzatore gratuito, oppure lascia che PDF Pro ricostruisca formule, tabelle, scansioni e colonne ed esporti una copia bilingue.',
  },
  sections: [
    {
      type: 'hero',
      eyebrow: 'Traduzione dei PDF',
      title: 'Ogni PDF, nella tua lingua e in originale',
      lead: 'Apri un articolo scientifico, un contratto o un manuale nel visualizzatore di Diglot e ogni paragrafo si ritrova la sua traduzione accanto. Niente da ribattere, niente che va perso, e puoi sempre verificare le parole esatte della fonte.',
      primary: { label: 'Aggiungi Diglot gratis', href: '/download/' },
      secondary: { label: 'Guida alla traduzione dei PDF', href: '/docs/features/pdf/' },
      note: 'Il visualizzatore è gratuito. PDF Pro fa parte del piano Pro.',
      illustration: 'pdf',
    },
    {
      type: 'featureGrid',
      title: 'Due modi di leggere un PDF',
      lead: 'Comincia con il visualizzatore gratuito per i documenti di tutti i giorni. Passa a PDF Pro quando il vero ostacolo è l’impaginazione.',
      items: [
        {
          icon: 'pdf',
          title: 'Visualizzatore bilingue gratuito',
          text: 'Apri un PDF dal tuo computer o da un link e leggilo con la traduzione sotto ogni paragrafo, direttamente nel browser.',
        },
        {
          icon: 'sparkles',
          title: 'PDF Pro',
          text: 'Ricostruisce il documento prima di tradurlo: le formule restano formule, le tabelle restano tabelle e gli articoli su due colonne si leggono nell’ordine giusto.',
          pro: true,
        },
        {
          icon: 'camera',
          title: 'Pagine scansionate',
          text: 'PDF Pro riconosce il testo delle pagine scansionate o fotografate, così puoi tradurre anche libri vecchi e dispense stampate.',
          pro: true,
        },
        {
          icon: 'share',
          title: 'Esporta e condividi',
          text: 'Salva il risultato come PDF o pagina web bilingue, oppure pubblica un link online che un collega può aprire anche senza l’estensione.',
          pro: true,
        },
      ],
    },
    {
      type: 'split',
      eyebrow: 'Per la ricerca',
      title: 'Fatto per gli articoli che mandano in crisi gli altri traduttori',
      text: 'I PDF accademici mescolano colonne, note a piè di pagina, equazioni, didascalie e bibliografia. Se li incolli in un riquadro di traduzione, l’ordine salta e la matematica diventa illeggibile. PDF Pro legge la pagina come farebbe una persona, poi la traduce blocco per blocco.',
      bullets: [
        'Equazioni e simboli lasciati esattamente come sono',
        'Tabelle ricostruite riga per riga, con le celle tradotte',
        'Modalità che conserva l’impaginazione per documenti interi',
      ],
      illustration: 'pdf',
      link: { label: 'Leggi la guida a PDF Pro', href: '/docs/features/pdf/' },
    },
    {
      type: 'steps',
      title: 'Traduci il tuo primo PDF',
      items: [
        { title: 'Installa Diglot', text: 'Aggiungi l’estensione a Chrome, Edge, Firefox o Safari. Ci vuole meno di un minuto.', link: { label: 'Scarica', href: '/download/' } },
        { title: 'Apri il PDF', text: 'Clicca un link a un PDF come fai di solito, oppure trascina un file dal computer nel visualizzatore di Diglot.' },
        { title: 'Leggi in due lingue', text: 'La traduzione parte dalla pagina che stai leggendo. Continua a scorrere e le pagine successive arrivano da sole.' },
      ],
    },
    {
      type: 'faq',
      title: 'Domande sui PDF',
      items: [
        { q: 'C’è un limite di pagine?', a: 'Il visualizzatore gratuito traduce mentre leggi e non ha un limite di pagine suo. PDF Pro scala le pagine dalla quota del tuo piano Pro.' },
        { q: 'Il mio documento esce dal mio computer?', a: 'Il testo di ciascun paragrafo viene inviato al motore di traduzione che hai scelto. PDF Pro carica il file per ricostruirlo e poi lo elimina.' },
        { q: 'Posso tradurre un PDF fatto solo di immagini?', a: 'Sì, con PDF Pro: riconosce il testo delle pagine scansionate prima di tradurlo.' },
        { q: 'Quale motore conviene per gli articoli scientifici?', a: 'I motori IA mantengono coerente la terminologia nei documenti lunghi. La guida ai servizi li mette a confronto.' },
      ],
    },
    {
      type: 'cta',
      title: 'Il tuo prossimo articolo, in due lingue',
      text: 'Il visualizzatore è gratuito e non richiede alcun account.',
      primary: { label: 'Aggiungi Diglot gratis', href: '/download/' },
      secondary: { label: 'Scopri i piani Pro', href: '/pricing/' },
    },
  ],
};

export default copy;
