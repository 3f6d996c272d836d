import type { SectionsCopy } from '../../../theme/marketing/types';

const copy: SectionsCopy = {
  meta: {
    title: 'Télécharger le zip de Diglot pour Chrome',
    description: 'L’archive zip de l’extension Diglot pour Chrome, à charger manuellement dans Chrome, Edge et les autres navigateurs basés sur Chromium.',
  },
  sections: [
    {
      type: 'hero',
      eyebrow: 'Installation manuelle',
      title: 'Diglot pour Chrome, en fichier zip',
      lead: 'C’est exactement l’extension proposée sur le Chrome Web Store, empaquetée pour une installation manuelle. Décompressez-la, puis chargez le dossier depuis la page des extensions de votre navigateur.',
      primary: { label: 'Télécharger le zip', href: '{store.zip}' },
      secondary: { label: 'Guide pas à pas', href: '/manual-chrome-extension/' },
      note: 'Une installation manuelle ne se met pas à jour automatiquement : revenez ici pour obtenir les nouvelles versions.',
      illustration: 'install',
    },
  ],
};

export default copy;
