import type { SectionsCopy } from '../../../theme/marketing/types';

const copy: SectionsCopy = {
  meta: {
    title: 'Cerca nella documentazione di Diglot',
    description: 'Cerca tra tutte le guide, le pagine sulle funzioni, i servizi di traduzione e le risposte alle domande frequenti di Diglot.',
  },
  sections: [
    {
      type: 'guides',
      title: 'Argomenti più consultati',
      lead: 'Non sai bene cosa scrivere? Queste pagine rispondono alla maggior parte delle domande.',
      items: [
        { tag: 'Basi', title: 'Guida rapida', text: 'Tradurre una pagina, tornare all’originale e le scorciatoie per farlo.', href: '/docs/usage/' },
        { tag: 'Basi', title: 'Installazione', text: 'Tutti i browser, smartphone e tablet, e l’installazione manuale.', href: '/docs/installation/' },
        { tag: 'Aiuto', title: 'Domande frequenti', text: 'Quote, account, privacy e i problemi che capitano più spesso.', href: '/docs/faq/' },
        { tag: 'Servizi', title: 'Servizi di traduzione', text: 'Quale motore scegliere e che cosa serve a ciascuno.', href: '/docs/services/' },
        { tag: 'Documenti', title: 'Traduzione dei PDF', text: 'Il visualizzatore bilingue, PDF Pro e le esportazioni.', href: '/docs/features/pdf/' },
        { tag: 'Video', title: 'Sottotitoli dei video', text: 'Due righe di sottotitoli sulle piattaforme di streaming e di corsi.', href: '/docs/features/video-subtitles/' },
      ],
    },
    {
      type: 'featureGrid',
      title: 'Consigli per trovare subito la risposta',
      items: [
        { icon: 'compass', title: 'Usa le parole che vedi sullo schermo', text: 'Cerca l’etichetta che compare in Diglot, come «stile di visualizzazione» o «chiave API», invece di descriverla con parole tue.' },
        { icon: 'engine', title: 'Indica il servizio', text: 'Aggiungi il nome del motore, per esempio «chiave DeepL» o «origine Ollama», per arrivare dritto alla sua pagina di configurazione.' },
        { icon: 'keyboard', title: 'Cerca da qualsiasi pagina', text: 'Premi Ctrl+K, oppure ⌘K su Mac, in qualunque pagina per aprire la finestra di ricerca rapida.' },
      ],
    },
  ],
};

export default copy;
