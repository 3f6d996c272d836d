import type { SectionsCopy } from '../../../theme/marketing/types';

const copy: SectionsCopy = {
  meta: {
    title: 'Ti diamo il benvenuto in Diglot: i tuoi primi cinque minuti',
    description:
      'Diglot è installato. Fissa l’icona, scegli la lingua, traduci la prima pagina e impara le tre scorciatoie che fanno quasi tutto il lavoro.',
  },
  sections: [
    {
      type: 'hero',
      eyebrow: 'Si parte',
      title: 'Diglot è pronto. Traduciamo la tua prima pagina.',
      lead: 'Grazie per aver installato Diglot. Ti bastano cinque minuti con i passaggi qui sotto per sapere tutto quello che serve nella lettura di tutti i giorni; il resto può aspettare finché non ti interessa.',
      primary: { label: 'Apri la guida introduttiva', href: '/docs/usage/' },
      secondary: { label: 'Centro di apprendimento', href: '/learn/' },
      illustration: 'rocket',
    },
    {
      type: 'steps',
      id: 'first-steps',
      title: 'I tuoi primi passi',
      items: [
        { title: 'Fissa l’icona', text: 'Apri il menu a forma di puzzle nella barra degli strumenti del browser e fissa Diglot: lo avrai a un clic di distanza su ogni pagina.' },
        { title: 'Scegli la tua lingua', text: 'Clicca l’icona di Diglot e seleziona la lingua in cui vuoi leggere. Diglot la ricorda ovunque.' },
        { title: 'Traduci questa pagina', text: 'Clicca «Traduci» nel riquadro, oppure premi Alt+A. Ogni paragrafo riceve la sua traduzione subito sotto. Premi di nuovo Alt+A per tornare all’originale.' },
        { title: 'Scegli un motore', text: 'Il motore integrato funziona da subito. Più avanti puoi aggiungere DeepL, OpenAI o un altro servizio con la tua chiave.', link: { label: 'Servizi di traduzione', href: '/docs/services/' } },
      ],
    },
    {
      type: 'featureGrid',
      title: 'Tre scorciatoie da tenere a mente',
      lead: 'Puoi modificare tutte le scorciatoie nelle impostazioni delle estensioni del tuo browser.',
      items: [
        { icon: 'keyboard', title: 'Alt+A', text: 'Traduce la pagina, oppure ti riporta all’originale.' },
        { icon: 'cursor', title: 'Ctrl premuto e puntatore sul testo', text: 'Traduce solo il paragrafo sotto il mouse.' },
        { icon: 'keyboard', title: 'Barra spaziatrice {inputSpaces} volte', text: 'In qualsiasi casella di testo, sostituisce ciò che hai scritto con la sua traduzione.' },
      ],
    },
    {
      type: 'featureGrid',
      title: 'Provalo su qualcosa che leggi',
      items: [
        { icon: 'pdf', title: 'Un PDF', text: 'Apri un link a un PDF qualsiasi e leggilo in due lingue.', link: { label: 'Tradurre i PDF', href: '/f-pdf-translate/' } },
        { icon: 'video', title: 'Un video', text: 'Avvia un video di YouTube con i sottotitoli e attiva la seconda riga.', link: { label: 'Sottotitoli bilingui', href: '/f-video-subtitle-translate/' } },
        { icon: 'palette', title: 'Un aspetto nuovo', text: 'Cambia lo stile di visualizzazione: evidenziato, sottolineato o sfocato finché non passi il mouse.', link: { label: 'Stili di visualizzazione', href: '/docs/features/webpage/' } },
      ],
    },
    {
      type: 'cta',
      title: 'Hai già qualche domanda?',
      text: 'Le domande frequenti rispondono a quelle che sentiamo più spesso, la community a tutte le altre.',
      primary: { label: 'Leggi le domande frequenti', href: '/docs/faq/' },
      secondary: { label: 'Community', href: '/docs/communities/' },
    },
  ],
};

export default copy;
