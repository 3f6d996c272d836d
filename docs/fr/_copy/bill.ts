import type { SectionsCopy } from '../../../theme/marketing/types';

const copy: SectionsCopy = {
  meta: {
    title: 'Facturation, factures et renouvellements',
    description: 'Tout sur la facturation de Diglot Pro : moyens de paiement, factures, renouvellement, changement d’offre, résiliation et remboursement.',
  },
  sections: [
    {
      type: 'hero',
      eyebrow: 'Facturation',
      title: 'Votre abonnement, vos paiements, vos factures',
      lead: 'Tout ce qui concerne le paiement de Diglot Pro se trouve dans votre compte. Cette page explique le fonctionnement de la facturation et où trouver chaque élément.',
      primary: { label: 'Ouvrir la facturation de mon compte', href: '{app}/billing' },
      secondary: { label: 'Comparer les offres', href: '/pricing/' },
      illustration: 'engines',
    },
    {
      type: 'featureGrid',
      title: 'Où trouver quoi',
      items: [
        { icon: 'card', title: 'Moyen de paiement', text: 'Mettez à jour votre carte ou votre compte de paiement avant le prochain renouvellement ; un rappel vous est envoyé par e-mail quelques jours avant.' },
        { icon: 'ticket', title: 'Factures', text: 'Chaque paiement donne lieu à une facture téléchargeable en PDF, avec les coordonnées de votre entreprise si vous les renseignez.' },
        { icon: 'clock', title: 'Date de renouvellement', text: 'Votre abonnement se renouvelle le même jour chaque mois ou chaque année. Vous pouvez consulter la date et désactiver le renouvellement à tout moment.' },
        { icon: 'gift', title: 'Codes et packs', text: 'Les codes d’activation et les packs de trafic figurent dans le même historique : votre suivi reste complet.' },
      ],
    },
    {
      type: 'steps',
      title: 'Les démarches courantes',
      items: [
        { title: 'Passer du mensuel à l’annuel, ou l’inverse', text: 'Choisissez la nouvelle période dans votre compte ; elle s’applique au prochain renouvellement.' },
        { title: 'Résilier Pro', text: 'Désactivez le renouvellement. Pro reste actif jusqu’à la fin de la période réglée, puis votre compte repasse à l’offre gratuite.' },
        { title: 'Demander un remboursement', text: 'Écrivez-nous dans les 14 jours suivant un paiement en indiquant le numéro de facture : nous étudierons votre demande au cas par cas.', link: { label: 'Contacter l’assistance', href: '{feedback}' } },
      ],
    },
    {
      type: 'faq',
      title: 'Questions de facturation',
      items: [
        { q: 'Dans quelle devise facturez-vous ?', a: 'Les prix sont fixés en dollars américains ; votre banque peut les convertir dans votre devise et afficher un montant légèrement différent.' },
        { q: 'Puis-je obtenir une facture au nom de mon entreprise ?', a: 'Oui. Renseignez le nom de votre entreprise et votre numéro de TVA dans votre compte avant de payer : ils figureront sur la facture.' },
        { q: 'Pourquoi ai-je été prélevé de nouveau ?', a: 'Pro se renouvelle automatiquement tant que vous ne désactivez pas le renouvellement. Vérifiez la date de renouvellement dans votre compte ; si un prélèvement vous semble anormal, contactez-nous.' },
      ],
    },
  ],
};

export default copy;
