import type { SectionsCopy } from '../../../theme/marketing/types';

const copy: SectionsCopy = {
  meta: {
    title: 'Installer Diglot à la main dans Chrome, Edge et Chromium',
    description:
      'Pas d’accès au Chrome Web Store ? Téléchargez le zip de Diglot, activez le mode développeur et chargez l’extension non empaquetée en cinq étapes.',
  },
  sections: [
    {
      type: 'hero',
      eyebrow: 'Installation manuelle',
      title: 'Installer Diglot sans passer par le Chrome Web Store',
      lead: 'Certains réseaux et ordinateurs d’entreprise bloquent le Chrome Web Store. Vous pouvez quand même installer Diglot : téléchargez la même version Chrome sous forme de fichier zip et chargez-la vous-même. La méthode fonctionne dans Chrome, Edge, Brave, Arc, Opera et les autres navigateurs basés sur Chromium.',
      primary: { label: 'Télécharger le zip', href: '/manual-chrome-extension/zip/' },
      secondary: { label: 'Passer plutôt par la boutique', href: '/download/' },
      illustration: 'install',
    },
    {
      type: 'steps',
      id: 'steps',
      title: 'Cinq étapes',
      items: [
        { title: 'Téléchargez le zip', text: 'Récupérez le dernier zip de Diglot pour Chrome et enregistrez-le dans un emplacement durable, par exemple votre dossier Documents.', link: { label: 'Page de téléchargement', href: '/manual-chrome-extension/zip/' } },
        { title: 'Décompressez-le', text: 'Extrayez le fichier dans un dossier. Conservez ce dossier : le navigateur y charge Diglot à chaque démarrage.' },
        { title: 'Ouvrez la page des extensions', text: 'Saisissez cette adresse dans la barre d’adresse et appuyez sur Entrée (dans Edge, utilisez edge://extensions).', copy: 'chrome://extensions' },
        { title: 'Activez le mode développeur', text: 'Activez l’option « Mode développeur » en haut à droite (en bas à gauche dans Edge). De nouveaux boutons apparaissent.' },
        { title: 'Chargez l’extension non empaquetée', text: 'Cliquez sur « Charger l’extension non empaquetée » et choisissez le dossier extrait, celui qui contient le fichier manifest.json. Diglot apparaît dans la liste et dans la barre d’outils.' },
      ],
    },
    {
      type: 'faq',
      title: 'Vos questions sur l’installation manuelle',
      items: [
        { q: 'Diglot se mettra-t-il à jour tout seul ?', a: 'Non. Une installation manuelle ne se met pas à jour automatiquement. Téléchargez le nouveau zip, remplacez le contenu du dossier et cliquez sur la flèche d’actualisation de la page des extensions. Vos réglages sont conservés.' },
        { q: 'Chrome signale que l’extension ne provient pas de la boutique. Est-ce grave ?', a: 'Chrome affiche cet avertissement pour toutes les extensions non empaquetées. Vous pouvez l’ignorer : Diglot fonctionne exactement de la même façon.' },
        { q: 'Message « Fichier manifeste manquant ou illisible » : que faire ?', a: 'Vous n’avez pas sélectionné le bon dossier. Choisissez celui qui contient directement manifest.json, et non le dossier parent.' },
        { q: 'Puis-je passer plus tard à la version de la boutique ?', a: 'Oui. Supprimez la copie installée manuellement, puis installez Diglot depuis la boutique. Connectez-vous pour retrouver vos réglages.' },
      ],
    },
    {
      type: 'cta',
      title: 'C’est installé ? À vous de lire.',
      primary: { label: 'Premiers pas', href: '/welcome/' },
      secondary: { label: 'Guide d’installation', href: '/docs/installation/' },
    },
  ],
};

export default copy;
