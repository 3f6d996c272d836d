import type { SectionsCopy } from '../../../theme/marketing/types';

const copy: SectionsCopy = {
  meta: {
    title: 'Descarga Diglot para Chrome, Edge, Firefox y Safari',
    description: 'Instala Diglot en tu navegador, en Safari para Mac, iPhone y iPad, o en Android. Gratis y sin necesidad de cuenta.',
  },
  sections: [
    {
      type: 'hero',
      eyebrow: 'Descarga',
      title: 'Diglot para el navegador que ya usas',
      lead: 'Diglot funciona dentro de tu navegador, así que no tienes que instalar nada más. Elige tu navegador aquí abajo; ya hemos puesto el tuyo en primer lugar.',
      primary: { label: 'Ver todas las descargas', href: '#stores' },
      secondary: { label: 'Guía de instalación', href: '/docs/installation/' },
      note: 'Gratis · funciona en Windows, macOS, Linux, iOS y Android',
      illustration: 'install',
    },
    {
      type: 'download',
      title: 'Descargas',
      yourBrowser: 'Recomendado para tu navegador',
      otherBrowsers: 'Otros navegadores',
      mobileTitle: 'Móviles y tabletas',
      stores: {
        chrome: { name: 'Chrome', action: 'Añadir a Chrome', note: 'También sirve para Brave, Arc, Opera, Vivaldi y otros navegadores basados en Chromium.' },
        edge: { name: 'Edge', action: 'Descargar para Edge', note: 'Desde la tienda de complementos de Edge, en Windows, macOS y Android.' },
        firefox: { name: 'Firefox', action: 'Añadir a Firefox', note: 'Desde los complementos de Firefox, en el ordenador y en Android.' },
        safariMac: { name: 'Safari en Mac', action: 'Descargar en el Mac App Store', note: 'Tras instalarla, actívala en Safari › Ajustes › Extensiones.' },
        safariIos: { name: 'Safari en iPhone y iPad', action: 'Descargar en el App Store', note: 'Después, permítela en Ajustes › Apps › Safari › Extensiones.' },
        mobileApp: { name: 'App móvil de Diglot', action: 'Ver la app en la tienda', note: 'Lee y traduce estés donde estés, con tus ajustes sincronizados.' },
        apk: { name: 'Archivo APK para Android', action: 'Descargar el APK', note: 'Para dispositivos Android sin tienda de apps; la antigua app de navegador ya no recibe mantenimiento.' },
        zip: { name: 'Archivo zip para Chrome', action: 'Descargar el zip', note: 'Para instalarla a mano.' },
      },
      manualTitle: '¿No puedes acceder a la tienda de tu navegador?',
      manualText: 'Puedes instalar la versión para Chrome desde un archivo zip en pocos pasos, con el «Modo de desarrollador» y el botón «Cargar descomprimida».',
      manualLink: { label: 'Instalación manual', href: '/manual-chrome-extension/' },
    },
    {
      type: 'steps',
      title: 'Después de instalar',
      items: [
        { title: 'Fija el icono', text: 'Haz clic en el icono de la pieza de puzle de la barra de herramientas y fija Diglot para tenerlo siempre a un clic.' },
        { title: 'Elige tu idioma', text: 'Abre la ventana emergente de Diglot y selecciona el idioma en el que quieres leer.' },
        { title: 'Traduce tu primera página', text: 'Abre cualquier artículo en otro idioma y pulsa Alt+A, o haz clic en «Traducir esta página».', link: { label: 'Primeros pasos', href: '/welcome/' } },
      ],
    },
  ],
};

export default copy;
