import type { SectionsCopy } from '../../../theme/marketing/types';

const copy: SectionsCopy = {
  meta: {
    title: 'Lee AO3 y fanfics en tu idioma',
    description: 'Traducción bilingüe para Archive of Our Own y otras webs de fanfics, capítulo a capítulo, sin perder navegación, notas ni etiquetas.',
  },
  sections: [
    {
      type: 'hero',
      eyebrow: 'Fanfiction',
      title: 'Cualquier fic, esté escrito en el idioma que esté',
      lead: 'Algunas de las mejores historias de tu fandom están escritas en un idioma que no lees. Diglot traduce las obras de Archive of Our Own y de otras webs de fanfiction párrafo a párrafo, con el texto original de la autora o el autor siempre a la vista.',
      primary: { label: 'Instala Diglot gratis', href: '/download/' },
      secondary: { label: 'Compatibilidad por sitio web', href: '/docs/sites/' },
      illustration: 'book',
    },
    {
      type: 'featureGrid',
      title: 'Pensado para cómo funcionan los archivos de fics',
      items: [
        { icon: 'book', title: 'Capítulo a capítulo', text: 'Abres un capítulo y ya está traducido; pasas al siguiente con los botones de la propia web y Diglot te sigue.' },
        { icon: 'columns', title: 'Original y traducción juntos', text: 'Los diálogos, los juegos de palabras y los honoríficos se disfrutan más cuando puedes echar un vistazo a la frase original.' },
        { icon: 'check', title: 'Etiquetas, notas y resúmenes', text: 'También se traducen los resúmenes, las notas de autor y las etiquetas, para que decidas qué leer antes de empezar.' },
        { icon: 'sparkles', title: 'IA que entiende el contexto', text: 'Con Pro, la traducción con IA mantiene coherentes los nombres y el tono a lo largo de un capítulo largo.', pro: true },
      ],
    },
    {
      type: 'split',
      title: 'Respeto por quien escribe',
      text: 'Diglot traduce solo para ti, dentro de tu navegador. No se vuelve a publicar nada y la obra sigue en el archivo, así que los kudos y los comentarios siguen llegando a quien la escribió.',
      bullets: ['No se copia ni se republica nada', 'Los kudos y los comentarios funcionan como siempre', 'Compatible con la vista de obra completa y la de capítulos'],
      illustration: 'book',
    },
    {
      type: 'faq',
      title: 'Preguntas de lectores',
      items: [
        { q: '¿Funciona con la vista «Entire work» (obra completa)?', a: 'Sí. Las obras largas se traducen a medida que te desplazas, así que la página sigue yendo rápida.' },
        { q: '¿Puedo dejar sin traducir los nombres de los personajes?', a: 'Sí. Añádelos a tu glosario en los ajustes de prompts de IA y se mantendrán tal como están escritos.' },
        { q: '¿Con qué otras webs de fanfics funciona?', a: 'Con cualquier web de texto normal; en la página de compatibilidad por sitio web verás las que reciben un tratamiento especial.' },
      ],
    },
  ],
};

export default copy;
