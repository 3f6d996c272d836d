import type { SectionsCopy } from '../../../theme/marketing/types';

const copy: SectionsCopy = {
  meta: {
    title: 'Subtítulos bilingües en YouTube, Netflix y {videoSites} webs',
    description:
      'Mira clases, series y charlas con el subtítulo original y su traducción en pantalla, en {videoSites} webs de video y en Zoom, Google Meet y Teams.',
  },
  sections: [
    {
      type: 'hero',
      eyebrow: 'Subtítulos de video',
      title: 'Dos líneas de subtítulos: lo que dicen y lo que significa',
      lead: 'Diglot añade una línea traducida bajo los subtítulos originales en las webs que ya ves. Sigue una clase en otro idioma, no te pierdas los chistes de una serie y aprende palabras nuevas sobre la marcha.',
      primary: { label: 'Instala Diglot gratis', href: '/download/' },
      secondary: { label: 'Webs de video compatibles', href: '/docs/videoSiteSupport/' },
      note: 'YouTube, Netflix, Prime Video, Disney+, Coursera, Udemy, TED y muchas más',
      illustration: 'video',
    },
    {
      type: 'stats',
      items: [
        { value: '{videoSites}', label: 'webs de video con subtítulos en dos idiomas' },
        { value: '3', label: 'apps de reuniones con subtítulos en directo: Zoom, Google Meet y Teams' },
        { value: '6', label: 'formatos de archivo de subtítulos para traducir y exportar' },
      ],
    },
    {
      type: 'featureGrid',
      title: 'Pensado para ver, no solo para leer',
      items: [
        { icon: 'video', title: 'Streaming y cursos', text: 'YouTube, Netflix, Prime Video, Disney+, HBO Max, Hulu, Vimeo, Coursera, Udemy, edX, Khan Academy, BBC iPlayer, Bilibili y muchas otras.' },
        { icon: 'meeting', title: 'Reuniones online', text: 'Los subtítulos en directo de Zoom, Google Meet y Microsoft Teams incorporan una línea traducida mientras se habla.' },
        { icon: 'palette', title: 'Subtítulos a tu gusto', text: 'Cambia el tamaño, el color y la posición de cada línea, o muestra únicamente la traducción.' },
        { icon: 'subtitles', title: 'Archivos de subtítulos', text: 'Traduce archivos .srt, .vtt, .ass, .ssa, .sbv y .lrc y guárdalos como subtítulos bilingües para cualquier reproductor.', link: { label: 'Guía de archivos de subtítulos', href: '/docs/features/subtitles/' } },
      ],
    },
    {
      type: 'split',
      eyebrow: 'Aprender con videos',
      title: 'La mejor clase de idiomas es una serie que te engancha',
      text: 'Ver la frase original mientras la oyes, con tu idioma debajo, convierte cada episodio en práctica de comprensión auditiva. Pausa en una expresión, compara las dos líneas y sigue cuando la tengas clara.',
      bullets: ['Original y traducción siempre sincronizados', 'Funciona con las pistas de subtítulos de la propia web', 'Motores de IA para frases naturales y con contexto'],
      illustration: 'video',
      link: { label: 'Guía de subtítulos de video', href: '/docs/features/video-subtitles/' },
    },
    {
      type: 'faq',
      title: 'Preguntas sobre subtítulos',
      items: [
        { q: '¿Y si un video no tiene subtítulos?', a: 'Diglot traduce las pistas de subtítulos que ofrece cada web, incluidos los subtítulos automáticos allí donde estén disponibles.' },
        { q: '¿Funciona a pantalla completa?', a: 'Sí. Las dos líneas siguen en pantalla en los modos de pantalla completa y cine.' },
        { q: '¿Es gratis?', a: 'Los subtítulos bilingües funcionan en el plan gratuito con los motores integrados. Pro añade motores de IA premium para conseguir frases más naturales.' },
      ],
    },
    {
      type: 'cta',
      title: 'Dale al play en dos idiomas',
      primary: { label: 'Añadir Diglot gratis', href: '/download/' },
      secondary: { label: 'Ver las webs compatibles', href: '/docs/videoSiteSupport/' },
    },
  ],
};

export default copy;
