import type { SectionsCopy } from '../../../theme/marketing/types';

const copy: SectionsCopy = {
  meta: {
    title: 'Descargando Diglot para Android',
    description: 'La descarga de la app de Diglot para Android empieza sola. Si no arranca, usa el enlace de descarga manual.',
  },
  sections: [
    {
      type: 'androidDownload',
      title: 'Diglot en Android',
      starting: 'Tu descarga empezará en unos segundos…',
      started: 'La descarga ya ha empezado. Cuando termine, abre el archivo para instalar Diglot.',
      manual: 'Descargar el APK manualmente',
      help: 'Es posible que Android te pida antes que permitas instalar apps desde tu navegador.',
      helpLink: { label: 'Ayuda para instalar en Android', href: '/docs/installation/#android' },
    },
  ],
};

export default copy;
