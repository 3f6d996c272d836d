import type { SectionsCopy } from '../../../theme/marketing/types';

const copy: SectionsCopy = {
  meta: {
    title: 'Activer un code Diglot pour passer à Pro',
    description: 'Vous avez reçu un code d’activation Diglot ? Connectez-vous, saisissez-le ici et votre abonnement Pro démarre aussitôt.',
  },
  sections: [
    {
      type: 'hero',
      eyebrow: 'Activation',
      title: 'Transformez votre code en abonnement Pro',
      lead: 'Les codes d’activation proviennent de cadeaux, d’événements, d’établissements scolaires ou de partenaires. Saisissez le vôtre ci-dessous : Pro est ajouté à votre compte pour la durée prévue par le code.',
      primary: { label: 'Saisir mon code', href: '#redeem' },
      illustration: 'install',
    },
    {
      type: 'exchange',
      title: 'Activer un code',
      lead: 'Un code compte 16 lettres et chiffres, souvent présentés en quatre groupes. Peu importe les tirets et les espaces.',
      label: 'Code d’activation',
      placeholder: 'Ex. : ABCD-EFGH-JKMN-PQRS',
      hint: 'Majuscules ou minuscules, peu importe. Un code ne contient jamais les caractères 0, O, 1, I ni L.',
      submit: 'Activer',
    },
    {
      type: 'faq',
      title: 'À propos des codes',
      items: [
        { q: 'J’ai déjà Pro. Que se passe-t-il ?', a: 'Le code prolonge votre abonnement : sa durée s’ajoute après votre date de fin actuelle.' },
        { q: 'Puis-je offrir mon code à quelqu’un d’autre ?', a: 'Oui, tant que personne ne l’a encore utilisé. Chaque code ne fonctionne qu’une seule fois.' },
        { q: 'Mon code est indiqué comme expiré.', a: 'Un code doit être activé avant la date qui l’accompagne. Si vous pensez qu’il s’agit d’une erreur, contactez-nous en nous communiquant le code.' },
      ],
    },
  ],
};

export default copy;
