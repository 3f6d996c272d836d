import type { SectionsCopy } from '../../../theme/marketing/types';

const copy: SectionsCopy = {
  meta: {
    title: 'Prueba gratis Manga Pro 3 días: nuevos usuarios de Diglot',
    description: '¿Eres nuevo en Diglot? Consigue tres días de Manga Pro, una sola vez, y lee manga y cómics con los bocadillos traducidos en su sitio.',
  },
  sections: [
    {
      type: 'hero',
      eyebrow: 'Oferta por tiempo limitado',
      title: 'Tres días de Manga Pro, invitamos nosotros',
      lead: 'Si acabas de llegar a Diglot, consigue una prueba gratuita de tres días de Manga Pro y lee las series que sigues con cada bocadillo traducido, directamente en las webs de lectura y sin tocar el dibujo.',
      primary: { label: 'Quiero mi prueba', href: '#claim' },
      secondary: { label: 'Cómo se traduce el manga', href: '/manga/' },
      illustration: 'manga',
    },
    {
      type: 'mangaClaim',
      title: 'Activa tu prueba de Manga Pro',
      lead: 'Necesitas una cuenta de Diglot y la extensión instalada en este navegador. La prueba empieza en el momento en que la activas.',
      perks: [
        'Bocadillos traducidos en su sitio en Pixiv, MangaDex, MANGA Plus y muchas más',
        'Compatible con páginas verticales y de lectura de derecha a izquierda',
        'Tres días completos, sin datos de pago',
      ],
      claim: 'Activar 3 días de Manga Pro',
      endsOn: 'La oferta termina el {date}. Una prueba por cuenta, solo para nuevos usuarios.',
    },
    {
      type: 'steps',
      title: 'En tres pasos',
      items: [
        { title: 'Inicia sesión', text: 'Crea una cuenta gratuita o entra con la que ya tienes.' },
        { title: 'Instala Diglot', text: 'Añade la extensión a este navegador, vuelve aquí y recarga la página.', link: { label: 'Descargar', href: '/download/' } },
        { title: 'Actívala y a leer', text: 'Pulsa el botón de arriba, abre un capítulo de manga y haz clic en el icono de Diglot.' },
      ],
    },
    {
      type: 'faq',
      title: 'Sobre la prueba',
      items: [
        { q: '¿Quién cuenta como nuevo usuario?', a: 'Una cuenta que nunca ha tenido Pro ni ha disfrutado de una prueba anterior. La oferta solo se puede activar una vez por cuenta.' },
        { q: '¿Qué pasa cuando terminan los tres días?', a: 'La traducción de manga se desactiva y todo lo demás sigue funcionando con el plan Free. No se te cobra nada.' },
        { q: 'Ya he instalado la extensión, pero la página me la sigue pidiendo.', a: 'Recarga la página después de instalarla para que Diglot pueda indicarle a esta página que ya está ahí.' },
      ],
    },
  ],
};

export default copy;
