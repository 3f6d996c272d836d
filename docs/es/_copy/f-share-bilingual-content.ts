import type { SectionsCopy } from '../../../theme/marketing/types';

const copy: SectionsCopy = {
  meta: {
    title: 'Comparte fragmentos bilingües como enlace o imagen',
    description:
      '¿Has encontrado un párrafo que merece la pena? Diglot convierte el original y su traducción en un enlace o una imagen limpia para chats, redes o apuntes.',
  },
  sections: [
    {
      type: 'hero',
      eyebrow: 'Compartir contenido bilingüe',
      title: 'Comparte el original y la traducción a la vez',
      lead: 'Una cita pierde algo si solo envías la traducción, y el original a secas deja a tus amigos adivinando. Con Diglot compartes las dos cosas: eliges un fragmento y lo envías como enlace o como imagen.',
      primary: { label: 'Instalar Diglot gratis', href: '/download/' },
      secondary: { label: 'Cómo funciona compartir', href: '/docs/share/' },
      illustration: 'share',
    },
    {
      type: 'featureGrid',
      title: 'Dos formatos, un clic cada uno',
      items: [
        { icon: 'share', title: 'Enlace para compartir', text: 'Una página breve con el fragmento en los dos idiomas y un enlace a la fuente. Cualquiera puede abrirla, tenga o no Diglot.' },
        { icon: 'image', title: 'Imagen para compartir', text: 'Una tarjeta cuidada con el original encima de su traducción, con el tamaño justo para apps de mensajería y redes sociales. Sin recortar capturas.' },
        { icon: 'palette', title: 'Tu estilo de visualización', text: 'El fragmento compartido conserva el aspecto con el que lo leíste: si la traducción estaba resaltada o subrayada, así se queda.' },
        { icon: 'lock', title: 'Solo lo que tú eliges', text: 'No se comparte nada hasta que pulsas el botón, y en el enlace o la imagen solo va el fragmento que has seleccionado.' },
      ],
    },
    {
      type: 'split',
      eyebrow: 'Quién comparte',
      title: 'Citas pequeñas, grandes conversaciones',
      text: 'Un profesor reparte un párrafo de un artículo extranjero con su traducción. Una investigadora envía a un colega la frase exacta que piensa citar. Un creador publica una línea de una entrevista en los dos idiomas para que sus seguidores vean lo que se dijo de verdad.',
      bullets: ['Material de clase en dos idiomas', 'Citas con su redacción original', 'Frases bilingües para tu público'],
      illustration: 'share',
    },
    {
      type: 'steps',
      title: 'Comparte un fragmento',
      items: [
        { title: 'Traduce la página', text: 'Activa la traducción bilingüe como de costumbre, con el icono de la barra de herramientas o con Alt+A.' },
        { title: 'Selecciona el fragmento', text: 'Marca los párrafos que quieras. Junto a la selección aparecerá una pequeña barra de herramientas.' },
        { title: 'Elige enlace o imagen', text: 'Copia el enlace o guarda la imagen, y pégalo allí donde estén tus lectores.' },
      ],
    },
    {
      type: 'faq',
      title: 'Preguntas sobre compartir',
      items: [
        { q: '¿La persona que lo recibe necesita Diglot?', a: 'No. Los enlaces se abren en cualquier navegador y las imágenes son archivos de imagen normales.' },
        { q: '¿Puedo borrar un enlace compartido más adelante?', a: 'Sí. Tus enlaces compartidos aparecen en tu cuenta, desde donde puedes eliminar cualquiera de ellos.' },
        { q: '¿Compartir está incluido en el plan gratuito?', a: 'Sí, puedes compartir fragmentos tanto con Free como con Pro.' },
      ],
    },
  ],
};

export default copy;
