import type { SectionsCopy } from '../../../theme/marketing/types';

const copy: SectionsCopy = {
  meta: {
    title: 'Resgate um código do Diglot e ative o Pro',
    description: 'Tem um código de resgate do Diglot? Entre na sua conta, digite o código aqui e sua assinatura Pro começa na hora.',
  },
  sections: [
    {
      type: 'hero',
      eyebrow: 'Resgate',
      title: 'Transforme seu código em Pro',
      lead: 'Os códigos de resgate chegam por presentes, eventos, escolas e parceiros. Digite o seu aqui embaixo e o Pro é adicionado à sua conta pelo período que o código oferece.',
      primary: { label: 'Digitar meu código', href: '#redeem' },
      illustration: 'install',
    },
    {
      type: 'exchange',
      title: 'Resgatar um código',
      lead: 'Os códigos têm 16 letras e números, geralmente escritos em quatro grupos. Hífens e espaços não fazem diferença.',
      label: 'Código de resgate',
      placeholder: 'K7PM-RX2B-HN4W-9TQE',
      hint: 'Tanto faz maiúscula ou minúscula. Os códigos nunca têm 0, O, 1, I ou L.',
      submit: 'Resgatar',
    },
    {
      type: 'faq',
      title: 'Dúvidas sobre os códigos',
      items: [
        { q: 'Já sou assinante Pro. O que acontece?', a: 'O código estende sua assinatura: o período dele é somado depois da data em que o seu Pro terminaria.' },
        { q: 'Posso dar meu código para outra pessoa?', a: 'Pode, desde que ninguém tenha resgatado ainda. Cada código só funciona uma vez.' },
        { q: 'Meu código diz que expirou.', a: 'Os códigos precisam ser resgatados antes da data que vem junto com eles. Se achar que é um engano, fale com a gente e envie o código.' },
      ],
    },
  ],
};

export default copy;
