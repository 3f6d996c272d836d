import type { SectionsCopy } from '../../../theme/marketing/types';

const copy: SectionsCopy = {
  meta: {
    title: 'Traduce el texto de las imágenes con Diglot',
    description: 'Traduce el texto de fotos, capturas, gráficos e infografías sin salir de la página, con un modo gratuito en el navegador y IA inteligente en Pro.',
  },
  sections: [
    {
      type: 'hero',
      eyebrow: 'Traducción de imágenes',
      title: 'El texto de la imagen, traducido donde está',
      lead: 'Fotos de productos, gráficos de un informe, una captura en un foro, la carta de un restaurante en un blog de viajes: Diglot encuentra el texto dentro de la imagen y coloca la traducción encima.',
      primary: { label: 'Instala Diglot gratis', href: '/download/' },
      secondary: { label: 'Guía de traducción de imágenes', href: '/docs/features/image/' },
      illustration: 'image',
    },
    {
      type: 'featureGrid',
      title: 'Dos modos',
      items: [
        { icon: 'zap', title: 'Gratis, en tu navegador', text: 'En Chrome y Edge, el reconocimiento de texto se ejecuta en tu propio dispositivo. Ideal para capturas nítidas y gráficos sencillos, y nada sale de tu ordenador.' },
        { icon: 'sparkles', title: 'Traducción inteligente con IA', text: 'Con Pro, las imágenes difíciles pasan por nuestro servicio de IA: tipografías decorativas, texto curvado, baja resolución y fondos recargados.', pro: true },
        { icon: 'cursor', title: 'Clic derecho en cualquier imagen', text: 'Traduce una sola imagen desde su menú contextual, o todas las de la página junto con la traducción de la página.' },
        { icon: 'palette', title: 'Superposiciones legibles', text: 'La traducción se dibuja sobre un fondo a juego para que se lea bien, y puedes pasar el ratón por encima para ver el original.' },
      ],
    },
    {
      type: 'split',
      title: 'Mucho más útil de lo que parece',
      text: 'Comprar en tiendas extranjeras, leer infografías, seguir un tutorial lleno de capturas, revisar un gráfico en el informe anual de una empresa de otro país: las imágenes contienen mucha información que la traducción normal de páginas nunca ve.',
      bullets: ['Capturas y diagramas en documentación', 'Gráficos y tablas guardados como imagen', 'Fotos de productos y envases'],
      illustration: 'image',
    },
    {
      type: 'faq',
      title: 'Preguntas sobre la traducción de imágenes',
      items: [
        { q: '¿Qué navegadores admiten el modo gratuito?', a: 'Chrome y Edge. En el resto de navegadores, la traducción de imágenes usa el modo de IA inteligente, que requiere Pro.' },
        { q: '¿Se guardan mis imágenes?', a: 'En el modo gratuito no se sube nada. En el modo de IA inteligente, la imagen se envía para traducirla y no se conserva después.' },
        { q: '¿Puede traducir imágenes dentro de un PDF?', a: 'Sí: PDF Pro lee el texto de páginas escaneadas y figuras como parte de la reconstrucción del documento.' },
      ],
    },
  ],
};

export default copy;
