import type { SectionsCopy } from '../../../theme/marketing/types';

const copy: SectionsCopy = {
  meta: {
    title: 'Riscatta un codice Diglot e attiva Pro',
    description: 'Hai un codice Diglot da riscattare? Accedi, inseriscilo qui e il tuo abbonamento Pro parte immediatamente.',
  },
  sections: [
    {
      type: 'hero',
      eyebrow: 'Riscatta',
      title: 'Trasforma il tuo codice in Pro',
      lead: 'I codici arrivano da regali, eventi, scuole e partner. Inserisci il tuo qui sotto e Pro viene aggiunto al tuo account per il periodo previsto dal codice.',
      primary: { label: 'Inserisci il mio codice', href: '#redeem' },
      illustration: 'install',
    },
    {
      type: 'exchange',
      title: 'Riscatta un codice',
      lead: 'I codici sono formati da 16 lettere e cifre, spesso divise in quattro gruppi. Trattini e spazi non contano.',
      label: 'Codice da riscattare',
      placeholder: 'Es. ABCD-EFGH-JKMN-PQRS',
      hint: 'Maiuscole e minuscole sono indifferenti. I codici non contengono mai 0, O, 1, I o L.',
      submit: 'Riscatta',
    },
    {
      type: 'faq',
      title: 'Tutto sui codici',
      items: [
        { q: 'Ho già Pro. Che cosa succede?', a: 'Il codice prolunga il tuo abbonamento: il suo periodo si aggiunge dopo l’attuale data di scadenza.' },
        { q: 'Posso regalare il mio codice a qualcun altro?', a: 'Sì, purché nessuno l’abbia ancora riscattato. Ogni codice vale una sola volta.' },
        { q: 'Il mio codice risulta scaduto.', a: 'I codici vanno riscattati entro la data indicata insieme al codice. Se pensi che sia un errore, contattaci indicando il codice.' },
      ],
    },
  ],
};

export default copy;
