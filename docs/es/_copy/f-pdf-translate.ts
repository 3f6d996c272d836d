import type { SectionsCopy } from '../../../theme/marketing/types';

const copy: SectionsCopy = {
  meta: {
    title: 'Traducción bilingüe de PDF: artículos, informes y escaneos',
    description:
      'Lee cualquier PDF párrafo a párrafo en dos idiomas con el visor gratuito, o deja que PDF Pro reconstruya fórmulas, tablas, escaneos y columnas y exporte una copia bilingüe.',
  },
  sections: [
    {
      type: 'hero',
      eyebrow: 'Traducción de PDF',
      title: 'Cada PDF, en tu idioma y en el original',
      lead: 'Abre un artículo, un contrato o un manual en el visor de Diglot y cada párrafo tendrá su traducción justo al lado. No hay que volver a teclear nada, no se pierde nada y siempre puedes comprobar la redacción exacta del texto de origen.',
      primary: { label: 'Instala Diglot gratis', href: '/download/' },
      secondary: { label: 'Guía de traducción de PDF', href: '/docs/features/pdf/' },
      note: 'El visor es gratuito. PDF Pro forma parte del plan Pro.',
      illustration: 'pdf',
    },
    {
      type: 'featureGrid',
      title: 'Dos formas de leer un PDF',
      lead: 'Empieza con el visor gratuito para los documentos del día a día. Pasa a PDF Pro cuando lo complicado sea la maquetación.',
      items: [
        {
          icon: 'pdf',
          title: 'Visor bilingüe gratuito',
          text: 'Abre un PDF desde tu ordenador o desde un enlace y léelo con la traducción bajo cada párrafo, directamente en el navegador.',
        },
        {
          icon: 'sparkles',
          title: 'PDF Pro',
          text: 'Reconstruye el documento antes de traducirlo: las fórmulas siguen siendo fórmulas, las tablas siguen siendo tablas y los artículos a dos columnas se leen en el orden correcto.',
          pro: true,
        },
        {
          icon: 'camera',
          title: 'Escaneos y fotos de páginas',
          text: 'PDF Pro reconoce el texto de las páginas escaneadas o fotografiadas, así que también puedes traducir libros antiguos y apuntes impresos.',
          pro: true,
        },
        {
          icon: 'share',
          title: 'Exporta y comparte',
          text: 'Guarda el resultado como PDF o página web bilingüe, o publica un enlace en línea que un compañero pueda abrir sin tener la extensión.',
          pro: true,
        },
      ],
    },
    {
      type: 'split',
      eyebrow: 'Para investigar',
      title: 'Hecho para los artículos que otros traductores destrozan',
      text: 'Los PDF académicos mezclan columnas, notas al pie, ecuaciones, pies de figura y referencias. Si los copias en un cuadro de traducción, el orden se desbarata y las matemáticas quedan irreconocibles. PDF Pro lee la página como lo haría una persona y luego la traduce bloque a bloque.',
      bullets: [
        'Ecuaciones y símbolos intactos',
        'Tablas reconstruidas fila a fila, con las celdas traducidas',
        'Modo que conserva la maquetación de documentos completos',
      ],
      illustration: 'pdf',
      link: { label: 'Leer la guía de PDF Pro', href: '/docs/features/pdf/' },
    },
    {
      type: 'steps',
      title: 'Traduce tu primer PDF',
      items: [
        { title: 'Instala Diglot', text: 'Añade la extensión a Chrome, Edge, Firefox o Safari. Tardarás menos de un minuto.', link: { label: 'Descargar', href: '/download/' } },
        { title: 'Abre el PDF', text: 'Haz clic en un enlace a un PDF como siempre, o arrastra un archivo de tu ordenador al visor de Diglot.' },
        { title: 'Lee en los dos idiomas', text: 'La traducción empieza por la página que estás leyendo. Sigue bajando y las siguientes se irán traduciendo.' },
      ],
    },
    {
      type: 'faq',
      title: 'Preguntas sobre PDF',
      items: [
        { q: '¿Hay un límite de páginas?', a: 'El visor gratuito traduce a medida que lees y no tiene límite de páginas propio. PDF Pro descuenta las páginas de la cuota de tu plan Pro.' },
        { q: '¿Mi documento sale de mi ordenador?', a: 'El texto de cada párrafo se envía al motor de traducción que hayas elegido. PDF Pro sube el archivo para reconstruirlo y después lo elimina.' },
        { q: '¿Puedo traducir un PDF que es solo una imagen?', a: 'Sí, con PDF Pro: reconoce el texto de las páginas escaneadas antes de traducirlo.' },
        { q: '¿Qué motor me conviene para artículos científicos?', a: 'Los motores de IA mantienen la terminología coherente en documentos largos. En la guía de servicios encontrarás una comparativa.' },
      ],
    },
    {
      type: 'cta',
      title: 'Tu próximo artículo, en dos idiomas',
      text: 'El visor es gratuito y no necesitas cuenta.',
      primary: { label: 'Añadir Diglot gratis', href: '/download/' },
      secondary: { label: 'Ver los planes Pro', href: '/pricing/' },
    },
  ],
};

export default copy;
