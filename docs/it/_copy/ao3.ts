import type { SectionsCopy } from '../../../theme/marketing/types';

const copy: SectionsCopy = {
  meta: {
    title: 'AO3 e fanfiction nella tua lingua',
    description: 'Traduzione bilingue per Archive of Our Own e gli altri siti di fanfiction, capitolo per capitolo, con navigazione, note e tag al loro posto.',
  },
  sections: [
    {
      type: 'hero',
      eyebrow: 'Fanfiction',
      title: 'Ogni fic, in qualunque lingua sia stata scritta',
      lead: 'Alcune delle storie più belle del tuo fandom sono scritte in una lingua che non leggi. Diglot traduce le opere su Archive of Our Own e sugli altri siti di fanfiction paragrafo per paragrafo, lasciandoti sempre sotto gli occhi l’originale dell’autore.',
      primary: { label: 'Aggiungi Diglot gratis', href: '/download/' },
      secondary: { label: 'Supporto per i singoli siti', href: '/docs/sites/' },
      illustration: 'book',
    },
    {
      type: 'featureGrid',
      title: 'Su misura per come funzionano gli archivi',
      items: [
        { icon: 'book', title: 'Un capitolo dopo l’altro', text: 'Apri un capitolo ed eccolo tradotto; passa al successivo con i pulsanti del sito e Diglot ti segue.' },
        { icon: 'columns', title: 'Originale e traduzione vicini', text: 'Dialoghi, giochi di parole e onorifici si gustano meglio quando puoi dare un’occhiata alla frase originale.' },
        { icon: 'check', title: 'Tag, note e riassunti', text: 'Anche riassunti, note dell’autore e tag vengono tradotti, così decidi cosa leggere prima di cominciare.' },
        { icon: 'sparkles', title: 'IA che capisce il contesto', text: 'Con Pro, la traduzione IA mantiene coerenti nomi e tono per tutto un lungo capitolo.', pro: true },
      ],
    },
    {
      type: 'split',
      title: 'Nel rispetto di chi scrive',
      text: 'Diglot traduce solo per te, dentro il tuo browser. Niente viene ripubblicato e l’opera resta sull’archivio: kudos e commenti continuano ad arrivare all’autore.',
      bullets: ['Nessuna copia, nessuna ripubblicazione', 'Kudos e commenti funzionano come sempre', 'Va bene sia con l’opera intera sia con i singoli capitoli'],
      illustration: 'book',
    },
    {
      type: 'faq',
      title: 'Le domande dei lettori',
      items: [
        { q: 'Funziona con la vista «Entire Work»?', a: 'Sì. Le opere lunghe vengono tradotte man mano che scorri, così la pagina resta veloce.' },
        { q: 'Posso lasciare i nomi dei personaggi in originale?', a: 'Sì. Aggiungili al glossario nelle impostazioni dei prompt IA e resteranno scritti così come sono.' },
        { q: 'Quali altri siti di fanfiction sono supportati?', a: 'Funziona qualsiasi sito con testo normale; la pagina sul supporto per i singoli siti elenca quelli che ricevono un trattamento specifico.' },
      ],
    },
  ],
};

export default copy;
