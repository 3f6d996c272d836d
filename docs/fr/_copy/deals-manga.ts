import type { SectionsCopy } from '../../../theme/marketing/types';

const copy: SectionsCopy = {
  meta: {
    title: 'Manga Pro offert trois jours aux nouveaux utilisateurs de Diglot',
    description: 'Vous découvrez Diglot ? Profitez une fois de trois jours de Manga Pro et lisez mangas et BD avec les bulles traduites sur place.',
  },
  sections: [
    {
      type: 'hero',
      eyebrow: 'Offre à durée limitée',
      title: 'Trois jours de Manga Pro, offerts',
      lead: 'Vous êtes nouveau sur Diglot ? Activez un essai gratuit de trois jours de Manga Pro et lisez les séries que vous suivez avec chaque bulle traduite, directement sur les sites de lecture, sans toucher au dessin.',
      primary: { label: 'Activer mon essai', href: '#claim' },
      secondary: { label: 'Comment fonctionne la traduction de mangas', href: '/manga/' },
      illustration: 'manga',
    },
    {
      type: 'mangaClaim',
      title: 'Activez votre essai Manga Pro',
      lead: 'Il vous faut un compte Diglot et l’extension installée dans ce navigateur. L’essai démarre au moment où vous l’activez.',
      perks: [
        'Bulles traduites sur place sur Pixiv, MangaDex, MANGA Plus et d’autres sites',
        'Lecture verticale et de droite à gauche prise en charge',
        'Trois jours complets, sans coordonnées de paiement',
      ],
      claim: 'Activer 3 jours de Manga Pro',
      endsOn: 'Offre valable jusqu’au {date}. Un essai par compte, réservé aux nouveaux utilisateurs.',
    },
    {
      type: 'steps',
      title: 'En trois étapes',
      items: [
        { title: 'Connectez-vous', text: 'Créez un compte gratuit ou connectez-vous à celui que vous avez déjà.' },
        { title: 'Installez Diglot', text: 'Ajoutez l’extension à ce navigateur, puis revenez ici et actualisez la page.', link: { label: 'Télécharger', href: '/download/' } },
        { title: 'Activez et lisez', text: 'Appuyez sur le bouton ci-dessus, ouvrez un chapitre de manga et cliquez sur l’icône de Diglot.' },
      ],
    },
    {
      type: 'faq',
      title: 'À propos de l’essai',
      items: [
        { q: 'Qui est considéré comme nouvel utilisateur ?', a: 'Un compte qui n’a jamais eu Pro ni bénéficié d’un essai. L’offre ne peut être activée qu’une fois par compte.' },
        { q: 'Que se passe-t-il au bout de trois jours ?', a: 'La traduction de mangas se désactive et tout le reste continue de fonctionner avec l’offre gratuite. Aucun prélèvement n’est effectué.' },
        { q: 'J’ai installé l’extension, mais la page la réclame encore.', a: 'Actualisez la page après l’installation pour que Diglot puisse signaler sa présence.' },
      ],
    },
  ],
};

export default copy;
