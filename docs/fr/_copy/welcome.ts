import type { SectionsCopy } from '../../../theme/marketing/types';

const copy: SectionsCopy = {
  meta: {
    title: 'Bienvenue dans Diglot : vos cinq premières minutes',
    description:
      'Diglot est installé. Épinglez l’icône, choisissez votre langue, traduisez votre première page et retenez les trois raccourcis qui font l’essentiel du travail.',
  },
  sections: [
    {
      type: 'hero',
      eyebrow: 'Bienvenue',
      title: 'Diglot est prêt. Traduisons votre première page.',
      lead: 'Merci d’avoir installé Diglot. Consacrez cinq minutes aux étapes ci-dessous et vous saurez tout ce qu’il faut pour la lecture de tous les jours ; le reste attendra que vous en ayez envie.',
      primary: { label: 'Ouvrir le tutoriel', href: '/docs/usage/' },
      secondary: { label: 'Centre d’apprentissage', href: '/learn/' },
      illustration: 'rocket',
    },
    {
      type: 'steps',
      id: 'first-steps',
      title: 'Vos premiers pas',
      items: [
        { title: 'Épinglez l’icône', text: 'Ouvrez le menu en forme de pièce de puzzle dans la barre d’outils de votre navigateur et épinglez Diglot : il sera à un clic sur chaque page.' },
        { title: 'Choisissez votre langue', text: 'Cliquez sur l’icône de Diglot et sélectionnez la langue dans laquelle vous voulez lire. Diglot la retient partout.' },
        { title: 'Traduisez cette page', text: 'Cliquez sur « Traduire » dans la fenêtre contextuelle de Diglot, ou appuyez sur Alt+A. Chaque paragraphe reçoit sa traduction juste en dessous. Appuyez de nouveau sur Alt+A pour revenir à l’original.' },
        { title: 'Choisissez un moteur', text: 'Le moteur intégré fonctionne immédiatement. Vous pourrez ensuite ajouter DeepL, OpenAI ou un autre service avec votre propre clé.', link: { label: 'Services de traduction', href: '/docs/services/' } },
      ],
    },
    {
      type: 'featureGrid',
      title: 'Trois raccourcis à retenir',
      lead: 'Tous les raccourcis se modifient dans les paramètres des extensions de votre navigateur.',
      items: [
        { icon: 'keyboard', title: 'Alt+A', text: 'Traduire la page, ou réafficher l’original.' },
        { icon: 'cursor', title: 'Ctrl + survol', text: 'Traduire uniquement le paragraphe situé sous la souris.' },
        { icon: 'keyboard', title: 'Barre d’espace {inputSpaces} fois', text: 'Dans n’importe quel champ de saisie, remplacer ce que vous avez tapé par sa traduction.' },
      ],
    },
    {
      type: 'featureGrid',
      title: 'Essayez sur ce que vous lisez',
      items: [
        { icon: 'pdf', title: 'Un PDF', text: 'Ouvrez n’importe quel lien vers un PDF et lisez-le en deux langues.', link: { label: 'Traduire un PDF', href: '/f-pdf-translate/' } },
        { icon: 'video', title: 'Une vidéo', text: 'Lancez une vidéo YouTube sous-titrée et activez la deuxième ligne.', link: { label: 'Sous-titres vidéo', href: '/f-video-subtitle-translate/' } },
        { icon: 'palette', title: 'Une autre apparence', text: 'Passez au style d’affichage surligné, souligné ou « flou jusqu’au survol ».', link: { label: 'Styles d’affichage', href: '/docs/features/webpage/' } },
      ],
    },
    {
      type: 'cta',
      title: 'Déjà des questions ?',
      text: 'La FAQ répond aux plus fréquentes, et la communauté se charge des autres.',
      primary: { label: 'Lire la FAQ', href: '/docs/faq/' },
      secondary: { label: 'Communauté', href: '/docs/communities/' },
    },
  ],
};

export default copy;
