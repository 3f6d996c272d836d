import type { SectionsCopy } from '../../../theme/marketing/types';

const copy: SectionsCopy = {
  meta: {
    title: 'Centre d’apprentissage : des guides pour lire en deux langues',
    description:
      'Des guides courts et pratiques sur Diglot : première page traduite, PDF et articles, sous-titres bilingues, choix d’un moteur d’IA, rédaction de consignes et réglages par site.',
  },
  sections: [
    {
      type: 'hero',
      eyebrow: 'Centre d’apprentissage',
      title: 'Maîtrisez Diglot, un petit guide à la fois',
      lead: 'Que vous ayez installé Diglot il y a cinq minutes ou que vous l’utilisiez tous les jours, vous trouverez ici un guide qui vous fera gagner du temps. Chacun se lit en quelques minutes et se termine par un résultat concret dans votre propre navigateur.',
      primary: { label: 'Commencer par les bases', href: '/docs/usage/' },
      secondary: { label: 'Questions fréquentes', href: '/docs/faq/' },
      illustration: 'learn',
    },
    {
      type: 'guides',
      title: 'Premiers pas',
      lead: 'L’essentiel, dans l’ordre où la plupart des gens en ont besoin.',
      items: [
        { tag: 'Bases', minutes: 3, title: 'Installer Diglot', text: 'Tous les navigateurs et toutes les plateformes, y compris l’installation manuelle quand la boutique est inaccessible.', href: '/docs/installation/' },
        { tag: 'Bases', minutes: 5, title: 'Traduire votre première page', text: 'Le bouton de la barre d’outils, les raccourcis clavier et le retour à l’original.', href: '/docs/usage/' },
        { tag: 'Bases', minutes: 4, title: 'Traduire pendant la saisie', text: 'Écrivez dans votre langue et envoyez votre texte dans une autre, depuis n’importe quel champ.', href: '/docs/input/' },
        { tag: 'Bases', minutes: 3, title: 'Traduire un paragraphe au survol', text: 'Maintenez une touche et pointez : le moyen le plus rapide de vérifier un seul paragraphe.', href: '/docs/features/hover/' },
      ],
    },
    {
      type: 'guides',
      title: 'Documents et médias',
      items: [
        { tag: 'Documents', minutes: 6, title: 'PDF et articles de recherche', text: 'La visionneuse gratuite, PDF Pro et l’export d’une copie bilingue.', href: '/docs/features/pdf/' },
        { tag: 'Documents', minutes: 4, title: 'Livres numériques', text: 'Lisez vos ePub en version bilingue et exportez-les pour votre liseuse.', href: '/docs/features/epub/' },
        { tag: 'Vidéo', minutes: 4, title: 'Sous-titres vidéo bilingues', text: 'Affichez deux lignes de sous-titres sur les sites de streaming et de cours en ligne.', href: '/docs/features/video-subtitles/' },
        { tag: 'Vidéo', minutes: 3, title: 'Fichiers de sous-titres', text: 'Traduisez vos fichiers .srt et .vtt en conservant les deux langues.', href: '/docs/features/subtitles/' },
      ],
    },
    {
      type: 'guides',
      title: 'Pour aller plus loin',
      items: [
        { tag: 'IA', minutes: 8, title: 'Choisir un moteur de traduction', text: 'Moteurs gratuits, clés personnelles et modèles locaux : le comparatif.', href: '/docs/services/' },
        { tag: 'IA', minutes: 7, title: 'Rédiger de meilleures consignes', text: 'Indiquez à un moteur d’IA votre domaine, votre ton et votre terminologie.', href: '/docs/prompts/' },
        { tag: 'Réglages', minutes: 6, title: 'Paramètres avancés', text: 'Règles par site, styles d’affichage, CSS personnalisé et raccourcis clavier.', href: '/docs/advanced/' },
        { tag: 'Idées', minutes: 5, title: 'Comment d’autres utilisent Diglot', text: 'Les habitudes bien réelles d’étudiants, de chercheurs et de développeurs.', href: '/docs/usecase/' },
      ],
    },
    {
      type: 'cta',
      title: 'Toujours bloqué ?',
      text: 'Cherchez dans la documentation ou posez la question à la communauté : quelqu’un a sûrement déjà rencontré le même problème.',
      primary: { label: 'Rechercher dans la documentation', href: '/search/' },
      secondary: { label: 'Rejoindre la communauté', href: '/docs/communities/' },
    },
  ],
};

export default copy;
