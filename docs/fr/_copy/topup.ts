import type { SectionsCopy } from '../../../theme/marketing/types';

const copy: SectionsCopy = {
  meta: {
    title: 'Recharger votre quota Diglot avec un pack de trafic',
    description: 'Quota de traduction premium épuisé ce mois-ci ? Ajoutez un pack de trafic à votre quota Pro et poursuivez votre lecture.',
  },
  sections: [
    {
      type: 'hero',
      eyebrow: 'Packs de trafic',
      title: 'Davantage de traduction premium, quand il vous en faut',
      lead: 'Pro inclut un quota mensuel de jetons pour les modèles premium. Une semaine d’examens, un long rapport ou un livre entier peuvent l’épuiser avant l’heure ; un pack de trafic le complète dès que vous en avez besoin, sans changer d’offre.',
      primary: { label: 'Choisir un pack', href: '#packs' },
      secondary: { label: 'Voir les offres', href: '/pricing/' },
      illustration: 'engines',
    },
    {
      type: 'topup',
      title: 'Choisissez votre pack',
      lead: 'Les jetons du pack sont crédités immédiatement sur votre compte. Ils sont utilisés une fois votre quota mensuel épuisé et n’expirent pas à la fin du mois.',
      packName: '{tokens} jetons',
      packs: {
        'pack-s': 'Pour une semaine chargée en articles et en publications',
        'pack-m': 'De quoi venir à bout d’un long rapport ou d’un court livre',
        'pack-l': 'Pour les mois intenses : thèses, livres, PDF à la chaîne',
      },
      choose: 'Pack',
      continue: 'Passer au paiement',
      note: 'L’achat se finalise dans votre compte Diglot, où vous pouvez vérifier la commande avant de payer.',
    },
    {
      type: 'faq',
      title: 'À propos des packs de trafic',
      items: [
        { q: 'Faut-il être abonné à Pro pour acheter un pack ?', a: 'Les packs s’ajoutent au quota premium fourni avec Pro : il vous faut donc un abonnement Pro actif pour les utiliser.' },
        { q: 'Quelles fonctions consomment le quota ?', a: 'Les modèles d’IA premium, PDF Pro, la traduction d’images par IA avancée et la traduction de mangas. Les moteurs gratuits et vos propres clés API ne l’entament jamais.' },
        { q: 'Et si je résilie Pro ?', a: 'Les jetons de pack non utilisés restent sur votre compte et redeviennent utilisables si vous reprenez un abonnement Pro.' },
      ],
    },
  ],
};

export default copy;
