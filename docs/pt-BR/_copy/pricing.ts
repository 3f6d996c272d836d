import type { SectionsCopy } from '../../../theme/marketing/types';

const copy: SectionsCopy = {
  meta: {
    title: 'Planos e preços do Diglot: Gratuito e Pro',
    description:
      'Compare o Diglot Gratuito e o Pro. O Pro traz PDF Pro, tradução de imagens e mangás com IA e tradução que entende o contexto, no plano mensal ou anual.',
  },
  sections: [
    {
      type: 'hero',
      eyebrow: 'Planos e preços',
      title: 'Grátis para o dia a dia. Pro para os casos cabeludos.',
      lead: 'Tudo o que você precisa para ler sites, vídeos e PDFs em dois idiomas é gratuito. O Pro acrescenta os recursos que exigem IA pesada: PDFs reconstruídos, tradução inteligente de imagens e mangás e uma tradução que entende o contexto.',
      primary: { label: 'Comparar os planos', href: '#plans' },
      secondary: { label: 'Começar de graça', href: '/download/' },
      illustration: 'pdf',
    },
    {
      type: 'pricing',
      title: 'Escolha o seu jeito de ler',
      lead: 'Pague por mês, ou pague por ano e economize. Cancele quando quiser: o Pro continua ativo até o fim do período que você já pagou.',
      periodLabel: 'Forma de cobrança',
      monthly: 'Mensal',
      yearly: 'Anual',
      yearlySave: 'economize {percent}%',
      perMonth: '/ mês',
      perYear: '/ ano',
      billedYearly: '{price} cobrados uma vez por ano',
      free: {
        name: 'Gratuito',
        tagline: 'Leitura bilíngue em qualquer site, com tradutores gratuitos.',
        priceNote: 'para sempre',
        cta: { label: 'Instalar no navegador', href: '/download/' },
      },
      pro: {
        name: 'Pro',
        tagline: 'Para artigos científicos, digitalizações, mangás e estudo pra valer.',
        badge: 'O mais escolhido',
        cta: 'Assinar o Pro',
      },
      features: {
        engines: 'Tradutores gratuitos embutidos ou suas próprias chaves para {engines} serviços',
        webPages: 'Sites bilíngues com detecção inteligente do texto principal',
        pdfViewer: 'Leitor de PDF bilíngue e gratuito',
        inputHover: 'Tradução na caixa de texto, ao passar o mouse e na seleção',
        videoSubtitles: 'Legendas bilíngues em {videoSites} sites de vídeo',
        displayStyles: '{displayStyles} estilos de exibição e CSS personalizado',
        pdfPro: 'PDF Pro: fórmulas, tabelas, páginas escaneadas (OCR) e colunas, com exportação ou link',
        aiImages: 'Tradução de imagens com IA inteligente',
        manga: 'Tradução de mangás e quadrinhos',
        contextAi: 'Tradução com IA que entende o contexto (beta)',
        premiumQuota: 'Cota mensal de tokens dos modelos premium',
      },
      compareTitle: 'Gratuito x Pro, recurso por recurso',
      included: 'Incluído',
      notIncluded: 'Não incluído',
    },
    {
      type: 'accuracy',
      title: 'Um tradutor feito sob medida para leitura',
      lead: 'Quem assina o Pro pode usar o tradutor próprio do Diglot, ajustado para textos longos. Comparado a um tradutor de referência, ele acerta várias vezes mais nestes pares de idiomas.',
      pairs: { 'en-de': 'Inglês → Alemão', 'en-zh': 'Inglês → Chinês', 'en-ja': 'Inglês → Japonês' },
      value: '{multiple}× mais preciso',
      footnote: 'Precisão medida em relação a um tradutor de referência. O resultado muda conforme o texto e o par de idiomas.',
    },
    {
      type: 'faq',
      title: 'Dúvidas sobre os planos',
      items: [
        {
          q: 'O que acontece com a minha cota no fim do mês?',
          a: 'A cota dos modelos premium é renovada todo mês, e os tokens que sobraram não passam para o mês seguinte. Se ela acabar antes, um pacote de tráfego dá um reforço sem mudar o seu plano.',
        },
        {
          q: 'Dá para trocar entre mensal e anual?',
          a: 'Dá. A mudança vale a partir da próxima renovação, e o Pro continua ativo até lá.',
        },
        {
          q: 'Preciso do Pro para usar minha própria chave da OpenAI ou do DeepL?',
          a: 'Não. Suas chaves funcionam no plano Gratuito; você paga direto ao provedor pelo que usar.',
        },
        {
          q: 'Posso cancelar?',
          a: 'Pode, quando quiser, pela sua conta. O Pro fica ativo até o fim do período pago e, depois disso, você volta para o plano Gratuito.',
        },
        {
          q: 'Ganhei um código de resgate. Onde eu uso?',
          a: 'Na página de resgate: entre na sua conta, digite o código e o Pro é ativado pelo período que o código oferece.',
        },
      ],
    },
    {
      type: 'cta',
      title: 'Teste o Pro nos seus documentos mais difíceis',
      text: 'PDFs escaneados, fórmulas, mangás, relatórios enormes: veja o que o Pro faz com os arquivos que você lê de verdade.',
      primary: { label: 'Assinar o Pro agora', href: '#plans' },
      secondary: { label: 'Tem um código? Resgate aqui', href: '/exchange/' },
    },
  ],
};

export default copy;
