import type { SectionsCopy } from '../../../theme/marketing/types';

const copy: SectionsCopy = {
  meta: {
    title: 'Diglot en un coup d’œil : tout ce qu’il sait traduire',
    description:
      'Une seule page pour accéder à tout Diglot : pages web bilingues, PDF, livres numériques, sous-titres, images, mangas, champs de saisie, et les applications pour ordinateur et mobile.',
  },
  sections: [
    {
      type: 'hero',
      eyebrow: 'Diglot en un coup d’œil',
      title: 'Une extension pour tout ce que vous lisez dans une autre langue',
      lead: 'Cette page vous sert de plan. Chaque carte ci-dessous mène à la fonction qu’elle décrit : allez droit à la partie de Diglot dont vous avez besoin aujourd’hui, qu’il s’agisse d’une page web, d’une pile de PDF, d’un film ou d’une bande dessinée.',
      primary: { label: 'Ajouter Diglot gratuitement', href: '/download/' },
      secondary: { label: 'Lire le tutoriel', href: '/docs/usage/' },
      illustration: 'bilingual',
    },
    {
      type: 'featureGrid',
      id: 'read',
      title: 'Lire',
      items: [
        { icon: 'globe', title: 'Pages web', text: 'Des paragraphes bilingues sur tous les sites ; Diglot repère pour vous le texte principal.', link: { label: 'Pages web', href: '/docs/features/webpage/' } },
        { icon: 'pdf', title: 'Documents PDF', text: 'Une visionneuse bilingue gratuite, et PDF Pro pour les formules, les tableaux et les scans.', link: { label: 'Traduire un PDF', href: '/f-pdf-translate/' } },
        { icon: 'book', title: 'Livres numériques', text: 'Livres ePub et Mobi, avec la traduction après chaque paragraphe.', link: { label: 'Livres numériques', href: '/docs/features/epub/' } },
        { icon: 'quill', title: 'Fanfictions', text: 'AO3 et les sites du même genre, chapitre par chapitre.', link: { label: 'AO3', href: '/ao3/' } },
      ],
    },
    {
      type: 'featureGrid',
      id: 'watch',
      title: 'Regarder',
      items: [
        { icon: 'video', title: 'Sous-titres de vidéos', text: 'Deux lignes de sous-titres sur {videoSites} sites vidéo.', link: { label: 'Sous-titres vidéo', href: '/f-video-subtitle-translate/' } },
        { icon: 'meeting', title: 'Réunions', text: 'Les sous-titres en direct de Zoom, Google Meet et Teams, traduits.', link: { label: 'Guide des sous-titres vidéo', href: '/docs/features/video-subtitles/' } },
        { icon: 'image', title: 'Images', text: 'Le texte des images, traduit là où il se trouve.', link: { label: 'Traduire une image', href: '/image/' } },
        { icon: 'manga', title: 'Mangas', text: 'Les bulles traduites sur vos sites de lecture habituels.', link: { label: 'Traduire un manga', href: '/manga/' }, pro: true },
      ],
    },
    {
      type: 'featureGrid',
      id: 'write',
      title: 'Écrire et partager',
      items: [
        { icon: 'keyboard', title: 'Champs de saisie', text: 'Écrivez dans votre langue et appuyez {inputSpaces} fois sur la barre d’espace pour traduire.', link: { label: 'Traduction de la saisie', href: '/docs/input/' } },
        { icon: 'selection', title: 'Sélection', text: 'Sélectionnez une expression pour afficher sa traduction dans une bulle.', link: { label: 'Utilisation de base', href: '/docs/usage/' } },
        { icon: 'share', title: 'Partage', text: 'Envoyez un passage dans les deux langues, en lien ou en image.', link: { label: 'Partager du contenu bilingue', href: '/f-share-bilingual-content/' } },
        { icon: 'subtitles', title: 'Fichiers de sous-titres', text: 'Traduisez vos fichiers .srt, .vtt et .ass, puis exportez-les en version bilingue.', link: { label: 'Fichiers de sous-titres', href: '/docs/features/subtitles/' } },
      ],
    },
    {
      type: 'featureGrid',
      id: 'platforms',
      title: 'Partout où vous naviguez',
      items: [
        { icon: 'download', title: 'Navigateurs sur ordinateur', text: 'Chrome, Edge, Firefox et Safari, ainsi que Brave, Arc et Opera avec la version Chrome.', link: { label: 'Télécharger', href: '/download/' } },
        { icon: 'mobile', title: 'Téléphones et tablettes', text: 'Safari sur iPhone et iPad, et Android via un navigateur compatible avec les extensions.', link: { label: 'Mobile', href: '/mobile/' } },
        { icon: 'engine', title: 'Vos moteurs', text: '{engines} services de traduction, des moteurs gratuits intégrés à vos propres clés d’IA.', link: { label: 'Services', href: '/docs/services/' } },
        { icon: 'star', title: 'Pro', text: 'Moteurs d’IA premium, PDF Pro, traduction de mangas et traduction d’images par IA avancée.', link: { label: 'Tarifs', href: '/pricing/' } },
      ],
    },
  ],
};

export default copy;
