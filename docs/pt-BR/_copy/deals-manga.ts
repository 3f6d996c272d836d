import type { SectionsCopy } from '../../../theme/marketing/types';

const copy: SectionsCopy = {
  meta: {
    title: 'Teste grátis de 3 dias do Manga Pro para novos usuários',
    description: 'Chegou agora no Diglot? Resgate três dias de Manga Pro, uma única vez, e leia mangás e quadrinhos com os balões traduzidos na página.',
  },
  sections: [
    {
      type: 'hero',
      eyebrow: 'Oferta por tempo limitado',
      title: 'Três dias de Manga Pro por nossa conta',
      lead: 'Se você é novo no Diglot, resgate um teste grátis de três dias do Manga Pro e leia as séries que acompanha com cada balão de fala traduzido — direto nos sites de leitura, sem mexer na arte.',
      primary: { label: 'Quero meu teste grátis', href: '#claim' },
      secondary: { label: 'Como funciona a tradução de mangá', href: '/manga/' },
      illustration: 'manga',
    },
    {
      type: 'mangaClaim',
      title: 'Resgate seu teste do Manga Pro',
      lead: 'Você precisa de uma conta no Diglot e da extensão instalada neste navegador. O teste começa na hora em que você resgata.',
      perks: [
        'Balões de fala traduzidos na própria página no Pixiv, MangaDex, MANGA Plus e outros',
        'Páginas verticais e de leitura da direita para a esquerda sem problema',
        'Três dias completos, sem pedir dados de pagamento',
      ],
      claim: 'Resgatar 3 dias de Manga Pro',
      endsOn: 'A oferta termina em {date}. Um teste por conta, só para novos usuários.',
    },
    {
      type: 'steps',
      title: 'Em três passos',
      items: [
        { title: 'Entre na sua conta', text: 'Crie uma conta gratuita ou entre com a que você já tem.' },
        { title: 'Instale o Diglot', text: 'Adicione a extensão a este navegador, depois volte aqui e recarregue a página.', link: { label: 'Baixar', href: '/download/' } },
        { title: 'Resgate e boa leitura', text: 'Clique no botão aqui em cima, abra um capítulo de mangá e clique no ícone do Diglot.' },
      ],
    },
    {
      type: 'faq',
      title: 'Sobre o teste grátis',
      items: [
        { q: 'Quem conta como novo usuário?', a: 'Uma conta que nunca teve o Pro nem um teste anterior. A oferta pode ser resgatada uma vez por conta.' },
        { q: 'O que acontece depois dos três dias?', a: 'A tradução de mangá é desligada e todo o resto continua funcionando no plano Gratuito. Nenhuma cobrança é feita.' },
        { q: 'Instalei a extensão, mas a página continua pedindo para instalar.', a: 'Recarregue a página depois de instalar, para que o Diglot consiga avisar a página de que está ali.' },
      ],
    },
  ],
};

export default copy;
