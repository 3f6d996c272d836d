import type { SectionsCopy } from '../../../theme/marketing/types';

const copy: SectionsCopy = {
  meta: {
    title: 'Rechercher dans la documentation de Diglot',
    description: 'Cherchez parmi tous les guides, pages de fonctions, services de traduction et réponses de la FAQ de la documentation Diglot.',
  },
  sections: [
    {
      type: 'guides',
      title: 'Sujets les plus consultés',
      lead: 'Vous ne savez pas quoi taper ? Ces pages répondent à la plupart des questions.',
      items: [
        { tag: 'Bases', title: 'Prise en main rapide', text: 'Traduire une page, revenir à l’original, et les raccourcis clavier qui le font pour vous.', href: '/docs/usage/' },
        { tag: 'Bases', title: 'Installation', text: 'Tous les navigateurs, les téléphones et tablettes, et l’installation manuelle.', href: '/docs/installation/' },
        { tag: 'Aide', title: 'Questions fréquentes', text: 'Quotas, comptes, confidentialité et problèmes les plus courants.', href: '/docs/faq/' },
        { tag: 'Services', title: 'Services de traduction', text: 'Quel moteur choisir, et ce dont chacun a besoin.', href: '/docs/services/' },
        { tag: 'Documents', title: 'Traduction de PDF', text: 'La visionneuse bilingue, PDF Pro et les exports.', href: '/docs/features/pdf/' },
        { tag: 'Vidéo', title: 'Sous-titres vidéo', text: 'Deux lignes de sous-titres sur les sites de streaming et de cours en ligne.', href: '/docs/features/video-subtitles/' },
      ],
    },
    {
      type: 'featureGrid',
      title: 'Conseils pour de meilleurs résultats',
      items: [
        { icon: 'compass', title: 'Reprenez les mots affichés à l’écran', text: 'Cherchez le libellé que vous voyez dans Diglot, comme « style d’affichage » ou « clé API », plutôt qu’une description de celui-ci.' },
        { icon: 'engine', title: 'Nommez le service', text: 'Ajoutez le nom du moteur, par exemple « clé DeepL » ou « origine Ollama », pour arriver directement sur sa page de configuration.' },
        { icon: 'keyboard', title: 'Cherchez depuis n’importe où', text: 'Appuyez sur Ctrl+K, ou ⌘K sur Mac, depuis n’importe quelle page pour ouvrir la recherche rapide.' },
      ],
    },
  ],
};

export default copy;
