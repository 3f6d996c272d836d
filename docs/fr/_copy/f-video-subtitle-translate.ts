import type { SectionsCopy } from '../../../theme/marketing/types';

const copy: SectionsCopy = {
  meta: {
    title: 'Sous-titres bilingues : YouTube, Netflix et {videoSites} sites vidéo',
    description:
      'Regardez cours, séries et conférences avec le sous-titre original et sa traduction à l’écran, sur {videoSites} sites vidéo et dans les sous-titres de Zoom, Google Meet et Teams.',
  },
  sections: [
    {
      type: 'hero',
      eyebrow: 'Sous-titres de vidéos',
      title: 'Deux lignes de sous-titres : ce qui est dit, et ce que cela veut dire',
      lead: 'Diglot ajoute une ligne traduite sous les sous-titres d’origine, sur les sites que vous regardez déjà. Suivez un cours dans une autre langue, saisissez l’humour d’une série et apprenez de nouveaux mots au passage.',
      primary: { label: 'Ajouter Diglot gratuitement', href: '/download/' },
      secondary: { label: 'Sites vidéo compatibles', href: '/docs/videoSiteSupport/' },
      note: 'YouTube, Netflix, Prime Video, Disney+, Coursera, Udemy, TED et bien d’autres',
      illustration: 'video',
    },
    {
      type: 'stats',
      items: [
        { value: '{videoSites}', label: 'sites vidéo avec sous-titres bilingues' },
        { value: '3', label: 'applications de visioconférence avec sous-titres en direct : Zoom, Google Meet, Teams' },
        { value: '6', label: 'formats de fichiers de sous-titres à traduire et exporter' },
      ],
    },
    {
      type: 'featureGrid',
      title: 'Pensé pour regarder, pas seulement pour lire',
      items: [
        { icon: 'video', title: 'Streaming et cours en ligne', text: 'YouTube, Netflix, Prime Video, Disney+, HBO Max, Hulu, Vimeo, Coursera, Udemy, edX, Khan Academy, BBC iPlayer, Bilibili et bien d’autres encore.' },
        { icon: 'meeting', title: 'Réunions en ligne', text: 'Dans Zoom, Google Meet et Microsoft Teams, les sous-titres en direct reçoivent une ligne traduite au fil de la parole.' },
        { icon: 'palette', title: 'Des sous-titres à votre goût', text: 'Réglez la taille, la couleur et la position de chaque ligne, ou n’affichez que la traduction.' },
        { icon: 'subtitles', title: 'Fichiers de sous-titres', text: 'Traduisez vos fichiers .srt, .vtt, .ass, .ssa, .sbv et .lrc, et enregistrez-les en sous-titres bilingues lisibles par tous les lecteurs.', link: { label: 'Guide des fichiers de sous-titres', href: '/docs/features/subtitles/' } },
      ],
    },
    {
      type: 'split',
      eyebrow: 'Apprendre en vidéo',
      title: 'La meilleure leçon de langue, c’est une série que l’on aime',
      text: 'Lire la réplique originale pendant que vous l’entendez, avec votre langue juste en dessous, transforme chaque épisode en exercice d’écoute. Mettez en pause sur une expression, comparez les deux lignes et reprenez quand le déclic se fait.',
      bullets: ['Original et traduction toujours synchronisés', 'Fonctionne avec les pistes de sous-titres du site', 'Des moteurs d’IA pour des répliques naturelles et fidèles au contexte'],
      illustration: 'video',
      link: { label: 'Guide des sous-titres vidéo', href: '/docs/features/video-subtitles/' },
    },
    {
      type: 'faq',
      title: 'Vos questions sur les sous-titres',
      items: [
        { q: 'Et si une vidéo n’a pas de sous-titres ?', a: 'Diglot traduit les pistes de sous-titres fournies par le site, y compris les sous-titres automatiques lorsque le site en propose.' },
        { q: 'Cela fonctionne-t-il en plein écran ?', a: 'Oui. Les deux lignes restent affichées en plein écran comme en mode cinéma.' },
        { q: 'Est-ce gratuit ?', a: 'Les sous-titres bilingues fonctionnent avec l’offre gratuite et les moteurs intégrés. Pro ajoute des moteurs d’IA premium pour des répliques plus naturelles.' },
      ],
    },
    {
      type: 'cta',
      title: 'Lancez la lecture, en deux langues',
      primary: { label: 'Ajouter Diglot gratuitement', href: '/download/' },
      secondary: { label: 'Sites compatibles', href: '/docs/videoSiteSupport/' },
    },
  ],
};

export default copy;
