import type { SectionsCopy } from '../../../theme/marketing/types';

const copy: SectionsCopy = {
  meta: {
    title: 'Recarregue sua cota do Diglot com um pacote de tráfego',
    description: 'A tradução premium do mês acabou? Adicione um pacote de tráfego à sua cota do Pro e continue lendo.',
  },
  sections: [
    {
      type: 'hero',
      eyebrow: 'Pacotes de tráfego',
      title: 'Mais tradução premium, na hora em que você precisa',
      lead: 'O Pro vem com uma cota mensal de tokens dos modelos premium. Semana de provas, um relatório enorme ou um livro inteiro podem esgotar essa cota antes da hora; um pacote de tráfego recarrega sempre que você precisar, sem mudar o seu plano.',
      primary: { label: 'Escolher um pacote', href: '#packs' },
      secondary: { label: 'Conhecer os planos', href: '/pricing/' },
      illustration: 'engines',
    },
    {
      type: 'topup',
      title: 'Escolha seu pacote',
      lead: 'Os pacotes somam tokens à sua conta na hora. Eles são usados depois da cota mensal e não expiram na virada do mês.',
      packName: 'Pacote com {tokens} tokens',
      packs: {
        'pack-s': 'Para uma semana puxada de matérias e artigos',
        'pack-m': 'Dá conta de um relatório longo ou de um livro curto',
        'pack-l': 'Para meses intensos: TCC, tese, livros, muitos PDFs',
      },
      choose: 'Tamanho do pacote',
      continue: 'Ir para o pagamento',
      note: 'A compra é concluída na sua conta do Diglot, onde você revisa o pedido antes de pagar.',
    },
    {
      type: 'faq',
      title: 'Sobre os pacotes de tráfego',
      items: [
        { q: 'Preciso do Pro para comprar um pacote?', a: 'Os pacotes complementam a cota premium que vem com o Pro, então é preciso ter uma assinatura Pro ativa para usá-los.' },
        { q: 'Quais recursos usam a cota?', a: 'Modelos de IA premium, PDF Pro, tradução de imagens com IA inteligente e tradução de mangás. Os tradutores gratuitos e as suas próprias chaves de API nunca usam a cota.' },
        { q: 'E se eu cancelar o Pro?', a: 'Os tokens de pacote que sobrarem ficam na sua conta e voltam a valer se você assinar o Pro de novo.' },
      ],
    },
  ],
};

export default copy;
