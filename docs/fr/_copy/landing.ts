import type { SectionsCopy } from '../../../theme/marketing/types';

const copy: SectionsCopy = {
  meta: {
    title: 'Diglot — pages web, PDF et vidéos dans deux langues à la fois',
    description:
      'L’extension de navigateur qui affiche la traduction à côté du texte original : pages web, PDF, livres numériques, sous-titres, images et mangas, avec {engines} moteurs de traduction. Gratuite pour commencer.',
  },
  sections: [
    {
      type: 'hero',
      eyebrow: 'La traduction bilingue dans votre navigateur',
      title: 'Toutes les langues, lues en regard de la vôtre',
      lead: 'Diglot conserve le texte original et place la traduction juste en dessous : vous comprenez tout, sans perdre un mot de l’auteur. Pages web, PDF, livres numériques, sous-titres de vidéos, images et mangas, dans {languages} langues.',
      primary: { label: 'Ajouter Diglot à mon navigateur — gratuit', href: '/download/' },
      secondary: { label: 'Découvrir le fonctionnement', href: '/docs/usage/' },
      note: 'Chrome, Edge, Firefox et Safari · aucun compte requis pour commencer',
      illustration: 'bilingual',
    },
    {
      type: 'stats',
      items: [
        { value: '{users}', label: 'lecteurs font confiance à Diglot' },
        { value: '{engines}', label: 'moteurs de traduction, IA comprise' },
        { value: '{languages}', label: 'langues prises en charge' },
        { value: '{videoSites}', label: 'sites vidéo avec sous-titres bilingues' },
      ],
    },
    {
      type: 'featureGrid',
      id: 'features',
      title: 'Tout ce que vous lisez, en version bilingue',
      lead: 'Une seule extension pour tout le Web : elle intervient là où vous lisez déjà, et s’efface dès que vous n’en avez plus besoin.',
      items: [
        {
          icon: 'globe',
          title: 'Pages web bilingues',
          text: 'Chaque paragraphe garde son texte d’origine, la traduction s’affiche dessous. Diglot repère le contenu principal et laisse de côté menus et publicités.',
          link: { label: 'Traduire une page web', href: '/docs/features/webpage/' },
        },
        {
          icon: 'pdf',
          title: 'Des PDF en vis-à-vis',
          text: 'Ouvrez n’importe quel PDF dans la visionneuse bilingue gratuite. Avec l’offre Pro, PDF Pro reconstruit les articles avec leurs formules, leurs tableaux et leurs pages numérisées.',
          link: { label: 'Traduire un PDF', href: '/f-pdf-translate/' },
        },
        {
          icon: 'book',
          title: 'Livres numériques',
          text: 'Lisez vos livres ePub avec la traduction après chaque paragraphe, puis exportez un ePub bilingue pour votre liseuse.',
          link: { label: 'Traduire un livre numérique', href: '/docs/features/epub/' },
        },
        {
          icon: 'video',
          title: 'Sous-titres de vidéos',
          text: 'Deux lignes de sous-titres sur YouTube, Netflix, Coursera et {videoSites} sites vidéo, ainsi que les sous-titres en direct de vos réunions en ligne.',
          link: { label: 'Sous-titres bilingues', href: '/f-video-subtitle-translate/' },
        },
        {
          icon: 'image',
          title: 'Images',
          text: 'Traduisez le texte des photos et des captures d’écran. Un mode gratuit fonctionne dans votre navigateur ; le mode IA avancé s’occupe des cas difficiles.',
          link: { label: 'Traduire une image', href: '/image/' },
        },
        {
          icon: 'manga',
          title: 'Mangas et bandes dessinées',
          text: 'Les bulles sont traduites directement sur vos sites de lecture habituels, sans toucher au dessin.',
          link: { label: 'Traduire un manga', href: '/manga/' },
          pro: true,
        },
        {
          icon: 'quill',
          title: 'Fanfictions',
          text: 'AO3 et les autres sites de fanfictions, traduits chapitre par chapitre, tout en gardant la navigation propre au site.',
          link: { label: 'Traduire sur AO3', href: '/ao3/' },
        },
        {
          icon: 'keyboard',
          title: 'Écrivez dans votre langue',
          text: 'Tapez dans n’importe quel champ de saisie, appuyez {inputSpaces} fois sur la barre d’espace : votre texte passe en anglais, ou dans la langue de votre choix.',
          link: { label: 'Traduire en cours de saisie', href: '/docs/input/' },
        },
        {
          icon: 'cursor',
          title: 'Survol et sélection',
          text: 'Maintenez Ctrl et survolez un paragraphe pour ne traduire que celui-ci, ou sélectionnez une expression pour obtenir sa traduction dans une bulle.',
          link: { label: 'Traduire au survol', href: '/docs/features/hover/' },
        },
      ],
    },
    {
      type: 'split',
      eyebrow: 'Pensé pour la lecture',
      title: 'L’original reste. La traduction vient s’y ajouter.',
      text: 'La traduction automatique est efficace, mais jamais infaillible. Avec les deux textes sur la même page, vous vérifiez une tournure, apprenez un mot ou citez l’original à la lettre, sans changer d’onglet.',
      bullets: [
        '{displayStyles} styles d’affichage : soulignement, surlignage, flou jusqu’au survol, colonnes côte à côte, et bien d’autres',
        'Un mode « traduction seule » quand vous voulez simplement l’essentiel',
        'Votre propre CSS et des règles dédiées pour vos sites favoris',
      ],
      illustration: 'bilingual',
      link: { label: 'Parcourir les styles d’affichage', href: '/docs/features/webpage/' },
    },
    {
      type: 'split',
      eyebrow: 'Documents',
      title: 'Articles, rapports et livres, sans copier-coller',
      text: 'Glissez un PDF dans la visionneuse et lisez-le paragraphe par paragraphe, dans les deux langues. PDF Pro va plus loin : il comprend les formules, les tableaux, les pages numérisées et les mises en page en colonnes, puis exporte un PDF bilingue ou une page web à partager par simple lien.',
      bullets: ['Visionneuse PDF bilingue gratuite', 'PDF Pro : OCR, formules, tableaux, colonnes', 'Export en PDF ou en HTML, ou partage en ligne'],
      illustration: 'pdf',
      link: { label: 'Comment fonctionne la traduction de PDF', href: '/f-pdf-translate/' },
    },
    {
      type: 'split',
      eyebrow: 'Vidéo',
      title: 'Deux lignes de sous-titres, sur les sites que vous regardez déjà',
      text: 'Cours, conférences, séries et réunions : Diglot affiche le sous-titre original et sa traduction juste en dessous, sur YouTube, Netflix, Prime Video, Coursera, Udemy et {videoSites} sites au total. Dans Zoom, Google Meet et Microsoft Teams, les sous-titres en direct gagnent eux aussi une ligne traduite.',
      illustration: 'video',
      link: { label: 'Les sous-titres bilingues', href: '/f-video-subtitle-translate/' },
    },
    {
      type: 'engines',
      title: 'Le moteur de traduction de votre choix',
      lead: 'Commencez avec les moteurs gratuits intégrés, utilisez votre propre clé pour DeepL, OpenAI, Claude, Gemini et les autres, ou faites tourner un modèle en local avec Ollama. Environ {homeServices} services sont prêts dès l’installation, et {engines} au total.',
      link: { label: 'Comparer les services de traduction', href: '/docs/services/' },
    },
    {
      type: 'featureGrid',
      id: 'readers',
      title: 'Ils lisent avec Diglot',
      items: [
        { icon: 'student', title: 'Étudiants', text: 'Lisez vos cours et vos articles dans la langue d’origine tout en enrichissant votre vocabulaire.' },
        { icon: 'flask', title: 'Chercheurs', text: 'Parcourez rapidement la littérature en langue étrangère et vérifiez la formulation exacte avant de la citer.' },
        { icon: 'code', title: 'Développeurs', text: 'Suivez documentations, tickets et forums dans toutes les langues, sans que les blocs de code soient modifiés.' },
        { icon: 'chart', title: 'Investisseurs', text: 'Lisez rapports financiers, conférences de résultats et presse locale des autres marchés dès leur parution.' },
        { icon: 'briefcase', title: 'Professionnels à l’international', text: 'Échangez avec fournisseurs, clients et collègues à l’étranger sans perdre les nuances.' },
        { icon: 'camera', title: 'Créateurs de contenu', text: 'Repérez tendances et sources dans d’autres langues et partagez des citations bilingues avec votre public.' },
      ],
    },
    {
      type: 'steps',
      title: 'Prêt en une minute',
      items: [
        { title: 'Ajoutez Diglot à votre navigateur', text: 'Chrome, Edge, Firefox et Safari sont pris en charge, sur ordinateur comme sur iPhone et iPad.', link: { label: 'Télécharger', href: '/download/' } },
        { title: 'Choisissez votre langue', text: 'Indiquez la langue dans laquelle vous souhaitez lire. Diglot s’en souvient sur tous les sites.' },
        { title: 'Traduisez une page', text: 'Cliquez sur l’icône de la barre d’outils ou appuyez sur Alt+A. Un nouvel appui vous ramène à l’original.' },
      ],
    },
    {
      type: 'faq',
      title: 'Les premières questions que l’on nous pose',
      items: [
        {
          q: 'Diglot est-il gratuit ?',
          a: 'Oui. Les pages web bilingues, la visionneuse PDF, les sous-titres de vidéos, la traduction des champs de saisie et la traduction au survol sont gratuits avec les moteurs intégrés. L’offre Pro ajoute PDF Pro, la traduction d’images par IA avancée, la traduction de mangas et la traduction par IA tenant compte du contexte.',
        },
        {
          q: 'Quel moteur de traduction utilise-t-il ?',
          a: 'Les moteurs gratuits intégrés fonctionnent immédiatement. Vous pouvez passer à DeepL, OpenAI, Claude, Gemini, à un modèle local via Ollama, parmi {engines} moteurs au total, et même en choisir un différent pour chaque site.',
        },
        {
          q: 'Diglot modifie-t-il la page pour les autres visiteurs ?',
          a: 'Non. La traduction n’est ajoutée que dans votre navigateur, et un clic suffit pour retrouver l’original.',
        },
        {
          q: 'Puis-je utiliser ma propre clé API ?',
          a: 'Oui. Saisissez la clé dans les paramètres du service de traduction : les requêtes partent alors de votre navigateur vers ce fournisseur, sur votre propre compte.',
        },
      ],
    },
    {
      type: 'cta',
      title: 'Lisez le monde dans votre langue, et dans la sienne',
      text: 'Diglot s’installe en moins d’une minute, et vous pouvez commencer gratuitement.',
      primary: { label: 'Ajouter Diglot à mon navigateur', href: '/download/' },
      secondary: { label: 'Comparer Gratuit et Pro', href: '/pricing/' },
    },
  ],
};

export default copy;
