import type { SectionsCopy } from '../../../theme/marketing/types';

const copy: SectionsCopy = {
  meta: {
    title: 'Descarga el zip de Diglot para Chrome',
    description: 'El paquete zip de la extensión de Diglot para Chrome, para cargarla a mano en Chrome, Edge y otros navegadores Chromium.',
  },
  sections: [
    {
      type: 'hero',
      eyebrow: 'Instalación manual',
      title: 'Diglot para Chrome, en un archivo zip',
      lead: 'Es la misma extensión que encontrarás en Chrome Web Store, empaquetada para instalarla a mano. Descomprímela y carga la carpeta desde la página de extensiones de tu navegador.',
      primary: { label: 'Descargar el archivo zip', href: '{store.zip}' },
      secondary: { label: 'Guía paso a paso', href: '/manual-chrome-extension/' },
      note: 'Las instalaciones manuales no se actualizan solas: vuelve aquí para descargar las nuevas versiones.',
      illustration: 'install',
    },
  ],
};

export default copy;
