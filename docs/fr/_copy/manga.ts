import type { SectionsCopy } from '../../../theme/marketing/types';

const copy: SectionsCopy = {
  meta: {
    title: 'Traduction de mangas et de BD avec Diglot',
    description: 'Traduisez les bulles des mangas, manhwas et bandes dessinées sur vos sites de lecture habituels, sans abîmer le dessin. Inclus dans Diglot Pro.',
  },
  sections: [
    {
      type: 'hero',
      eyebrow: 'Traduction de mangas · Pro',
      title: 'Lisez le chapitre sorti aujourd’hui',
      lead: 'Les traductions officielles se font attendre des mois, et les traductions de fans n’arriveront peut-être jamais. Diglot lit les bulles, les traduit et réinsère le texte dans la planche : vous suivez une série au rythme de sa parution originale.',
      primary: { label: 'Essayer gratuitement pendant 3 jours', href: '/deals/manga/' },
      secondary: { label: 'Voir les offres Pro', href: '/pricing/' },
      illustration: 'manga',
    },
    {
      type: 'featureGrid',
      title: 'Pensé pour la façon dont on dessine les BD',
      items: [
        { icon: 'manga', title: 'Le texte replacé dans la bulle', text: 'La traduction est ajustée à la bulle d’origine, à la taille de l’espace disponible : la case se lit toujours comme une BD.' },
        { icon: 'columns', title: 'Vertical et de droite à gauche', text: 'Texte japonais vertical, sens de lecture de droite à gauche, webtoons coréens en défilement : tout est lu dans le bon ordre.' },
        { icon: 'sparkles', title: 'Onomatopées et panneaux', text: 'Les onomatopées dessinées à la main et les panneaux en arrière-plan peuvent aussi être traduits, ou laissés tels quels si vous préférez.' },
        { icon: 'globe', title: 'Sur les sites que vous fréquentez', text: 'Fonctionne sur les lecteurs en ligne populaires comme Pixiv, MangaDex et MANGA Plus, et sur toute page qui affiche des planches.' },
      ],
    },
    {
      type: 'split',
      title: 'Une touche pour passer de l’original à la traduction',
      text: 'Envie de revoir le lettrage d’origine ? Appuyez sur Alt+A pour revenir à l’original, puis de nouveau pour retrouver la traduction. Les chapitres déjà traduits sont mis en cache : les relire ne coûte rien.',
      bullets: ['Dessin et découpage des cases préservés', 'Le lettrage original à une touche de distance', 'Chapitres traduits mis en cache pour la relecture'],
      illustration: 'manga',
    },
    {
      type: 'faq',
      title: 'Vos questions sur la traduction de mangas',
      items: [
        { q: 'La traduction de mangas est-elle gratuite ?', a: 'Elle fait partie de l’offre Pro, car lire et redessiner les images fait appel à une IA côté serveur. Les nouveaux utilisateurs peuvent l’essayer gratuitement pendant trois jours.' },
        { q: 'Quelles langues sont prises en charge ?', a: 'Les mangas japonais, coréens et chinois vers n’importe laquelle des {languages} langues de Diglot, ainsi que les BD occidentales.' },
        { q: 'Le chapitre est-il téléchargé quelque part ?', a: 'Seules les images de la page que vous lisez sont traitées pour être traduites ; nous ne conservons aucune copie des œuvres.' },
      ],
    },
    {
      type: 'cta',
      title: 'Votre prochain chapitre, dans votre langue',
      primary: { label: 'Profiter de l’essai gratuit', href: '/deals/manga/' },
      secondary: { label: 'Lire le guide des mangas', href: '/docs/features/manga/' },
    },
  ],
};

export default copy;
