import type { SectionsCopy } from '../../../theme/marketing/types';

const copy: SectionsCopy = {
  meta: {
    title: 'Ricarica la tua quota Diglot con un pacchetto di traffico',
    description: 'Hai finito la traduzione premium di questo mese? Aggiungi un pacchetto di traffico alla quota Pro e continua a leggere.',
  },
  sections: [
    {
      type: 'hero',
      eyebrow: 'Pacchetti di traffico',
      title: 'Più traduzione premium, quando ti serve',
      lead: 'Pro include una quota mensile di token per i modelli premium. Una settimana di esami, una relazione lunga o un libro intero possono esaurirla in anticipo: un pacchetto di traffico la ricarica ogni volta che ti serve, senza cambiare piano.',
      primary: { label: 'Scegli un pacchetto', href: '#packs' },
      secondary: { label: 'Vedi i piani', href: '/pricing/' },
      illustration: 'engines',
    },
    {
      type: 'topup',
      title: 'Scegli il tuo pacchetto',
      lead: 'I pacchetti aggiungono subito i token al tuo account. Vengono usati dopo la quota mensile e non scadono a fine mese.',
      packName: '{tokens} token',
      packs: {
        'pack-s': 'Per una settimana intensa di articoli e pubblicazioni',
        'pack-m': 'Basta per una relazione lunga o un libro breve',
        'pack-l': 'Per i mesi più impegnativi: tesi, libri, tanti PDF',
      },
      choose: 'Pacchetto',
      continue: 'Procedi al pagamento',
      note: 'Completi l’acquisto nel tuo account Diglot, dove puoi controllare l’ordine prima di pagare.',
    },
    {
      type: 'faq',
      title: 'Tutto sui pacchetti di traffico',
      items: [
        { q: 'Mi serve Pro per acquistare un pacchetto?', a: 'I pacchetti si sommano alla quota premium inclusa in Pro, quindi per usarli ti serve un abbonamento Pro attivo.' },
        { q: 'Quali funzioni consumano la quota?', a: 'I modelli IA premium, PDF Pro, la traduzione delle immagini con IA avanzata e la traduzione dei manga. I motori gratuiti e le tue chiavi API non la toccano mai.' },
        { q: 'E se disdico Pro?', a: 'I token dei pacchetti non usati restano nel tuo account e tornano utilizzabili se riattivi Pro.' },
      ],
    },
  ],
};

export default copy;
