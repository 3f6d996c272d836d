import type { SectionsCopy } from '../../../theme/marketing/types';

const copy: SectionsCopy = {
  meta: {
    title: 'Qui utilise Diglot, et comment : les habitudes de lecture par métier',
    description:
      'Comment étudiants, chercheurs, développeurs, investisseurs, professionnels à l’international et créateurs de contenu lisent, regardent et écrivent dans d’autres langues avec Diglot.',
  },
  sections: [
    {
      type: 'hero',
      eyebrow: 'Cas d’usage',
      title: 'Des lecteurs différents, un même réflexe : garder l’original sous les yeux',
      lead: 'On vient à Diglot pour des raisons très diverses. Ce qui rassemble tous ses utilisateurs, c’est le besoin de comprendre vite un texte tout en pouvant se fier à ses mots exacts. Voici comment six profils de lecteurs l’intègrent à leur quotidien.',
      primary: { label: 'Ajouter Diglot gratuitement', href: '/download/' },
      secondary: { label: 'Cas d’usage concrets', href: '/docs/usecase/' },
      illustration: 'bilingual',
    },
    {
      type: 'split',
      eyebrow: 'Étudiants',
      title: 'Étudier dans la langue d’origine sans prendre de retard',
      text: 'Lectures obligatoires, cours filmés en langue étrangère, sujets d’examen : les paragraphes bilingues vous permettent de suivre le rythme de la classe tout en enrichissant votre vocabulaire. Le mode « flou jusqu’au survol » transforme n’importe quel article en exercice de lecture.',
      bullets: ['Sous-titres bilingues sur Coursera, edX et Khan Academy', 'Traduction floutée, à dévoiler seulement en cas de besoin', 'Export de livres numériques pour votre liseuse'],
      illustration: 'learn',
    },
    {
      type: 'split',
      eyebrow: 'Chercheurs',
      title: 'Explorer la littérature scientifique dans toutes les langues',
      text: 'Parcourez les résumés en masse, puis lisez en détail les articles prometteurs avec PDF Pro, qui préserve formules et tableaux. Au moment de citer, la phrase originale est là, prête à être reprise.',
      bullets: ['PDF Pro pour les articles sur deux colonnes et les scans', 'Des moteurs d’IA qui maîtrisent la terminologie de votre domaine', 'Des exports bilingues pour votre groupe de lecture'],
      illustration: 'pdf',
    },
    {
      type: 'split',
      eyebrow: 'Développeurs',
      title: 'Documentations, tickets et forums du monde entier',
      text: 'La solution se cache souvent dans un fil de discussion rédigé dans une autre langue. Diglot traduit le texte et laisse les blocs de code intacts : commandes et identifiants restent exactement tels qu’ils ont été écrits.',
      bullets: ['Les blocs de code ne sont jamais traduits', 'Des règles dédiées aux documentations que vous consultez chaque jour', 'Rédigez vos tickets en anglais depuis votre propre langue'],
      illustration: 'engines',
    },
    {
      type: 'featureGrid',
      title: 'Et bien d’autres encore',
      items: [
        { icon: 'chart', title: 'Investisseurs', text: 'Documents réglementaires, conférences de résultats et presse locale des autres marchés, lus le jour même de leur publication.' },
        { icon: 'briefcase', title: 'Professionnels à l’international', text: 'Les messages de vos fournisseurs et clients, auxquels vous répondez dans leur langue depuis la vôtre grâce à la traduction de la saisie.' },
        { icon: 'camera', title: 'Créateurs de contenu', text: 'Repérez les tendances à l’étranger et partagez des citations bilingues sous forme d’images lisibles par votre public.' },
        { icon: 'users', title: 'Apprenants en langues', text: 'Séries, romans et BD dans la langue que vous apprenez, avec un coup de pouce toujours à une ligne de distance.' },
      ],
    },
    {
      type: 'cta',
      title: 'Trouvez votre propre routine',
      text: 'Diglot est gratuit pour commencer, sur tous les principaux navigateurs.',
      primary: { label: 'Ajouter Diglot gratuitement', href: '/download/' },
      secondary: { label: 'Centre d’apprentissage', href: '/learn/' },
    },
  ],
};

export default copy;
