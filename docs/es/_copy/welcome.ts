import type { SectionsCopy } from '../../../theme/marketing/types';

const copy: SectionsCopy = {
  meta: {
    title: 'Te damos la bienvenida a Diglot: tus primeros cinco minutos',
    description:
      'Diglot ya está instalado. Fija el icono, elige tu idioma, traduce tu primera página y aprende los tres atajos que hacen casi todo el trabajo.',
  },
  sections: [
    {
      type: 'hero',
      eyebrow: 'Bienvenida',
      title: 'Diglot está listo. Vamos a traducir tu primera página.',
      lead: 'Gracias por instalar Diglot. Dedica cinco minutos a los pasos de abajo y sabrás todo lo necesario para leer en el día a día; lo demás puede esperar hasta que te apetezca.',
      primary: { label: 'Abrir el tutorial', href: '/docs/usage/' },
      secondary: { label: 'Centro de aprendizaje', href: '/learn/' },
      illustration: 'rocket',
    },
    {
      type: 'steps',
      id: 'first-steps',
      title: 'Tus primeros pasos',
      items: [
        { title: 'Fija el icono', text: 'Abre el menú de la pieza de puzle en la barra de herramientas del navegador y fija Diglot para tenerlo a un clic en cualquier página.' },
        { title: 'Elige tu idioma', text: 'Haz clic en el icono de Diglot y selecciona el idioma en el que quieres leer. Diglot lo recordará en todas partes.' },
        { title: 'Traduce esta página', text: 'Haz clic en «Traducir» en la ventana emergente o pulsa Alt+A. Cada párrafo mostrará su traducción debajo. Vuelve a pulsar Alt+A para regresar al original.' },
        { title: 'Elige un motor', text: 'El motor integrado funciona desde el primer momento. Más adelante puedes añadir DeepL, OpenAI u otro servicio con tu propia clave.', link: { label: 'Servicios de traducción', href: '/docs/services/' } },
      ],
    },
    {
      type: 'featureGrid',
      title: 'Tres atajos que conviene recordar',
      lead: 'Puedes cambiar todos los atajos en los ajustes de extensiones de tu navegador.',
      items: [
        { icon: 'keyboard', title: 'Alt+A', text: 'Traduce la página o vuelve a mostrar el original.' },
        { icon: 'cursor', title: 'Mantén Ctrl y apunta', text: 'Traduce solo el párrafo que está bajo el ratón.' },
        { icon: 'keyboard', title: 'Barra espaciadora {inputSpaces} veces', text: 'En cualquier cuadro de texto, sustituye lo que has escrito por su traducción.' },
      ],
    },
    {
      type: 'featureGrid',
      title: 'Pruébalo con algo que estés leyendo',
      items: [
        { icon: 'pdf', title: 'Un PDF', text: 'Abre cualquier enlace a un PDF y léelo en dos idiomas.', link: { label: 'Traducción de PDF', href: '/f-pdf-translate/' } },
        { icon: 'video', title: 'Un video', text: 'Reproduce un video de YouTube con subtítulos y activa la segunda línea.', link: { label: 'Subtítulos bilingües', href: '/f-video-subtitle-translate/' } },
        { icon: 'palette', title: 'Un estilo nuevo', text: 'Cambia el estilo de visualización a resaltado, subrayado o desenfocado hasta pasar el ratón.', link: { label: 'Estilos de visualización', href: '/docs/features/webpage/' } },
      ],
    },
    {
      type: 'cta',
      title: '¿Ya tienes dudas?',
      text: 'Las preguntas frecuentes resuelven las que más oímos, y la comunidad responde al resto.',
      primary: { label: 'Leer las preguntas frecuentes', href: '/docs/faq/' },
      secondary: { label: 'Comunidad', href: '/docs/communities/' },
    },
  ],
};

export default copy;
