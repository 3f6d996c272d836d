import type { SectionsCopy } from '../../../theme/marketing/types';

const copy: SectionsCopy = {
  meta: {
    title: 'Sottotitoli bilingui su YouTube, Netflix e {videoSites} siti video',
    description:
      'Guarda lezioni, serie e conferenze con il sottotitolo originale e la sua traduzione insieme sullo schermo, su {videoSites} siti video e nei sottotitoli di Zoom, Google Meet e Teams.',
  },
  sections: [
    {
      type: 'hero',
      eyebrow: 'Sottotitoli video',
      title: 'Due righe di sottotitoli: cosa dicono e cosa significa',
      lead: 'Diglot aggiunge una riga tradotta sotto i sottotitoli originali, sui siti che guardi già. Segui una lezione in un’altra lingua, cogli le battute di una serie e impara parole nuove strada facendo.',
      primary: { label: 'Aggiungi Diglot gratis', href: '/download/' },
      secondary: { label: 'Siti video supportati', href: '/docs/videoSiteSupport/' },
      note: 'YouTube, Netflix, Prime Video, Disney+, Coursera, Udemy, TED e molti altri',
      illustration: 'video',
    },
    {
      type: 'stats',
      items: [
        { value: '{videoSites}', label: 'siti video con sottotitoli in due lingue' },
        { value: '3', label: 'app per riunioni con sottotitoli dal vivo: Zoom, Google Meet, Teams' },
        { value: '6', label: 'formati di file di sottotitoli da tradurre ed esportare' },
      ],
    },
    {
      type: 'featureGrid',
      title: 'Pensato per guardare, non solo per leggere',
      items: [
        { icon: 'video', title: 'Streaming e corsi online', text: 'YouTube, Netflix, Prime Video, Disney+, HBO Max, Hulu, Vimeo, Coursera, Udemy, edX, Khan Academy, BBC iPlayer, Bilibili e tanti altri.' },
        { icon: 'meeting', title: 'Riunioni online', text: 'I sottotitoli dal vivo di Zoom, Google Meet e Microsoft Teams si arricchiscono di una riga tradotta mentre le persone parlano.' },
        { icon: 'palette', title: 'Sottotitoli come piacciono a te', text: 'Cambia dimensione, colore e posizione di ciascuna riga, oppure mostra solo la traduzione.' },
        { icon: 'subtitles', title: 'File di sottotitoli', text: 'Traduci file .srt, .vtt, .ass, .ssa, .sbv e .lrc e salvali come sottotitoli bilingui per qualsiasi lettore.', link: { label: 'Guida ai file di sottotitoli', href: '/docs/features/subtitles/' } },
      ],
    },
    {
      type: 'split',
      eyebrow: 'Imparare con i video',
      title: 'La lezione di lingua migliore è una serie che ti piace',
      text: 'Vedere la battuta originale mentre la ascolti, con la tua lingua subito sotto, trasforma ogni episodio in un esercizio di ascolto. Metti in pausa su un’espressione, confronta le due righe e riparti quando hai capito.',
      bullets: ['Originale e traduzione sempre sincronizzati', 'Funziona con le tracce di sottotitoli del sito', 'Motori IA per battute naturali e coerenti con il contesto'],
      illustration: 'video',
      link: { label: 'Guida ai sottotitoli dei video', href: '/docs/features/video-subtitles/' },
    },
    {
      type: 'faq',
      title: 'Domande sui sottotitoli',
      items: [
        { q: 'E se un video non ha sottotitoli?', a: 'Diglot traduce le tracce di sottotitoli messe a disposizione dal sito, compresi i sottotitoli automatici quando il sito li offre.' },
        { q: 'Funziona a schermo intero?', a: 'Sì. Le due righe restano sullo schermo sia a schermo intero sia in modalità cinema.' },
        { q: 'È gratis?', a: 'I sottotitoli bilingui funzionano con il piano gratuito e i motori integrati. Pro aggiunge i motori IA premium per battute più naturali.' },
      ],
    },
    {
      type: 'cta',
      title: 'Premi play, in due lingue',
      primary: { label: 'Aggiungi Diglot gratis', href: '/download/' },
      secondary: { label: 'Siti supportati', href: '/docs/videoSiteSupport/' },
    },
  ],
};

export default copy;
