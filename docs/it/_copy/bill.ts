import type { SectionsCopy } from '../../../theme/marketing/types';

const copy: SectionsCopy = {
  meta: {
    title: 'Pagamenti, fatture e rinnovi',
    description: 'Come funziona la fatturazione di Diglot Pro: metodi di pagamento, fatture, rinnovo, cambio di piano, disdetta e rimborsi.',
  },
  sections: [
    {
      type: 'hero',
      eyebrow: 'Fatturazione',
      title: 'Il tuo piano, i tuoi pagamenti, le tue fatture',
      lead: 'Tutto ciò che riguarda il pagamento di Diglot Pro si trova nel tuo account. Qui ti spieghiamo come funziona la fatturazione e dove trovare ogni cosa.',
      primary: { label: 'Apri la fatturazione nel mio account', href: '{app}/billing' },
      secondary: { label: 'Confronta i piani', href: '/pricing/' },
      illustration: 'engines',
    },
    {
      type: 'featureGrid',
      title: 'Dove trovi cosa',
      items: [
        { icon: 'card', title: 'Metodo di pagamento', text: 'Aggiorna la carta o il conto di pagamento prima del prossimo rinnovo: qualche giorno prima ti mandiamo un promemoria via email.' },
        { icon: 'ticket', title: 'Fatture', text: 'Per ogni pagamento c’è una fattura da scaricare in PDF, con i dati della tua azienda se li hai inseriti.' },
        { icon: 'clock', title: 'Data di rinnovo', text: 'Il piano si rinnova lo stesso giorno di ogni mese o di ogni anno. Puoi vedere la data e disattivare il rinnovo quando vuoi.' },
        { icon: 'gift', title: 'Codici e pacchetti', text: 'Codici riscattati e pacchetti di traffico compaiono nello stesso storico, così la tua documentazione è completa.' },
      ],
    },
    {
      type: 'steps',
      title: 'Le operazioni più comuni',
      items: [
        { title: 'Passare da mensile ad annuale (o viceversa)', text: 'Scegli il nuovo periodo nel tuo account: la modifica vale dal rinnovo successivo.' },
        { title: 'Disdire Pro', text: 'Disattiva il rinnovo. Pro resta attivo fino alla fine del periodo pagato, poi il tuo account torna al piano Free.' },
        { title: 'Chiedere un rimborso', text: 'Scrivici entro 14 giorni dal pagamento indicando il numero di fattura: valuteremo ogni richiesta caso per caso.', link: { label: 'Contatta l’assistenza', href: '{feedback}' } },
      ],
    },
    {
      type: 'faq',
      title: 'Domande sulla fatturazione',
      items: [
        { q: 'In che valuta vengono addebitati i pagamenti?', a: 'I prezzi sono fissati in dollari statunitensi; la tua banca può convertirli nella tua valuta e mostrarti un importo leggermente diverso.' },
        { q: 'Posso avere una fattura intestata alla mia azienda?', a: 'Sì. Prima di pagare, inserisci nel tuo account la ragione sociale e la partita IVA: compariranno in fattura.' },
        { q: 'Perché mi è arrivato un nuovo addebito?', a: 'Pro si rinnova in automatico finché non disattivi il rinnovo. Controlla la data di rinnovo nel tuo account; se un addebito ti sembra sbagliato, contattaci.' },
      ],
    },
  ],
};

export default copy;
