import type { SectionsCopy } from '../../../theme/marketing/types';

const copy: SectionsCopy = {
  meta: {
    title: 'Reforce a quota do Diglot com um pacote de tráfego',
    description: 'Esgotou a tradução premium deste mês? Junte um pacote de tráfego à sua quota Pro e continue a ler sem interrupções.',
  },
  sections: [
    {
      type: 'hero',
      eyebrow: 'Reforço de quota',
      title: 'Mais tradução premium, quando precisar dela',
      lead: 'O Pro inclui uma quota mensal de tokens para modelos premium. Uma semana de exames, um relatório extenso ou um livro inteiro podem esgotá-la antes do tempo; um pacote de tráfego reforça-a sempre que precisar, sem mudar de plano.',
      primary: { label: 'Ver os pacotes', href: '#packs' },
      secondary: { label: 'Ver os planos disponíveis', href: '/pricing/' },
      illustration: 'engines',
    },
    {
      type: 'topup',
      title: 'Escolha o seu pacote',
      lead: 'Os pacotes acrescentam tokens à sua conta de imediato. São usados depois da quota mensal e não caducam no fim do mês.',
      packName: 'Pacote de {tokens} tokens',
      packs: {
        'pack-s': 'Para uma semana intensa de artigos e estudos',
        'pack-m': 'Chega para um relatório extenso ou um livro curto',
        'pack-l': 'Para meses exigentes: teses, livros, muitos PDF',
      },
      choose: 'Pacote',
      continue: 'Avançar para o pagamento',
      note: 'A compra é concluída na sua conta Diglot, onde pode rever a encomenda antes de pagar.',
    },
    {
      type: 'faq',
      title: 'Dúvidas sobre os pacotes',
      items: [
        { q: 'É preciso ter o Pro para comprar um pacote?', a: 'Os pacotes somam-se à quota premium incluída no Pro, por isso é necessária uma subscrição Pro ativa para os utilizar.' },
        { q: 'Que funcionalidades gastam a quota?', a: 'Os modelos de IA premium, o PDF Pro, a tradução de imagens com IA inteligente e a tradução de manga. Os motores gratuitos e as suas próprias chaves de API nunca a consomem.' },
        { q: 'E se cancelar o Pro?', a: 'Os tokens de pacotes que não usou ficam na sua conta e voltam a estar disponíveis se regressar ao Pro.' },
      ],
    },
  ],
};

export default copy;
