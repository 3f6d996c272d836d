import type { SectionsCopy } from '../../../theme/marketing/types';

const copy: SectionsCopy = {
  meta: {
    title: 'Traduire le texte des images avec Diglot',
    description: 'Traduisez le texte des photos, captures d’écran, graphiques et infographies directement sur la page, gratuitement dans le navigateur ou par IA avancée avec Pro.',
  },
  sections: [
    {
      type: 'hero',
      eyebrow: 'Traduction d’images',
      title: 'Le texte de l’image, traduit à sa place',
      lead: 'Photos de produits, graphiques d’un rapport, capture d’écran sur un forum, menu sur un blog de voyage : Diglot repère le texte dans l’image et y superpose la traduction.',
      primary: { label: 'Ajouter Diglot gratuitement', href: '/download/' },
      secondary: { label: 'Guide de traduction des images', href: '/docs/features/image/' },
      illustration: 'image',
    },
    {
      type: 'featureGrid',
      title: 'Deux modes',
      items: [
        { icon: 'zap', title: 'Gratuit, dans votre navigateur', text: 'Sur Chrome et Edge, la reconnaissance du texte s’effectue sur votre propre appareil. Idéal pour les captures nettes et les visuels simples, et rien ne quitte votre ordinateur.' },
        { icon: 'sparkles', title: 'Traduction par IA avancée', text: 'Avec Pro, les images difficiles sont confiées à notre service d’IA : polices stylisées, texte incurvé, basse résolution ou arrière-plans chargés.', pro: true },
        { icon: 'cursor', title: 'Un clic droit sur n’importe quelle image', text: 'Traduisez une seule image depuis son menu contextuel, ou toutes les images de la page en même temps que la page elle-même.' },
        { icon: 'palette', title: 'Des superpositions lisibles', text: 'La traduction s’affiche sur un fond assorti pour rester lisible, et il suffit de survoler l’image pour revoir l’original.' },
      ],
    },
    {
      type: 'split',
      title: 'Bien plus utile que pour les seules BD',
      text: 'Faire des achats à l’étranger, lire une infographie, suivre un tutoriel truffé de captures d’écran, consulter un graphique dans le rapport annuel d’une société étrangère : les images renferment quantité d’informations que la traduction classique d’une page ne voit jamais.',
      bullets: ['Captures d’écran et schémas dans les documentations', 'Graphiques et tableaux enregistrés en image', 'Photos de produits et emballages'],
      illustration: 'image',
    },
    {
      type: 'faq',
      title: 'Vos questions sur la traduction d’images',
      items: [
        { q: 'Quels navigateurs prennent en charge le mode gratuit ?', a: 'Chrome et Edge. Sur les autres navigateurs, la traduction d’images passe par le mode IA avancée, qui nécessite Pro.' },
        { q: 'Mes images sont-elles conservées ?', a: 'En mode gratuit, rien n’est envoyé. En mode IA avancée, l’image est transmise pour être traduite, puis elle n’est pas conservée.' },
        { q: 'Peut-on traduire les images contenues dans un PDF ?', a: 'Oui : PDF Pro lit le texte des pages numérisées et des figures lorsqu’il reconstruit le document.' },
      ],
    },
  ],
};

export default copy;
