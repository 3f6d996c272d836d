import type { SectionsCopy } from '../../../theme/marketing/types';

const copy: SectionsCopy = {
  meta: {
    title: 'Téléchargement de Diglot pour Android',
    description: 'Le téléchargement de l’application Android de Diglot démarre tout seul. Sinon, utilisez le lien de téléchargement manuel.',
  },
  sections: [
    {
      type: 'androidDownload',
      title: 'Diglot pour Android',
      starting: 'Votre téléchargement va commencer dans un instant…',
      started: 'Le téléchargement a commencé. Ouvrez le fichier une fois terminé pour installer Diglot.',
      manual: 'Télécharger l’APK manuellement',
      help: 'Android vous demandera peut-être d’abord d’autoriser les installations depuis votre navigateur.',
      helpLink: { label: 'Aide à l’installation sur Android', href: '/docs/installation/#android' },
    },
  ],
};

export default copy;
