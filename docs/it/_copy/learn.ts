import type { SectionsCopy } from '../../../theme/marketing/types';

const copy: SectionsCopy = {
  meta: {
    title: 'Centro di apprendimento: guide per leggere in due lingue',
    description:
      'Guide brevi e pratiche su Diglot: la prima pagina tradotta, PDF e articoli, sottotitoli bilingui, la scelta del motore IA, i prompt e le regole per sito.',
  },
  sections: [
    {
      type: 'hero',
      eyebrow: 'Centro di apprendimento',
      title: 'Impara Diglot una guida breve alla volta',
      lead: 'Che tu abbia installato Diglot cinque minuti fa o lo usi tutti i giorni, qui trovi una guida che ti fa risparmiare tempo. Ognuna richiede pochi minuti e si chiude con qualcosa che funziona già nel tuo browser.',
      primary: { label: 'Parti dalle basi', href: '/docs/usage/' },
      secondary: { label: 'Domande frequenti', href: '/docs/faq/' },
      illustration: 'learn',
    },
    {
      type: 'guides',
      title: 'Per cominciare',
      lead: 'L’essenziale, nell’ordine in cui serve alla maggior parte delle persone.',
      items: [
        { tag: 'Basi', minutes: 3, title: 'Installare Diglot', text: 'Tutti i browser e le piattaforme, compresa l’installazione manuale quando lo store non è raggiungibile.', href: '/docs/installation/' },
        { tag: 'Basi', minutes: 5, title: 'Tradurre la prima pagina', text: 'Il pulsante nella barra degli strumenti, le scorciatoie e come tornare all’originale.', href: '/docs/usage/' },
        { tag: 'Basi', minutes: 4, title: 'Tradurre mentre scrivi', text: 'Scrivi nella tua lingua e invia il testo in un’altra, da qualsiasi casella di testo.', href: '/docs/input/' },
        { tag: 'Basi', minutes: 3, title: 'Tradurre un paragrafo con il mouse', text: 'Tieni premuto un tasto e punta: il modo più rapido per controllare un singolo paragrafo.', href: '/docs/features/hover/' },
      ],
    },
    {
      type: 'guides',
      title: 'Documenti e contenuti multimediali',
      items: [
        { tag: 'Documenti', minutes: 6, title: 'PDF e articoli scientifici', text: 'Il visualizzatore gratuito, PDF Pro e l’esportazione di una copia bilingue.', href: '/docs/features/pdf/' },
        { tag: 'Documenti', minutes: 4, title: 'Libri digitali', text: 'Leggi gli ePub in due lingue ed esportali per il tuo e-reader.', href: '/docs/features/epub/' },
        { tag: 'Video', minutes: 4, title: 'Sottotitoli bilingui nei video', text: 'Attiva due righe di sottotitoli sulle piattaforme di streaming e di corsi.', href: '/docs/features/video-subtitles/' },
        { tag: 'Video', minutes: 3, title: 'File di sottotitoli', text: 'Traduci file .srt e .vtt conservando entrambe le lingue.', href: '/docs/features/subtitles/' },
      ],
    },
    {
      type: 'guides',
      title: 'Per andare oltre',
      items: [
        { tag: 'IA', minutes: 8, title: 'Scegliere un motore di traduzione', text: 'Motori gratuiti, chiavi personali e modelli locali a confronto.', href: '/docs/services/' },
        { tag: 'IA', minutes: 7, title: 'Scrivere prompt migliori', text: 'Spiega a un motore IA il tuo settore, il tuo tono e la tua terminologia.', href: '/docs/prompts/' },
        { tag: 'Impostazioni', minutes: 6, title: 'Impostazioni avanzate', text: 'Regole per sito, stili di visualizzazione, CSS personalizzato e scorciatoie.', href: '/docs/advanced/' },
        { tag: 'Idee', minutes: 5, title: 'Come usano Diglot gli altri', text: 'Abitudini reali di studenti, ricercatori e sviluppatori.', href: '/docs/usecase/' },
      ],
    },
    {
      type: 'cta',
      title: 'Serve ancora una mano?',
      text: 'Cerca nella documentazione o chiedi alla community: probabilmente qualcuno si è già posto la stessa domanda.',
      primary: { label: 'Cerca nella documentazione', href: '/search/' },
      secondary: { label: 'Unisciti alla community', href: '/docs/communities/' },
    },
  ],
};

export default copy;
