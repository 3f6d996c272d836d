import type { SectionsCopy } from '../../../theme/marketing/types';

const copy: SectionsCopy = {
  meta: {
    title: 'Diglot sur votre téléphone : iPhone, iPad et Android',
    description: 'Lisez des pages web bilingues sur iPhone, iPad et Android avec l’extension Safari, Edge ou Firefox pour Android, ou l’APK, avec une traduction pensée pour le tactile.',
  },
  sections: [
    {
      type: 'hero',
      eyebrow: 'Mobile',
      title: 'La lecture bilingue, dans votre poche',
      lead: 'Les articles mis de côté pour le trajet, le manuel consulté en atelier, le forum parcouru le soir au lit : Diglot les traduit aussi sur votre téléphone, en gardant l’original à côté.',
      primary: { label: 'Installer Diglot sur mobile', href: '/download/#stores' },
      secondary: { label: 'Guide de configuration', href: '/docs/installation/#safari' },
      illustration: 'mobile',
    },
    {
      type: 'featureGrid',
      title: 'Trois façons de l’utiliser',
      items: [
        { icon: 'mobile', title: 'Safari sur iPhone et iPad', text: 'Installez l’extension depuis l’App Store, puis autorisez Diglot dans Réglages › Apps › Safari › Extensions. Elle fonctionne dans tous les onglets Safari.' },
        { icon: 'puzzle', title: 'Edge et Firefox sur Android', text: 'Ces deux navigateurs acceptent les extensions sur Android. Ajoutez Diglot depuis leur boutique de modules : il s’y comporte comme sur votre ordinateur.' },
        { icon: 'download', title: 'L’APK Android', text: 'Sur les appareils sans ces navigateurs, installez directement l’APK. L’ancienne application navigateur pour Android n’est plus mise à jour.' },
      ],
    },
    {
      type: 'split',
      title: 'Pensé pour le tactile',
      text: 'Un téléphone n’a pas de touche Ctrl : Diglot propose donc des gestes. Un appui sur le bouton flottant traduit la page, un appui long sur un paragraphe ne traduit que celui-ci. Pour le reste, tout fonctionne comme sur ordinateur.',
      bullets: ['Un bouton flottant que vous pouvez masquer site par site', 'Des gestes pour traduire un seul paragraphe', 'Les mêmes styles d’affichage et moteurs que sur ordinateur'],
      illustration: 'mobile',
    },
    {
      type: 'faq',
      title: 'Vos questions sur la version mobile',
      items: [
        { q: 'Retrouverai-je les réglages de mon ordinateur ?', a: 'Connectez-vous avec le même compte : votre langue, votre moteur et votre style d’affichage vous accompagnent.' },
        { q: 'Chrome pour Android est-il compatible avec Diglot ?', a: 'Chrome sur Android n’accepte pas les extensions. Utilisez Edge ou Firefox sur Android, ou bien l’APK.' },
        { q: 'Est-ce gourmand en données mobiles ?', a: 'Seul le texte que vous traduisez est envoyé au service de traduction : une page ne consomme en général que quelques kilo-octets.' },
      ],
    },
    {
      type: 'copyLink',
      title: 'Ouvrez cette page sur votre téléphone',
      text: 'Copiez le lien, envoyez-le sur votre téléphone, puis installez Diglot depuis son navigateur.',
      href: '/download/',
      button: 'Copier le lien',
    },
  ],
};

export default copy;
