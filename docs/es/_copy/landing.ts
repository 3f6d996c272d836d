import type { SectionsCopy } from '../../../theme/marketing/types';

const copy: SectionsCopy = {
  meta: {
    title: 'Diglot: lee webs, PDF y videos en dos idiomas a la vez',
    description:
      'Extensión de navegador que pone la traducción junto al original en webs, PDF, e-books, subtítulos, imágenes y manga, con {engines} motores. Empieza gratis.',
  },
  sections: [
    {
      type: 'hero',
      eyebrow: 'Traducción bilingüe en tu navegador',
      title: 'Lee en cualquier idioma sin perder de vista el original',
      lead: 'Diglot conserva el texto original y coloca la traducción justo debajo: lo entiendes todo y no pierdes ni una palabra del autor. Páginas web, PDF, libros electrónicos, subtítulos, imágenes y manga, en {languages} idiomas.',
      primary: { label: 'Añade Diglot a tu navegador gratis', href: '/download/' },
      secondary: { label: 'Descubre cómo funciona', href: '/docs/usage/' },
      note: 'Chrome, Edge, Firefox y Safari · empieza sin crear una cuenta',
      illustration: 'bilingual',
    },
    {
      type: 'stats',
      items: [
        { value: '{users}', label: 'personas leen con Diglot' },
        { value: '{engines}', label: 'motores de traducción, también de IA' },
        { value: '{languages}', label: 'idiomas disponibles' },
        { value: '{videoSites}', label: 'webs de video con subtítulos bilingües' },
      ],
    },
    {
      type: 'featureGrid',
      id: 'features',
      title: 'Todo lo que lees, en dos idiomas',
      lead: 'Una sola extensión para toda la web: aparece donde ya sueles leer y desaparece cuando no la necesitas.',
      items: [
        {
          icon: 'globe',
          title: 'Páginas web bilingües',
          text: 'Cada párrafo mantiene su versión original con la traducción debajo. Diglot localiza el texto principal y deja en paz los menús y la publicidad.',
          link: { label: 'Traducir páginas web', href: '/docs/features/webpage/' },
        },
        {
          icon: 'pdf',
          title: 'PDF en paralelo',
          text: 'Abre cualquier PDF en el visor bilingüe gratuito. Con Pro, PDF Pro reconstruye artículos con fórmulas, tablas y páginas escaneadas.',
          link: { label: 'Traducir documentos PDF', href: '/f-pdf-translate/' },
        },
        {
          icon: 'book',
          title: 'Libros electrónicos',
          text: 'Lee tus libros ePub con la traducción tras cada párrafo y exporta después un ePub bilingüe para tu lector.',
          link: { label: 'Traducir libros electrónicos', href: '/docs/features/epub/' },
        },
        {
          icon: 'video',
          title: 'Subtítulos de video',
          text: 'Dos líneas de subtítulos en YouTube, Netflix, Coursera y {videoSites} webs de video, además de subtítulos en directo en tus reuniones online.',
          link: { label: 'Subtítulos en dos idiomas', href: '/f-video-subtitle-translate/' },
        },
        {
          icon: 'image',
          title: 'Imágenes',
          text: 'Traduce el texto que aparece en fotos y capturas de pantalla. El modo gratuito funciona en tu navegador; el modo de IA inteligente resuelve los casos difíciles.',
          link: { label: 'Traducir imágenes', href: '/image/' },
        },
        {
          icon: 'manga',
          title: 'Manga y cómics',
          text: 'Los bocadillos se traducen en su sitio, en las webs que ya lees, sin tocar el dibujo.',
          link: { label: 'Traducir manga', href: '/manga/' },
          pro: true,
        },
        {
          icon: 'quill',
          title: 'Fanfics',
          text: 'AO3 y otras webs de fanfiction, traducidas capítulo a capítulo y con la navegación de la propia web intacta.',
          link: { label: 'Traducir AO3', href: '/ao3/' },
        },
        {
          icon: 'keyboard',
          title: 'Escribe en tu idioma',
          text: 'Escribe en cualquier cuadro de texto, pulsa la barra espaciadora {inputSpaces} veces y tus palabras pasan al inglés o al idioma que elijas.',
          link: { label: 'Traducir lo que escribes', href: '/docs/input/' },
        },
        {
          icon: 'cursor',
          title: 'Pasa el ratón o selecciona',
          text: 'Mantén pulsada la tecla Ctrl y apunta a un párrafo para traducir solo ese, o selecciona una frase y verás la traducción al instante en una ventana emergente.',
          link: { label: 'Traducir al pasar el ratón', href: '/docs/features/hover/' },
        },
      ],
    },
    {
      type: 'split',
      eyebrow: 'Pensado para leer',
      title: 'El original se queda. La traducción lo acompaña.',
      text: 'La traducción automática es buena, pero no infalible. Con los dos textos en la misma página puedes comprobar una expresión, aprender una palabra nueva o citar el original al pie de la letra, sin cambiar de pestaña.',
      bullets: [
        '{displayStyles} estilos de visualización: subrayado, resaltado, desenfocado hasta pasar el ratón, columnas paralelas y muchos más',
        'Modo solo traducción para cuando te basta con captar la idea',
        'Tu propio CSS y reglas a medida para las webs que más visitas',
      ],
      illustration: 'bilingual',
      link: { label: 'Ver los estilos de visualización', href: '/docs/features/webpage/' },
    },
    {
      type: 'split',
      eyebrow: 'Documentos',
      title: 'Artículos, informes y libros sin copiar y pegar',
      text: 'Arrastra un PDF al visor y léelo párrafo a párrafo en ambos idiomas. PDF Pro va más allá: interpreta fórmulas, tablas, páginas escaneadas y maquetaciones a varias columnas, y exporta un PDF bilingüe o una página web que puedes compartir con un enlace.',
      bullets: ['Visor de PDF bilingüe y gratuito', 'PDF Pro: OCR, fórmulas, tablas y columnas', 'Exporta a PDF o HTML, o compártelo en línea'],
      illustration: 'pdf',
      link: { label: 'Así funciona la traducción de PDF', href: '/f-pdf-translate/' },
    },
    {
      type: 'split',
      eyebrow: 'Video',
      title: 'Subtítulos dobles en las webs que ya ves',
      text: 'Clases, charlas, series y reuniones: Diglot muestra el subtítulo original con su traducción debajo en YouTube, Netflix, Prime Video, Coursera, Udemy y en {videoSites} webs en total. En Zoom, Google Meet y Microsoft Teams, los subtítulos en directo también llevan su línea traducida.',
      illustration: 'video',
      link: { label: 'Ver los subtítulos bilingües', href: '/f-video-subtitle-translate/' },
    },
    {
      type: 'engines',
      title: 'Tú eliges el motor de traducción',
      lead: 'Empieza con los motores gratuitos integrados, usa tu propia clave de DeepL, OpenAI, Claude, Gemini y muchos más, o ejecuta un modelo en local con Ollama. Nada más instalar tienes listos unos {homeServices} servicios; en total, {engines}.',
      link: { label: 'Compara los servicios de traducción', href: '/docs/services/' },
    },
    {
      type: 'featureGrid',
      id: 'readers',
      title: '¿Quién lee con Diglot?',
      items: [
        { icon: 'student', title: 'Estudiantes', text: 'Lee apuntes, manuales y artículos en versión original mientras amplías tu vocabulario.' },
        { icon: 'flask', title: 'Investigadores', text: 'Repasa bibliografía en otros idiomas en poco tiempo y comprueba la redacción exacta antes de citarla.' },
        { icon: 'code', title: 'Desarrolladores', text: 'Sigue documentación, incidencias y foros en cualquier idioma; los bloques de código quedan tal cual.' },
        { icon: 'chart', title: 'Inversores', text: 'Lee informes regulatorios, presentaciones de resultados y prensa local de otros mercados en cuanto se publican.' },
        { icon: 'briefcase', title: 'Profesionales internacionales', text: 'Trata con proveedores, clientes y compañeros de otros países sin que se pierdan los matices.' },
        { icon: 'camera', title: 'Creadores de contenido', text: 'Investiga tendencias y fuentes en otros idiomas y comparte citas bilingües con tu público.' },
      ],
    },
    {
      type: 'steps',
      title: 'Listo en un minuto',
      items: [
        { title: 'Instala Diglot en tu navegador', text: 'Funciona en Chrome, Edge, Firefox y Safari, tanto en el ordenador como en iPhone y iPad.', link: { label: 'Descargar', href: '/download/' } },
        { title: 'Elige tu idioma', text: 'Indica en qué idioma quieres leer. Diglot lo recordará en todas las webs.' },
        { title: 'Traduce una página', text: 'Haz clic en el icono de la barra de herramientas o pulsa Alt+A. Vuelve a pulsarlo para ver de nuevo el original.' },
      ],
    },
    {
      type: 'faq',
      title: 'Lo primero que nos preguntan',
      items: [
        {
          q: '¿Diglot es gratis?',
          a: 'Sí. Las páginas web bilingües, el visor de PDF, los subtítulos de video y la traducción en cuadros de texto y al pasar el ratón son gratuitos con los motores integrados. Pro añade PDF Pro, la traducción de imágenes con IA inteligente, la traducción de manga y la traducción con IA que tiene en cuenta el contexto.',
        },
        {
          q: '¿Qué motor de traducción utiliza?',
          a: 'Los motores gratuitos integrados funcionan desde el primer momento. Puedes cambiar a DeepL, OpenAI, Claude, Gemini, a un modelo local mediante Ollama o a cualquiera de los {engines} motores disponibles, incluso uno distinto para cada web.',
        },
        {
          q: '¿Diglot cambia la página para los demás?',
          a: 'No. La traducción se añade solo en tu navegador y con un clic recuperas el original.',
        },
        {
          q: '¿Puedo usar mi propia clave de API?',
          a: 'Sí. Introduce la clave en los ajustes del servicio de traducción; a partir de ahí, las solicitudes van directamente de tu navegador a ese proveedor, con tu propia cuenta.',
        },
      ],
    },
    {
      type: 'cta',
      title: 'Lee el mundo en tu idioma… y también en el suyo',
      text: 'Instala Diglot en menos de un minuto. Empezar no cuesta nada.',
      primary: { label: 'Instalar Diglot en mi navegador', href: '/download/' },
      secondary: { label: 'Comparar Free y Pro', href: '/pricing/' },
    },
  ],
};

export default copy;
