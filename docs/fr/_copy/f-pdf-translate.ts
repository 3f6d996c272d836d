import type { SectionsCopy } from '../../../theme/marketing/types';

const copy: SectionsCopy = {
  meta: {
    title: 'Traduction bilingue de PDF : articles, rapports et scans avec Diglot',
    description:
      'Lisez n’importe quel PDF paragraphe par paragraphe en deux langues dans une visionneuse gratuite, ou laissez PDF Pro reconstruire formules, tableaux, scans et colonnes, puis exporter une copie bilingue.',
  },
  sections: [
    {
      type: 'hero',
      eyebrow: 'Traduction de PDF',
      title: 'Chaque PDF, dans votre langue et dans sa version originale',
      lead: 'Ouvrez un article scientifique, un contrat ou un mode d’emploi dans la visionneuse Diglot : chaque paragraphe reçoit sa traduction juste à côté. Rien à ressaisir, rien ne se perd, et la formulation exacte de la source reste toujours sous vos yeux.',
      primary: { label: 'Ajouter Diglot gratuitement', href: '/download/' },
      secondary: { label: 'Guide de traduction des PDF', href: '/docs/features/pdf/' },
      note: 'La visionneuse est gratuite. PDF Pro fait partie de l’offre Pro.',
      illustration: 'pdf',
    },
    {
      type: 'featureGrid',
      title: 'Deux façons de lire un PDF',
      lead: 'Commencez avec la visionneuse gratuite pour les documents du quotidien. Passez à PDF Pro quand c’est la mise en page qui pose problème.',
      items: [
        {
          icon: 'pdf',
          title: 'Visionneuse bilingue gratuite',
          text: 'Ouvrez un PDF depuis votre ordinateur ou depuis un lien, et lisez-le avec la traduction sous chaque paragraphe, directement dans le navigateur.',
        },
        {
          icon: 'sparkles',
          title: 'PDF Pro',
          text: 'Reconstruit le document avant de le traduire : les formules restent des formules, les tableaux restent des tableaux, et les articles sur deux colonnes se lisent dans le bon ordre.',
          pro: true,
        },
        {
          icon: 'camera',
          title: 'Pages numérisées',
          text: 'PDF Pro reconnaît le texte des pages scannées ou photographiées : vieux livres et polycopiés imprimés peuvent eux aussi être traduits.',
          pro: true,
        },
        {
          icon: 'share',
          title: 'Exporter et partager',
          text: 'Enregistrez le résultat en PDF bilingue ou en page web, ou publiez un lien en ligne qu’un collègue pourra ouvrir sans l’extension.',
          pro: true,
        },
      ],
    },
    {
      type: 'split',
      eyebrow: 'Pour la recherche',
      title: 'Taillé pour les articles qui mettent les autres traducteurs en échec',
      text: 'Les PDF universitaires mêlent colonnes, notes de bas de page, équations, légendes et bibliographies. Les copier dans une zone de traduction mélange l’ordre du texte et massacre les mathématiques. PDF Pro lit la page comme le ferait une personne, puis la traduit bloc par bloc.',
      bullets: [
        'Équations et symboles conservés tels quels',
        'Tableaux reconstruits ligne par ligne, cellules traduites',
        'Mode de préservation de la mise en page pour les documents entiers',
      ],
      illustration: 'pdf',
      link: { label: 'Lire le guide de PDF Pro', href: '/docs/features/pdf/' },
    },
    {
      type: 'steps',
      title: 'Traduisez votre premier PDF',
      items: [
        { title: 'Installez Diglot', text: 'Ajoutez l’extension à Chrome, Edge, Firefox ou Safari. Cela prend moins d’une minute.', link: { label: 'Télécharger', href: '/download/' } },
        { title: 'Ouvrez le PDF', text: 'Cliquez sur un lien vers un PDF comme d’habitude, ou faites glisser un fichier de votre ordinateur dans la visionneuse Diglot.' },
        { title: 'Lisez dans les deux langues', text: 'La traduction commence par la page que vous lisez. Faites défiler : les pages suivantes sont traduites à leur tour.' },
      ],
    },
    {
      type: 'faq',
      title: 'Vos questions sur les PDF',
      items: [
        { q: 'Y a-t-il une limite de pages ?', a: 'La visionneuse gratuite traduit au fil de la lecture, sans limite de pages qui lui soit propre. PDF Pro décompte les pages du quota de votre offre Pro.' },
        { q: 'Mon document quitte-t-il mon ordinateur ?', a: 'Le texte de chaque paragraphe est envoyé au moteur de traduction que vous avez choisi. PDF Pro téléverse le fichier pour le reconstruire, puis le supprime.' },
        { q: 'Puis-je traduire un PDF qui n’est qu’une image ?', a: 'Oui, avec PDF Pro : il reconnaît le texte des pages numérisées avant de le traduire.' },
        { q: 'Quel moteur choisir pour des articles scientifiques ?', a: 'Les moteurs d’IA gardent une terminologie cohérente sur les longs documents. Le guide des services les compare.' },
      ],
    },
    {
      type: 'cta',
      title: 'Votre prochain article, en deux langues',
      text: 'La visionneuse est gratuite et ne demande aucun compte.',
      primary: { label: 'Ajouter Diglot gratuitement', href: '/download/' },
      secondary: { label: 'Voir les offres Pro', href: '/pricing/' },
    },
  ],
};

export default copy;
