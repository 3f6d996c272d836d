import type { SectionsCopy } from '../../../theme/marketing/types';

const copy: SectionsCopy = {
  meta: {
    title: 'Partager des extraits bilingues en lien ou en image',
    description:
      'Un paragraphe mérite d’être transmis ? Diglot transforme l’original et sa traduction en lien de partage ou en image soignée, prête pour vos messageries, réseaux sociaux ou notes de cours.',
  },
  sections: [
    {
      type: 'hero',
      eyebrow: 'Partage de contenu bilingue',
      title: 'Transmettez l’original et la traduction ensemble',
      lead: 'Une citation perd quelque chose quand on n’envoie que sa traduction, et l’original seul laisse vos proches dans le flou. Diglot vous permet de partager les deux : choisissez un passage, puis envoyez-le sous forme de lien ou d’image.',
      primary: { label: 'Ajouter Diglot gratuitement', href: '/download/' },
      secondary: { label: 'Comment fonctionne le partage', href: '/docs/share/' },
      illustration: 'share',
    },
    {
      type: 'featureGrid',
      title: 'Deux formats, un clic chacun',
      items: [
        { icon: 'share', title: 'Lien de partage', text: 'Une courte page avec le passage dans les deux langues et un lien vers la source. Tout le monde peut l’ouvrir, avec ou sans Diglot.' },
        { icon: 'image', title: 'Image à partager', text: 'Une carte soignée, l’original au-dessus de sa traduction, aux bonnes dimensions pour les messageries et les réseaux sociaux. Fini les captures d’écran à recadrer.' },
        { icon: 'palette', title: 'Votre style d’affichage', text: 'Le passage partagé conserve l’apparence dans laquelle vous l’avez lu : une traduction surlignée ou soulignée le reste.' },
        { icon: 'lock', title: 'Seulement ce que vous choisissez', text: 'Rien n’est partagé avant que vous n’appuyiez sur le bouton, et seul le passage sélectionné figure dans le lien ou l’image.' },
      ],
    },
    {
      type: 'split',
      eyebrow: 'Qui partage ?',
      title: 'De courtes citations, de grandes conversations',
      text: 'Un enseignant distribue un paragraphe d’article étranger accompagné de sa traduction. Une chercheuse envoie à un collègue la phrase exacte qu’elle compte citer. Un créateur publie un extrait d’interview dans les deux langues pour que son public sache ce qui a vraiment été dit.',
      bullets: ['Des supports de cours en deux langues', 'Des citations avec leur formulation d’origine', 'Des extraits bilingues pour votre public'],
      illustration: 'share',
    },
    {
      type: 'steps',
      title: 'Partager un passage',
      items: [
        { title: 'Traduisez la page', text: 'Activez la traduction bilingue comme d’habitude, avec l’icône de la barre d’outils ou Alt+A.' },
        { title: 'Sélectionnez le passage', text: 'Surlignez les paragraphes voulus. Une petite barre d’outils apparaît à côté de la sélection.' },
        { title: 'Choisissez lien ou image', text: 'Copiez le lien ou enregistrez l’image, puis collez-le là où se trouvent vos lecteurs.' },
      ],
    },
    {
      type: 'faq',
      title: 'Vos questions sur le partage',
      items: [
        { q: 'Mon destinataire a-t-il besoin de Diglot ?', a: 'Non. Les liens de partage s’ouvrent dans n’importe quel navigateur et les images sont des fichiers tout à fait ordinaires.' },
        { q: 'Puis-je supprimer un lien de partage par la suite ?', a: 'Oui. Vos liens de partage sont répertoriés dans votre compte, d’où vous pouvez supprimer celui de votre choix.' },
        { q: 'Le partage est-il inclus dans l’offre gratuite ?', a: 'Oui, le partage de passages fonctionne aussi bien avec l’offre gratuite qu’avec Pro.' },
      ],
    },
  ],
};

export default copy;
