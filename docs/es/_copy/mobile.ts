import type { SectionsCopy } from '../../../theme/marketing/types';

const copy: SectionsCopy = {
  meta: {
    title: 'Diglot en el móvil: iPhone, iPad y Android',
    description: 'Lee webs bilingües en iPhone, iPad y Android con la extensión de Safari, Edge o Firefox para Android, o el APK, con traducción pensada para pantallas táctiles.',
  },
  sections: [
    {
      type: 'hero',
      eyebrow: 'Móvil',
      title: 'Lectura bilingüe en el bolsillo',
      lead: 'Los artículos que guardas para el trayecto, el manual que consultas en el taller, el foro que miras antes de dormir: Diglot también los traduce en tu móvil, con el original siempre al lado.',
      primary: { label: 'Descargar Diglot para móvil', href: '/download/#stores' },
      secondary: { label: 'Guía de configuración', href: '/docs/installation/#safari' },
      illustration: 'mobile',
    },
    {
      type: 'featureGrid',
      title: 'Tres formas de usarlo',
      items: [
        { icon: 'mobile', title: 'Safari en iPhone y iPad', text: 'Instálalo desde el App Store y permite Diglot en Ajustes › Apps › Safari › Extensiones. Funciona en todas las pestañas de Safari.' },
        { icon: 'puzzle', title: 'Edge y Firefox en Android', text: 'Ambos navegadores admiten extensiones en Android. Añade Diglot desde sus tiendas de complementos y se comportará igual que en tu ordenador.' },
        { icon: 'download', title: 'El APK para Android', text: 'En dispositivos sin esos navegadores, instala directamente el APK. La antigua app de navegador para Android ya no recibe mantenimiento.' },
      ],
    },
    {
      type: 'split',
      title: 'Pensado para el tacto',
      text: 'En el móvil no hay tecla Ctrl, así que Diglot añade gestos: un toque en el botón flotante traduce la página y una pulsación larga sobre un párrafo traduce solo ese. Todo lo demás funciona igual que en el ordenador.',
      bullets: ['Botón flotante que puedes ocultar en cada web', 'Gestos para traducir párrafos sueltos', 'Los mismos estilos y motores que en el ordenador'],
      illustration: 'mobile',
    },
    {
      type: 'faq',
      title: 'Preguntas sobre el móvil',
      items: [
        { q: '¿Se trasladan los ajustes de mi ordenador?', a: 'Inicia sesión con la misma cuenta y tu idioma, tu motor y tus estilos te acompañarán.' },
        { q: '¿Chrome para Android es compatible con Diglot?', a: 'Chrome en Android no admite extensiones. Usa Edge o Firefox para Android, o bien el APK.' },
        { q: '¿Consume muchos datos?', a: 'Solo se envía al servicio de traducción el texto que traduces, así que una página suele suponer unos pocos kilobytes.' },
      ],
    },
    {
      type: 'copyLink',
      title: 'Abre esta página en tu móvil',
      text: 'Copia el enlace, envíatelo y haz la instalación desde el navegador de tu móvil.',
      href: '/download/',
      button: 'Copiar enlace',
    },
  ],
};

export default copy;
