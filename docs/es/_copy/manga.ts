import type { SectionsCopy } from '../../../theme/marketing/types';

const copy: SectionsCopy = {
  meta: {
    title: 'Traduce manga y cómics con Diglot',
    description: 'Traduce los bocadillos de manga, manhwa y cómics en las webs donde ya lees, sin tocar el dibujo. Incluido en Diglot Pro.',
  },
  sections: [
    {
      type: 'hero',
      eyebrow: 'Traducción de manga · Pro',
      title: 'Lee el capítulo que ha salido hoy',
      lead: 'Las traducciones oficiales tardan meses y las de los fans puede que nunca lleguen. Diglot lee los bocadillos, los traduce y vuelve a colocar el texto en la página, para que sigas una serie al ritmo de su publicación original.',
      primary: { label: 'Pruébalo gratis 3 días', href: '/deals/manga/' },
      secondary: { label: 'Ver los planes Pro', href: '/pricing/' },
      illustration: 'manga',
    },
    {
      type: 'featureGrid',
      title: 'Pensado para cómo se dibujan los cómics',
      items: [
        { icon: 'manga', title: 'El texto, de vuelta en su bocadillo', text: 'La traducción se encaja en el bocadillo original, ajustada al espacio, para que la viñeta siga leyéndose como un cómic.' },
        { icon: 'columns', title: 'Vertical y de derecha a izquierda', text: 'El texto vertical japonés, el orden de lectura de derecha a izquierda y las tiras de webtoon coreanas se leen en el orden correcto.' },
        { icon: 'sparkles', title: 'Onomatopeyas y carteles', text: 'También puedes traducir las onomatopeyas dibujadas a mano y los carteles del fondo, o dejarlos como están si lo prefieres.' },
        { icon: 'globe', title: 'En las webs que ya usas', text: 'Funciona en lectores populares como Pixiv, MangaDex y MANGA Plus, y en cualquier página que muestre imágenes de cómic.' },
      ],
    },
    {
      type: 'split',
      title: 'Del original a la traducción con una sola tecla',
      text: '¿Quieres ver la rotulación original? Pulsa Alt+A para volver a ella y otra vez para regresar a la traducción. Los capítulos que ya has traducido quedan en caché, así que releerlos no te cuesta nada.',
      bullets: ['Respeta el dibujo y la composición de las viñetas', 'La rotulación original, a una tecla de distancia', 'Capítulos traducidos en caché para releerlos'],
      illustration: 'manga',
    },
    {
      type: 'faq',
      title: 'Preguntas sobre la traducción de manga',
      items: [
        { q: '¿La traducción de manga es gratis?', a: 'Forma parte de Pro, porque leer y redibujar las imágenes requiere IA en nuestros servidores. Los usuarios nuevos pueden probarla gratis durante tres días.' },
        { q: '¿Qué idiomas admite?', a: 'Cómics japoneses, coreanos y chinos a cualquiera de los {languages} idiomas que admite Diglot, y también cómics occidentales.' },
        { q: '¿Descarga el capítulo en algún sitio?', a: 'Solo se procesan, para traducirlas, las imágenes de la página que estás leyendo; no guardamos copias de los cómics.' },
      ],
    },
    {
      type: 'cta',
      title: 'Tu próximo capítulo, en tu idioma',
      primary: { label: 'Consigue la prueba gratuita', href: '/deals/manga/' },
      secondary: { label: 'Leer la guía de manga', href: '/docs/features/manga/' },
    },
  ],
};

export default copy;
