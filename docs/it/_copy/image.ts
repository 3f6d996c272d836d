import type { SectionsCopy } from '../../../theme/marketing/types';

const copy: SectionsCopy = {
  meta: {
    title: 'Tradurre il testo dentro le immagini con Diglot',
    description: 'Traduci le scritte di foto, screenshot, grafici e infografiche direttamente sulla pagina: modalità gratuita nel browser e traduzione con IA avanzata per Pro.',
  },
  sections: [
    {
      type: 'hero',
      eyebrow: 'Traduzione delle immagini',
      title: 'Le parole nell’immagine, tradotte proprio lì',
      lead: 'Le foto di un prodotto, i grafici di una relazione, uno screenshot in un forum, il menu su un blog di viaggi: Diglot trova il testo dentro l’immagine e ci appoggia sopra la traduzione.',
      primary: { label: 'Aggiungi Diglot gratis', href: '/download/' },
      secondary: { label: 'Guida alla traduzione delle immagini', href: '/docs/features/image/' },
      illustration: 'image',
    },
    {
      type: 'featureGrid',
      title: 'Due modalità',
      items: [
        { icon: 'zap', title: 'Gratis, nel tuo browser', text: 'Su Chrome ed Edge il riconoscimento del testo avviene sul tuo dispositivo. Ideale per screenshot nitidi e grafiche semplici, e nulla lascia il tuo computer.' },
        { icon: 'sparkles', title: 'Traduzione con IA avanzata', text: 'Con Pro, le immagini difficili passano al nostro servizio IA: caratteri elaborati, testo curvo, bassa risoluzione e sfondi pieni di dettagli.', pro: true },
        { icon: 'cursor', title: 'Clic destro su qualsiasi immagine', text: 'Traduci una singola immagine dal suo menu contestuale, oppure tutte quelle della pagina insieme alla traduzione della pagina.' },
        { icon: 'palette', title: 'Sovrapposizioni leggibili', text: 'La traduzione viene disegnata su uno sfondo intonato, così resta leggibile; passa il mouse sopra per rivedere l’originale.' },
      ],
    },
    {
      type: 'split',
      title: 'Utile ben oltre i fumetti',
      text: 'Fare acquisti all’estero, leggere un’infografica, seguire un tutorial pieno di screenshot, controllare un grafico in un bilancio annuale straniero: le immagini contengono un sacco di informazioni che la normale traduzione delle pagine non vede mai.',
      bullets: ['Screenshot e diagrammi nella documentazione', 'Grafici e tabelle salvati come immagini', 'Foto di prodotti e confezioni'],
      illustration: 'image',
    },
    {
      type: 'faq',
      title: 'Domande sulla traduzione delle immagini',
      items: [
        { q: 'Quali browser supportano la modalità gratuita?', a: 'Chrome ed Edge. Negli altri browser la traduzione delle immagini usa la modalità con IA avanzata, che richiede Pro.' },
        { q: 'Le mie immagini vengono conservate?', a: 'In modalità gratuita non viene caricato nulla. Con l’IA avanzata l’immagine viene inviata per essere tradotta e poi non viene conservata.' },
        { q: 'Può tradurre le immagini contenute nei PDF?', a: 'Sì: PDF Pro legge il testo di pagine scansionate e figure mentre ricostruisce il documento.' },
      ],
    },
  ],
};

export default copy;
