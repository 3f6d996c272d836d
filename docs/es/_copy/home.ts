import type { SectionsCopy } from '../../../theme/marketing/types';

const copy: SectionsCopy = {
  meta: {
    title: 'Diglot de un vistazo: todo lo que puede traducir',
    description:
      'Todo Diglot en una página: webs bilingües, PDF, libros electrónicos, subtítulos, imágenes, manga, cuadros de texto y apps para ordenador y móvil.',
  },
  sections: [
    {
      type: 'hero',
      eyebrow: 'Diglot de un vistazo',
      title: 'Una sola extensión para todo lo que lees en otro idioma',
      lead: 'Esta página es tu mapa. Cada tarjeta te lleva a la función que describe, para que vayas directo a la parte de Diglot que necesitas hoy: una página web, un montón de PDF, una película o un cómic.',
      primary: { label: 'Instala Diglot gratis', href: '/download/' },
      secondary: { label: 'Ver el tutorial', href: '/docs/usage/' },
      illustration: 'bilingual',
    },
    {
      type: 'featureGrid',
      id: 'read',
      title: 'Leer',
      items: [
        { icon: 'globe', title: 'Páginas web', text: 'Párrafos bilingües en cualquier web; Diglot localiza el texto principal por ti.', link: { label: 'Webs bilingües', href: '/docs/features/webpage/' } },
        { icon: 'pdf', title: 'Archivos PDF', text: 'Un visor bilingüe gratuito y PDF Pro para fórmulas, tablas y escaneos.', link: { label: 'Traducción de PDF', href: '/f-pdf-translate/' } },
        { icon: 'book', title: 'Libros electrónicos', text: 'Libros ePub y Mobi con la traducción tras cada párrafo.', link: { label: 'E-books', href: '/docs/features/epub/' } },
        { icon: 'quill', title: 'Fanfiction', text: 'AO3 y webs parecidas, capítulo a capítulo.', link: { label: 'AO3', href: '/ao3/' } },
      ],
    },
    {
      type: 'featureGrid',
      id: 'watch',
      title: 'Ver y mirar',
      items: [
        { icon: 'video', title: 'Subtítulos de video', text: 'Dos líneas de subtítulos en {videoSites} webs de video.', link: { label: 'Subtítulos bilingües', href: '/f-video-subtitle-translate/' } },
        { icon: 'meeting', title: 'Reuniones', text: 'Subtítulos en directo traducidos en Zoom, Google Meet y Teams.', link: { label: 'Guía de subtítulos', href: '/docs/features/video-subtitles/' } },
        { icon: 'image', title: 'Imágenes', text: 'El texto de las imágenes, traducido en su sitio.', link: { label: 'Traducir imágenes', href: '/image/' } },
        { icon: 'manga', title: 'Manga', text: 'Bocadillos traducidos en las webs de lectura que ya usas.', link: { label: 'Traducir manga', href: '/manga/' }, pro: true },
      ],
    },
    {
      type: 'featureGrid',
      id: 'write',
      title: 'Escribir y compartir',
      items: [
        { icon: 'keyboard', title: 'Cuadros de texto', text: 'Escribe en tu idioma y pulsa la barra espaciadora {inputSpaces} veces para traducir.', link: { label: 'Traducir al escribir', href: '/docs/input/' } },
        { icon: 'selection', title: 'Selección', text: 'Selecciona una frase y verás su traducción en una ventana emergente.', link: { label: 'Uso básico', href: '/docs/usage/' } },
        { icon: 'share', title: 'Compartir', text: 'Envía un fragmento en los dos idiomas como enlace o como imagen.', link: { label: 'Compartir en dos idiomas', href: '/f-share-bilingual-content/' } },
        { icon: 'subtitles', title: 'Archivos de subtítulos', text: 'Traduce archivos .srt, .vtt y .ass y expórtalos en versión bilingüe.', link: { label: 'Subtítulos en archivo', href: '/docs/features/subtitles/' } },
      ],
    },
    {
      type: 'featureGrid',
      id: 'platforms',
      title: 'Allí donde navegues',
      items: [
        { icon: 'download', title: 'Navegadores de escritorio', text: 'Chrome, Edge, Firefox y Safari, y también Brave, Arc y Opera con la versión para Chrome.', link: { label: 'Descargar', href: '/download/' } },
        { icon: 'mobile', title: 'Móviles y tabletas', text: 'Safari en iPhone y iPad, y Android a través de un navegador compatible con extensiones.', link: { label: 'Móvil', href: '/mobile/' } },
        { icon: 'engine', title: 'Tus motores', text: '{engines} servicios de traducción, desde los motores gratuitos integrados hasta tus propias claves de IA.', link: { label: 'Servicios', href: '/docs/services/' } },
        { icon: 'star', title: 'Pro', text: 'Motores de IA premium, PDF Pro, manga y traducción inteligente de imágenes.', link: { label: 'Precios', href: '/pricing/' } },
      ],
    },
  ],
};

export default copy;
