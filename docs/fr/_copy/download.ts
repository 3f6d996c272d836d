import type { SectionsCopy } from '../../../theme/marketing/types';

const copy: SectionsCopy = {
  meta: {
    title: 'Télécharger Diglot pour Chrome, Edge, Firefox et Safari',
    description: 'Installez Diglot dans votre navigateur, dans Safari sur Mac, iPhone et iPad, ou sur Android. Gratuit, sans création de compte.',
  },
  sections: [
    {
      type: 'hero',
      eyebrow: 'Téléchargement',
      title: 'Diglot, pour le navigateur que vous utilisez',
      lead: 'Diglot fonctionne directement dans votre navigateur : rien d’autre à installer. Choisissez votre navigateur ci-dessous ; nous avons déjà placé le bon en premier.',
      primary: { label: 'Voir tous les téléchargements', href: '#stores' },
      secondary: { label: 'Guide d’installation', href: '/docs/installation/' },
      note: 'Gratuit · fonctionne sous Windows, macOS, Linux, iOS et Android',
      illustration: 'install',
    },
    {
      type: 'download',
      title: 'Téléchargements',
      yourBrowser: 'Recommandé pour votre navigateur',
      otherBrowsers: 'Autres navigateurs',
      mobileTitle: 'Téléphones et tablettes',
      stores: {
        chrome: { name: 'Chrome', action: 'Ajouter à Chrome', note: 'Convient aussi à Brave, Arc, Opera, Vivaldi et aux autres navigateurs basés sur Chromium.' },
        edge: { name: 'Edge', action: 'Installer pour Edge', note: 'Depuis la boutique Modules complémentaires Edge, sous Windows, macOS et Android.' },
        firefox: { name: 'Firefox', action: 'Ajouter à Firefox', note: 'Depuis le site des modules complémentaires Firefox, sur ordinateur comme sur Android.' },
        safariMac: { name: 'Safari sur Mac', action: 'Télécharger sur le Mac App Store', note: 'Après l’installation, activez l’extension dans Safari › Réglages › Extensions.' },
        safariIos: { name: 'Safari sur iPhone et iPad', action: 'Télécharger sur l’App Store', note: 'Autorisez ensuite l’extension dans Réglages › Apps › Safari › Extensions.' },
        mobileApp: { name: 'Application mobile Diglot', action: 'Voir l’application', note: 'Lisez et traduisez où que vous soyez, avec vos réglages synchronisés.' },
        apk: { name: 'APK pour Android', action: 'Télécharger l’APK', note: 'Pour les appareils Android sans boutique d’applications ; l’ancienne application navigateur n’est plus mise à jour.' },
        zip: { name: 'Archive zip pour Chrome', action: 'Télécharger le zip', note: 'Pour une installation manuelle.' },
      },
      manualTitle: 'La boutique de votre navigateur est inaccessible ?',
      manualText: 'Vous pouvez installer la version Chrome à partir d’un fichier zip en quelques étapes, grâce au « Mode développeur » et au bouton « Charger l’extension non empaquetée ».',
      manualLink: { label: 'Installer manuellement', href: '/manual-chrome-extension/' },
    },
    {
      type: 'steps',
      title: 'Une fois l’extension installée',
      items: [
        { title: 'Épinglez l’icône', text: 'Cliquez sur l’icône en forme de pièce de puzzle dans la barre d’outils et épinglez Diglot pour l’avoir toujours à portée de clic.' },
        { title: 'Choisissez votre langue', text: 'Ouvrez la fenêtre contextuelle de Diglot et sélectionnez la langue dans laquelle vous souhaitez lire.' },
        { title: 'Traduisez votre première page', text: 'Ouvrez un article en langue étrangère et appuyez sur Alt+A, ou cliquez sur « Traduire cette page ».', link: { label: 'Prise en main', href: '/welcome/' } },
      ],
    },
  ],
};

export default copy;
