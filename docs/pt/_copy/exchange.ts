import type { SectionsCopy } from '../../../theme/marketing/types';

const copy: SectionsCopy = {
  meta: {
    title: 'Resgatar um código Diglot para obter o Pro',
    description: 'Tem um código de oferta do Diglot? Inicie sessão, introduza-o aqui e a sua subscrição Pro começa de imediato.',
  },
  sections: [
    {
      type: 'hero',
      eyebrow: 'Resgatar',
      title: 'Transforme o seu código em Pro',
      lead: 'Os códigos de oferta chegam por prendas, eventos, escolas e parceiros. Introduza o seu abaixo e o Pro é acrescentado à sua conta pelo período que o código concede.',
      primary: { label: 'Introduzir o meu código', href: '#redeem' },
      illustration: 'install',
    },
    {
      type: 'exchange',
      title: 'Resgate o seu código',
      lead: 'Os códigos têm 16 letras e algarismos, muitas vezes escritos em quatro grupos. Os hífenes e os espaços são indiferentes.',
      label: 'Código de oferta',
      placeholder: 'Por exemplo: HX7R-4KMA-ZQ9T-BN3W',
      hint: 'Maiúsculas e minúsculas são equivalentes. Os códigos nunca incluem 0, O, 1, I nem L.',
      submit: 'Resgatar',
    },
    {
      type: 'faq',
      title: 'Sobre os códigos',
      items: [
        { q: 'Já sou Pro. O que acontece?', a: 'O código prolonga a sua subscrição: o período que concede soma-se a partir da data de fim atual.' },
        { q: 'Posso oferecer o meu código a outra pessoa?', a: 'Pode, desde que ninguém o tenha resgatado ainda. Cada código só funciona uma vez.' },
        { q: 'O meu código aparece como expirado.', a: 'Os códigos têm de ser resgatados antes da data que os acompanha. Se achar que se trata de um erro, contacte-nos e indique o código.' },
      ],
    },
  ],
};

export default copy;
