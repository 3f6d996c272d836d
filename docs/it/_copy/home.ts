import type { SectionsCopy } from '../../../theme/marketing/types';

const copy: SectionsCopy = {
  meta: {
    title: 'Diglot in sintesi: tutto quello che sa tradurre',
    description:
      'Una sola pagina per orientarti in Diglot: pagine web bilingui, PDF, e-book, sottotitoli, immagini, manga, caselle di testo e le app per computer e smartphone.',
  },
  sections: [
    {
      type: 'hero',
      eyebrow: 'Diglot in sintesi',
      title: 'Un’unica estensione per tutto ciò che leggi in un’altra lingua',
      lead: 'Questa pagina è la tua mappa. Ogni scheda qui sotto apre la funzione che descrive, così arrivi dritto alla parte di Diglot che ti serve oggi: una pagina web, una pila di PDF, un film o un fumetto.',
      primary: { label: 'Aggiungi Diglot gratis', href: '/download/' },
      secondary: { label: 'Leggi la guida introduttiva', href: '/docs/usage/' },
      illustration: 'bilingual',
    },
    {
      type: 'featureGrid',
      id: 'read',
      title: 'Leggere',
      items: [
        { icon: 'globe', title: 'Pagine web', text: 'Paragrafi bilingui su qualsiasi sito, con il testo principale individuato al posto tuo.', link: { label: 'Pagine web bilingui', href: '/docs/features/webpage/' } },
        { icon: 'pdf', title: 'Documenti PDF', text: 'Un visualizzatore bilingue gratuito, più PDF Pro per formule, tabelle e scansioni.', link: { label: 'Tradurre i PDF', href: '/f-pdf-translate/' } },
        { icon: 'book', title: 'Libri digitali', text: 'Libri ePub e Mobi con la traduzione dopo ogni paragrafo.', link: { label: 'Leggere gli e-book', href: '/docs/features/epub/' } },
        { icon: 'quill', title: 'Fanfiction', text: 'AO3 e siti simili, un capitolo alla volta.', link: { label: 'AO3', href: '/ao3/' } },
      ],
    },
    {
      type: 'featureGrid',
      id: 'watch',
      title: 'Guardare',
      items: [
        { icon: 'video', title: 'Sottotitoli video', text: 'Due righe di sottotitoli su {videoSites} siti video.', link: { label: 'Sottotitoli bilingui', href: '/f-video-subtitle-translate/' } },
        { icon: 'meeting', title: 'Riunioni online', text: 'Sottotitoli dal vivo tradotti su Zoom, Google Meet e Teams.', link: { label: 'Guida ai sottotitoli', href: '/docs/features/video-subtitles/' } },
        { icon: 'image', title: 'Immagini', text: 'Le scritte dentro le foto, tradotte lì dove sono.', link: { label: 'Tradurre le immagini', href: '/image/' } },
        { icon: 'manga', title: 'Manga', text: 'Balloon tradotti sui siti di lettura che usi.', link: { label: 'Tradurre i manga', href: '/manga/' }, pro: true },
      ],
    },
    {
      type: 'featureGrid',
      id: 'write',
      title: 'Scrivere e condividere',
      items: [
        { icon: 'keyboard', title: 'Caselle di testo', text: 'Scrivi nella tua lingua e premi la barra spaziatrice {inputSpaces} volte per tradurre.', link: { label: 'Tradurre mentre scrivi', href: '/docs/input/' } },
        { icon: 'selection', title: 'Selezione', text: 'Seleziona una frase e la traduzione compare in un riquadro.', link: { label: 'Uso di base', href: '/docs/usage/' } },
        { icon: 'share', title: 'Condivisione', text: 'Invia un brano in entrambe le lingue come link o come immagine.', link: { label: 'Condividere testi bilingui', href: '/f-share-bilingual-content/' } },
        { icon: 'subtitles', title: 'File di sottotitoli', text: 'Traduci file .srt, .vtt e .ass e salvali in versione bilingue.', link: { label: 'File di sottotitoli', href: '/docs/features/subtitles/' } },
      ],
    },
    {
      type: 'featureGrid',
      id: 'platforms',
      title: 'Ovunque navighi',
      items: [
        { icon: 'download', title: 'Browser per computer', text: 'Chrome, Edge, Firefox e Safari, più Brave, Arc e Opera con la versione per Chrome.', link: { label: 'Scarica', href: '/download/' } },
        { icon: 'mobile', title: 'Smartphone e tablet', text: 'Safari su iPhone e iPad, e Android tramite un browser che supporta le estensioni.', link: { label: 'Su smartphone', href: '/mobile/' } },
        { icon: 'engine', title: 'I tuoi motori', text: '{engines} servizi di traduzione, dai motori gratuiti integrati alle tue chiavi per l’IA.', link: { label: 'Servizi', href: '/docs/services/' } },
        { icon: 'star', title: 'Pro', text: 'Motori IA premium, PDF Pro, manga e traduzione avanzata delle immagini.', link: { label: 'Prezzi', href: '/pricing/' } },
      ],
    },
  ],
};

export default copy;
