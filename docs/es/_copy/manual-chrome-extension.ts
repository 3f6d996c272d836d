import type { SectionsCopy } from '../../../theme/marketing/types';

const copy: SectionsCopy = {
  meta: {
    title: 'Instala Diglot a mano en Chrome, Edge y otros Chromium',
    description:
      '¿No puedes entrar en Chrome Web Store? Descarga el zip de Diglot, activa el modo de desarrollador y carga la extensión descomprimida en cinco pasos.',
  },
  sections: [
    {
      type: 'hero',
      eyebrow: 'Instalación manual',
      title: 'Instala Diglot sin pasar por Chrome Web Store',
      lead: 'Algunas redes y ordenadores de empresa bloquean Chrome Web Store. Aun así puedes instalar Diglot: descarga la misma versión para Chrome en un archivo zip y cárgala tú mismo. Funciona en Chrome, Edge, Brave, Arc, Opera y otros navegadores basados en Chromium.',
      primary: { label: 'Descargar el zip', href: '/manual-chrome-extension/zip/' },
      secondary: { label: 'Prefiero usar la tienda', href: '/download/' },
      illustration: 'install',
    },
    {
      type: 'steps',
      id: 'steps',
      title: 'Cinco pasos',
      items: [
        { title: 'Descarga el zip', text: 'Descarga el zip más reciente de Diglot para Chrome y guárdalo en un sitio donde vaya a quedarse, como tu carpeta Documentos.', link: { label: 'Página de descarga', href: '/manual-chrome-extension/zip/' } },
        { title: 'Descomprímelo', text: 'Extrae el archivo en una carpeta y no la borres: el navegador carga Diglot desde ella cada vez que se inicia.' },
        { title: 'Abre la página de extensiones', text: 'Escribe esta dirección en la barra de direcciones y pulsa Intro (en Edge, usa edge://extensions).', copy: 'chrome://extensions' },
        { title: 'Activa el modo de desarrollador', text: 'Activa el interruptor «Modo de desarrollador» en la esquina superior derecha (abajo a la izquierda en Edge). Aparecerán botones nuevos.' },
        { title: 'Carga la extensión descomprimida', text: 'Haz clic en «Cargar descomprimida» y elige la carpeta que has extraído, la que contiene manifest.json. Diglot aparecerá en la lista y en la barra de herramientas.' },
      ],
    },
    {
      type: 'faq',
      title: 'Dudas sobre la instalación manual',
      items: [
        { q: '¿Diglot se actualizará solo?', a: 'No. Las instalaciones manuales no se actualizan automáticamente. Descarga el nuevo zip, sustituye el contenido de la carpeta y haz clic en la flecha de recarga de la página de extensiones. Tus ajustes se conservan.' },
        { q: 'Chrome avisa de que la extensión no procede de la tienda. ¿Es un problema?', a: 'Chrome muestra ese aviso con todas las extensiones descomprimidas. Puedes cerrarlo; Diglot funciona exactamente igual.' },
        { q: 'Me sale un error porque falta el archivo de manifiesto o no se puede leer. ¿Qué hago?', a: 'Has seleccionado la carpeta equivocada. Elige la carpeta que contiene directamente manifest.json, no la que está un nivel por encima.' },
        { q: '¿Puedo pasarme más adelante a la versión de la tienda?', a: 'Sí. Quita la copia manual y luego instala Diglot desde la tienda. Inicia sesión para recuperar tus ajustes.' },
      ],
    },
    {
      type: 'cta',
      title: '¿Ya está instalado? A leer.',
      primary: { label: 'Primeros pasos', href: '/welcome/' },
      secondary: { label: 'Guía de instalación', href: '/docs/installation/' },
    },
  ],
};

export default copy;
