import type { SectionsCopy } from '../../../theme/marketing/types';

const copy: SectionsCopy = {
  meta: {
    title: 'Tradurre manga e fumetti con Diglot',
    description: 'Traduci i balloon di manga, manhwa e fumetti sui siti che leggi già, lasciando intatti i disegni. Incluso in Diglot Pro.',
  },
  sections: [
    {
      type: 'hero',
      eyebrow: 'Traduzione dei manga · Pro',
      title: 'Leggi il capitolo uscito oggi',
      lead: 'Le traduzioni ufficiali richiedono mesi e quelle dei fan potrebbero non arrivare mai. Diglot legge i balloon, li traduce e rimette il testo nella tavola, così segui una serie al ritmo delle uscite originali.',
      primary: { label: 'Provalo gratis per 3 giorni', href: '/deals/manga/' },
      secondary: { label: 'Scopri i piani Pro', href: '/pricing/' },
      illustration: 'manga',
    },
    {
      type: 'featureGrid',
      title: 'Pensato per come si disegnano i fumetti',
      items: [
        { icon: 'manga', title: 'Il testo torna nel balloon', text: 'La traduzione viene inserita nel balloon originale e adattata allo spazio, così la vignetta si legge ancora come un fumetto.' },
        { icon: 'columns', title: 'Verticale e da destra a sinistra', text: 'Il testo verticale giapponese, le pagine da destra a sinistra e le strisce dei webtoon coreani vengono letti nell’ordine giusto.' },
        { icon: 'sparkles', title: 'Onomatopee e cartelli', text: 'Anche gli effetti sonori disegnati a mano e le scritte sullo sfondo possono essere tradotti, oppure lasciati come sono, se preferisci.' },
        { icon: 'globe', title: 'Sui siti che usi', text: 'Funziona su lettori molto diffusi come Pixiv, MangaDex e MANGA Plus, e su qualsiasi pagina che mostri immagini di fumetti.' },
      ],
    },
    {
      type: 'split',
      title: 'Passa da originale a traduzione con un solo tasto',
      text: 'Vuoi vedere il lettering originale? Premi Alt+A per tornare indietro, e ancora una volta per ritrovare la traduzione. I capitoli già tradotti restano in memoria, quindi rileggerli non costa nulla.',
      bullets: ['Disegni e impaginazione delle vignette intatti', 'Il lettering originale a un tasto di distanza', 'Capitoli tradotti in memoria per rileggerli'],
      illustration: 'manga',
    },
    {
      type: 'faq',
      title: 'Domande sulla traduzione dei manga',
      items: [
        { q: 'La traduzione dei manga è gratuita?', a: 'Fa parte di Pro, perché leggere e ridisegnare le immagini richiede un’IA che gira sui nostri server. I nuovi utenti possono provarla gratis per tre giorni.' },
        { q: 'Quali lingue sono supportate?', a: 'Fumetti giapponesi, coreani e cinesi verso una qualsiasi delle {languages} lingue supportate da Diglot, e anche i fumetti occidentali.' },
        { q: 'Il capitolo viene scaricato da qualche parte?', a: 'Vengono elaborate solo le immagini della pagina che stai leggendo, per tradurle; non conserviamo copie dei fumetti.' },
      ],
    },
    {
      type: 'cta',
      title: 'Il prossimo capitolo, nella tua lingua',
      primary: { label: 'Attiva la prova gratuita', href: '/deals/manga/' },
      secondary: { label: 'Leggi la guida ai manga', href: '/docs/features/manga/' },
    },
  ],
};

export default copy;
