import type { SectionsCopy } from '../../../theme/marketing/types';

const copy: SectionsCopy = {
  meta: {
    title: 'Lire AO3 et les fanfictions dans votre langue',
    description: 'Traduction bilingue pour Archive of Our Own et les autres sites de fanfictions, chapitre par chapitre, navigation, notes et tags compris.',
  },
  sections: [
    {
      type: 'hero',
      eyebrow: 'Fanfictions',
      title: 'Chaque fic, quelle que soit sa langue d’écriture',
      lead: 'Certaines des plus belles histoires de votre fandom sont écrites dans une langue que vous ne lisez pas. Diglot traduit les œuvres d’Archive of Our Own et des autres sites de fanfictions paragraphe par paragraphe, en gardant le texte de l’auteur juste à côté.',
      primary: { label: 'Ajouter Diglot gratuitement', href: '/download/' },
      secondary: { label: 'Prise en charge par site', href: '/docs/sites/' },
      illustration: 'book',
    },
    {
      type: 'featureGrid',
      title: 'Conçu pour le fonctionnement des archives',
      items: [
        { icon: 'book', title: 'Chapitre après chapitre', text: 'Ouvrez un chapitre, il est traduit ; passez au suivant avec les boutons du site, Diglot vous suit.' },
        { icon: 'columns', title: 'L’original en regard de la traduction', text: 'Dialogues, jeux de mots et suffixes honorifiques se savourent mieux quand on peut jeter un œil à la phrase d’origine.' },
        { icon: 'check', title: 'Tags, notes et résumés', text: 'Résumés, notes de l’auteur et tags sont eux aussi traduits : vous savez quoi lire avant même de commencer.' },
        { icon: 'sparkles', title: 'IA attentive au contexte', text: 'Avec Pro, la traduction par IA garde des noms et un ton cohérents tout au long d’un chapitre, même très long.', pro: true },
      ],
    },
    {
      type: 'split',
      title: 'Dans le respect des auteurs',
      text: 'Diglot traduit pour vous seul, dans votre navigateur. Rien n’est republié, l’œuvre reste sur l’archive : vos kudos et vos commentaires parviennent toujours à son auteur.',
      bullets: ['Aucune copie, aucune republication', 'Kudos et commentaires fonctionnent comme d’habitude', 'Compatible avec l’affichage de l’œuvre complète comme par chapitre'],
      illustration: 'book',
    },
    {
      type: 'faq',
      title: 'Les questions des lecteurs',
      items: [
        { q: 'Est-ce compatible avec l’affichage « Entire Work » ?', a: 'Oui. Les œuvres longues sont traduites au fil du défilement, si bien que la page reste rapide.' },
        { q: 'Puis-je laisser les noms des personnages tels quels ?', a: 'Oui. Ajoutez-les à votre glossaire dans les réglages des consignes d’IA : ils resteront écrits comme dans l’original.' },
        { q: 'Quels autres sites de fanfictions sont compatibles ?', a: 'Tout site au texte classique fonctionne ; la page consacrée à la prise en charge par site liste ceux qui bénéficient d’un traitement particulier.' },
      ],
    },
  ],
};

export default copy;
