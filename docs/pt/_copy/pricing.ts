import type { SectionsCopy } from '../../../theme/marketing/types';

const copy: SectionsCopy = {
  meta: {
    title: 'Preços do Diglot: plano Gratuito e plano Pro',
    description:
      'Compare os planos do Diglot. O Pro junta o PDF Pro, a tradução de imagens e de manga com IA e a tradução sensível ao contexto, com pagamento mensal ou anual.',
  },
  sections: [
    {
      type: 'hero',
      eyebrow: 'Preços',
      title: 'Gratuito para o dia a dia. Pro para os textos difíceis.',
      lead: 'Tudo o que precisa para ler páginas web, vídeos e PDF em duas línguas é gratuito. O Pro acrescenta as funcionalidades que exigem IA a sério: PDF reconstruídos, tradução inteligente de imagens e de manga, e uma tradução que tem em conta o contexto.',
      primary: { label: 'Ver e comparar os planos', href: '#plans' },
      secondary: { label: 'Começar sem pagar', href: '/download/' },
      illustration: 'pdf',
    },
    {
      type: 'pricing',
      title: 'Escolha a sua forma de ler',
      lead: 'Pague ao mês ou, com desconto, ao ano. Pode cancelar quando quiser: o Pro mantém-se ativo até ao fim do período já pago.',
      periodLabel: 'Periodicidade',
      monthly: 'Mensal',
      yearly: 'Anual',
      yearlySave: 'poupe {percent}%',
      perMonth: '/ mês',
      perYear: '/ ano',
      billedYearly: 'faturado anualmente: {price}',
      free: {
        name: 'Gratuito',
        tagline: 'Leitura bilingue em qualquer site, com motores gratuitos.',
        priceNote: 'para sempre',
        cta: { label: 'Adicionar ao navegador', href: '/download/' },
      },
      pro: {
        name: 'Pro',
        tagline: 'Para artigos científicos, digitalizações, manga e estudo a sério.',
        badge: 'A escolha da maioria',
        cta: 'Aderir ao Pro',
      },
      features: {
        engines: 'Motores gratuitos integrados ou as suas chaves para {engines} serviços',
        webPages: 'Páginas web bilingues com deteção inteligente do texto principal',
        pdfViewer: 'Visualizador bilingue de PDF, sem custos',
        inputHover: 'Tradução em caixas de texto, ao apontar e ao selecionar',
        videoSubtitles: 'Legendas bilingues em {videoSites} sites de vídeo',
        displayStyles: '{displayStyles} estilos de apresentação e CSS personalizado',
        pdfPro: 'PDF Pro: fórmulas, tabelas, digitalizações (OCR) e colunas, com exportação ou partilha',
        aiImages: 'Imagens traduzidas com IA inteligente',
        manga: 'Tradução de manga e banda desenhada',
        contextAi: 'Tradução por IA sensível ao contexto (beta)',
        premiumQuota: 'Quota mensal de tokens para modelos premium',
      },
      compareTitle: 'Gratuito e Pro, funcionalidade a funcionalidade',
      included: 'Incluído',
      notIncluded: 'Não incluído',
    },
    {
      type: 'accuracy',
      title: 'Um motor de tradução feito para a leitura',
      lead: 'Os membros Pro têm acesso ao motor de tradução próprio do Diglot, afinado para textos longos. Comparado com um motor de referência, é várias vezes mais preciso nestes pares de línguas.',
      pairs: { 'en-de': 'inglês → alemão', 'en-zh': 'inglês → chinês', 'en-ja': 'inglês → japonês' },
      value: 'precisão {multiple}× superior',
      footnote: 'Precisão medida face a um motor de referência. Os resultados variam consoante o texto e o par de línguas.',
    },
    {
      type: 'faq',
      title: 'Perguntas sobre os planos',
      items: [
        {
          q: 'O que acontece à minha quota no fim do mês?',
          a: 'A quota de modelos premium renova-se todos os meses e os tokens que não usou não transitam para o mês seguinte. Se se esgotar antes do tempo, um pacote de tráfego dá-lhe mais sem mudar de plano.',
        },
        {
          q: 'Posso passar do pagamento mensal para o anual, ou vice-versa?',
          a: 'Pode. A alteração entra em vigor na renovação seguinte e, até lá, continua a ter o Pro.',
        },
        {
          q: 'Preciso do Pro para usar a minha chave da OpenAI ou do DeepL?',
          a: 'Não. As suas próprias chaves funcionam no plano Gratuito; o que gastar é pago diretamente ao fornecedor.',
        },
        {
          q: 'Posso cancelar a subscrição?',
          a: 'Sim, a qualquer momento, a partir da sua conta. O Pro continua ativo até ao fim do período pago e, depois disso, a conta volta ao plano Gratuito.',
        },
        {
          q: 'Tenho um código de oferta. Onde o uso?',
          a: 'Na página de resgate: inicie sessão, introduza o código e o Pro fica ativo durante o período que o código concede.',
        },
      ],
    },
    {
      type: 'cta',
      title: 'Ponha o Pro à prova com os seus documentos mais difíceis',
      text: 'PDF digitalizados, fórmulas, manga, relatórios extensos: veja o que o Pro faz com os ficheiros que lê de verdade.',
      primary: { label: 'Aderir ao Pro', href: '#plans' },
      secondary: { label: 'Tem um código? Resgate-o aqui', href: '/exchange/' },
    },
  ],
};

export default copy;
