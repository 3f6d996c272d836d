import type { SectionsCopy } from '../../../theme/marketing/types';

const copy: SectionsCopy = {
  meta: {
    title: 'Manga Pro grátis durante 3 dias para novos utilizadores',
    description: 'Acabou de chegar ao Diglot? Ative, uma única vez, três dias de Manga Pro e leia manga e banda desenhada com os balões traduzidos no sítio.',
  },
  sections: [
    {
      type: 'hero',
      eyebrow: 'Oferta válida por pouco tempo',
      title: 'Três dias de Manga Pro, por nossa conta',
      lead: 'Se é novo no Diglot, ative um período experimental gratuito de três dias do Manga Pro e leia as séries que acompanha com todos os balões de fala traduzidos — diretamente nos sites de leitura, sem tocar nos desenhos.',
      primary: { label: 'Ativar a minha experiência', href: '#claim' },
      secondary: { label: 'Como se traduz manga', href: '/manga/' },
      illustration: 'manga',
    },
    {
      type: 'mangaClaim',
      title: 'Ative o seu período experimental do Manga Pro',
      lead: 'Precisa de uma conta Diglot e da extensão instalada neste navegador. A experiência começa no momento em que a ativar.',
      perks: [
        'Balões de fala traduzidos no sítio no Pixiv, MangaDex, MANGA Plus e outros',
        'Páginas verticais e com leitura da direita para a esquerda',
        'Três dias completos, sem dados de pagamento',
      ],
      claim: 'Ativar 3 dias de Manga Pro',
      endsOn: 'A oferta termina a {date}. Uma experiência por conta, apenas para novos utilizadores.',
    },
    {
      type: 'steps',
      title: 'Três passos simples',
      items: [
        { title: 'Inicie sessão', text: 'Crie uma conta gratuita ou entre com a que já tem.' },
        { title: 'Instale a extensão Diglot', text: 'Adicione a extensão a este navegador, volte aqui e atualize a página.', link: { label: 'Transferir', href: '/download/' } },
        { title: 'Ative e comece a ler', text: 'Carregue no botão acima, abra um capítulo de manga e clique no ícone do Diglot.' },
      ],
    },
    {
      type: 'faq',
      title: 'Sobre o período experimental',
      items: [
        { q: 'Quem conta como novo utilizador?', a: 'Uma conta que nunca teve o Pro nem qualquer experiência anterior. A oferta só pode ser ativada uma vez por conta.' },
        { q: 'O que acontece ao fim de três dias?', a: 'A tradução de manga desliga-se e tudo o resto continua a funcionar no plano Gratuito. Não é cobrado nada.' },
        { q: 'Já instalei a extensão, mas a página continua a pedi-la.', a: 'Atualize a página depois de instalar, para que o Diglot possa avisá-la de que está presente.' },
      ],
    },
  ],
};

export default copy;
