import type { SectionsCopy } from '../../../theme/marketing/types';

const copy: SectionsCopy = {
  meta: {
    title: 'Tarifs : Diglot Gratuit et Diglot Pro',
    description:
      'Comparez Diglot Gratuit et Pro. Pro ajoute PDF Pro, la traduction d’images et de mangas par IA et une traduction attentive au contexte, au mois ou à l’année.',
  },
  sections: [
    {
      type: 'hero',
      eyebrow: 'Tarifs',
      title: 'Gratuit pour la lecture de tous les jours. Pro pour les cas coriaces.',
      lead: 'Tout ce qu’il faut pour lire pages web, vidéos et PDF dans deux langues est gratuit. L’offre Pro ajoute les fonctions qui demandent un gros travail d’IA : PDF reconstruits, traduction avancée des images et des mangas, et une traduction qui comprend le contexte.',
      primary: { label: 'Comparer les offres', href: '#plans' },
      secondary: { label: 'Commencer gratuitement', href: '/download/' },
      illustration: 'pdf',
    },
    {
      type: 'pricing',
      title: 'Choisissez votre façon de lire',
      lead: 'Payez au mois, ou à l’année pour économiser. Résiliable à tout moment : Pro reste actif jusqu’à la fin de la période déjà réglée.',
      periodLabel: 'Période de facturation',
      monthly: 'Mensuel',
      yearly: 'Annuel',
      yearlySave: '{percent} % d’économie',
      perMonth: '/ mois',
      perYear: '/ an',
      billedYearly: 'soit {price} facturés une fois par an',
      free: {
        name: 'Gratuit',
        tagline: 'La lecture bilingue sur tous les sites, avec des moteurs gratuits.',
        priceNote: 'pour toujours',
        cta: { label: 'Ajouter au navigateur', href: '/download/' },
      },
      pro: {
        name: 'Pro',
        tagline: 'Pour les articles scientifiques, les scans, les mangas et les études sérieuses.',
        badge: 'Le plus populaire',
        cta: 'Passer à Pro',
      },
      features: {
        engines: 'Moteurs gratuits intégrés, ou vos propres clés pour {engines} services',
        webPages: 'Pages web bilingues avec détection intelligente du contenu principal',
        pdfViewer: 'Visionneuse PDF bilingue gratuite',
        inputHover: 'Traduction des champs de saisie, au survol et de la sélection',
        videoSubtitles: 'Sous-titres bilingues sur {videoSites} sites vidéo',
        displayStyles: '{displayStyles} styles d’affichage et CSS personnalisé',
        pdfPro: 'PDF Pro : formules, tableaux, scans (OCR) et colonnes, avec export ou partage',
        aiImages: 'Traduction d’images par IA avancée',
        manga: 'Traduction de mangas et de bandes dessinées',
        contextAi: 'Traduction par IA attentive au contexte (bêta)',
        premiumQuota: 'Quota mensuel de jetons pour les modèles premium',
      },
      compareTitle: 'Gratuit et Pro, fonction par fonction',
      included: 'Inclus',
      notIncluded: 'Non inclus',
    },
    {
      type: 'accuracy',
      title: 'Un moteur de traduction conçu pour la lecture',
      lead: 'Les membres Pro ont accès au moteur de traduction dédié de Diglot, optimisé pour les textes longs. Comparé à un moteur de référence, il se montre plusieurs fois plus précis sur ces paires de langues.',
      pairs: { 'en-de': 'Anglais → allemand', 'en-zh': 'Anglais → chinois', 'en-ja': 'Anglais → japonais' },
      value: '{multiple} fois plus précis',
      footnote: 'Précision mesurée par rapport à un moteur de référence. Vos résultats dépendront du texte et de la paire de langues.',
    },
    {
      type: 'faq',
      title: 'Vos questions sur les offres',
      items: [
        {
          q: 'Que devient mon quota à la fin du mois ?',
          a: 'Le quota des modèles premium se renouvelle chaque mois et les jetons non utilisés ne sont pas reportés. Si vous l’épuisez avant la fin du mois, un pack de trafic vous en donne davantage sans changer d’offre.',
        },
        {
          q: 'Puis-je passer de la formule mensuelle à la formule annuelle ?',
          a: 'Oui. Le changement prend effet à votre prochain renouvellement, et vous gardez Pro d’ici là.',
        },
        {
          q: 'Faut-il Pro pour utiliser ma propre clé OpenAI ou DeepL ?',
          a: 'Non. Vos propres clés fonctionnent avec l’offre gratuite ; vous réglez directement au fournisseur ce que vous consommez.',
        },
        {
          q: 'Puis-je résilier ?',
          a: 'Oui, à tout moment depuis votre compte. Pro reste actif jusqu’à la fin de la période payée, puis vous repassez à l’offre gratuite.',
        },
        {
          q: 'J’ai un code d’activation. Où le saisir ?',
          a: 'Sur la page d’activation : connectez-vous, saisissez le code, et Pro est activé pour la durée prévue par le code.',
        },
      ],
    },
    {
      type: 'cta',
      title: 'Mettez Pro à l’épreuve sur vos documents les plus ardus',
      text: 'PDF numérisés, formules, mangas, longs rapports : voyez ce que Pro fait des fichiers que vous lisez vraiment.',
      primary: { label: 'Passer à Pro', href: '#plans' },
      secondary: { label: 'Vous avez un code ? Activez-le', href: '/exchange/' },
    },
  ],
};

export default copy;
