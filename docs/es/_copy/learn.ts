import type { SectionsCopy } from '../../../theme/marketing/types';

const copy: SectionsCopy = {
  meta: {
    title: 'Centro de aprendizaje: guías para leer en dos idiomas',
    description:
      'Guías breves y prácticas de Diglot: tu primera página traducida, PDF y artículos, subtítulos bilingües, motores de IA, prompts y ajustes por sitio.',
  },
  sections: [
    {
      type: 'hero',
      eyebrow: 'Centro de aprendizaje',
      title: 'Aprende Diglot guía a guía, sin prisas',
      lead: 'Tanto si instalaste Diglot hace cinco minutos como si lo usas a diario, aquí hay una guía que te ahorrará tiempo. Cada una se lee en pocos minutos y termina con algo funcionando en tu propio navegador.',
      primary: { label: 'Empieza por lo básico', href: '/docs/usage/' },
      secondary: { label: 'Preguntas frecuentes', href: '/docs/faq/' },
      illustration: 'learn',
    },
    {
      type: 'guides',
      title: 'Primeros pasos',
      lead: 'Lo esencial, en el orden en que casi todo el mundo lo necesita.',
      items: [
        { tag: 'Básico', minutes: 3, title: 'Instala Diglot', text: 'Todos los navegadores y plataformas, incluida la instalación manual cuando no puedes acceder a la tienda.', href: '/docs/installation/' },
        { tag: 'Básico', minutes: 5, title: 'Traduce tu primera página', text: 'El botón de la barra de herramientas, los atajos de teclado y cómo volver al original.', href: '/docs/usage/' },
        { tag: 'Básico', minutes: 4, title: 'Traduce mientras escribes', text: 'Escribe en tu idioma y envíalo en otro, desde cualquier cuadro de texto.', href: '/docs/input/' },
        { tag: 'Básico', minutes: 3, title: 'Traduce un párrafo con el ratón', text: 'Mantén pulsada una tecla y apunta: la forma más rápida de comprobar un solo párrafo.', href: '/docs/features/hover/' },
      ],
    },
    {
      type: 'guides',
      title: 'Documentos y contenido multimedia',
      items: [
        { tag: 'Documentos', minutes: 6, title: 'PDF y artículos científicos', text: 'El visor gratuito, PDF Pro y cómo exportar una copia bilingüe.', href: '/docs/features/pdf/' },
        { tag: 'Documentos', minutes: 4, title: 'Libros electrónicos', text: 'Lee libros ePub en dos idiomas y expórtalos para tu lector de e-books.', href: '/docs/features/epub/' },
        { tag: 'Video', minutes: 4, title: 'Subtítulos de video bilingües', text: 'Configura dos líneas de subtítulos en plataformas de streaming y de cursos.', href: '/docs/features/video-subtitles/' },
        { tag: 'Video', minutes: 3, title: 'Archivos de subtítulos', text: 'Traduce archivos .srt y .vtt sin perder ninguno de los dos idiomas.', href: '/docs/features/subtitles/' },
      ],
    },
    {
      type: 'guides',
      title: 'Para ir más allá',
      items: [
        { tag: 'IA', minutes: 8, title: 'Elige un motor de traducción', text: 'Motores gratuitos, tus propias claves y modelos locales, cara a cara.', href: '/docs/services/' },
        { tag: 'IA', minutes: 7, title: 'Escribe mejores prompts', text: 'Explícale a un motor de IA tu especialidad, el tono que buscas y tu terminología.', href: '/docs/prompts/' },
        { tag: 'Ajustes', minutes: 6, title: 'Ajustes avanzados', text: 'Reglas por sitio, estilos de visualización, CSS personalizado y atajos.', href: '/docs/advanced/' },
        { tag: 'Ideas', minutes: 5, title: 'Cómo usan otros Diglot', text: 'Rutinas reales de estudiantes, investigadores y desarrolladores.', href: '/docs/usecase/' },
      ],
    },
    {
      type: 'cta',
      title: '¿Sigues atascado?',
      text: 'Busca en la documentación o pregunta a la comunidad: seguro que alguien se ha topado ya con la misma duda.',
      primary: { label: 'Buscar en la documentación', href: '/search/' },
      secondary: { label: 'Únete a la comunidad', href: '/docs/communities/' },
    },
  ],
};

export default copy;
