import type { SectionsCopy } from '../../../theme/marketing/types';

const copy: SectionsCopy = {
  meta: {
    title: 'Diglot — páginas web, PDF e vídeos em duas línguas ao mesmo tempo',
    description:
      'Extensão de navegador que põe a tradução junto ao original: páginas web, PDF, e-books, legendas, imagens e manga, com {engines} motores de tradução. Comece sem pagar.',
  },
  sections: [
    {
      type: 'hero',
      eyebrow: 'Tradução bilingue no seu navegador',
      title: 'Leia qualquer língua ao lado da sua',
      lead: 'O Diglot mantém o texto original e coloca a tradução logo por baixo: percebe tudo sem perder uma única palavra de quem escreveu. Páginas web, PDF, e-books, legendas de vídeo, imagens e manga, em {languages} línguas.',
      primary: { label: 'Instalar o Diglot — é gratuito', href: '/download/' },
      secondary: { label: 'Ver como funciona', href: '/docs/usage/' },
      note: 'Chrome, Edge, Firefox e Safari · para começar, não precisa de conta',
      illustration: 'bilingual',
    },
    {
      type: 'stats',
      items: [
        { value: '{users}', label: 'leitores já usam o Diglot' },
        { value: '{engines}', label: 'motores de tradução, incluindo IA' },
        { value: '{languages}', label: 'línguas disponíveis' },
        { value: '{videoSites}', label: 'sites de vídeo com legendas bilingues' },
      ],
    },
    {
      type: 'featureGrid',
      id: 'features',
      title: 'Tudo o que lê, em duas línguas',
      lead: 'Uma só extensão para toda a web: está presente onde já costuma ler e sai do caminho quando não precisa dela.',
      items: [
        {
          icon: 'globe',
          title: 'Páginas web bilingues',
          text: 'Cada parágrafo conserva o original, com a tradução por baixo. O Diglot identifica o texto principal e deixa em paz os menus e a publicidade.',
          link: { label: 'Tradução de páginas web', href: '/docs/features/webpage/' },
        },
        {
          icon: 'pdf',
          title: 'PDF com as duas línguas',
          text: 'Abra qualquer PDF no visualizador bilingue gratuito. Com o plano Pro, o PDF Pro reconstrói artigos com fórmulas, tabelas e páginas digitalizadas.',
          link: { label: 'Tradução de ficheiros PDF', href: '/f-pdf-translate/' },
        },
        {
          icon: 'book',
          title: 'Livros eletrónicos',
          text: 'Leia livros ePub com a tradução a seguir a cada parágrafo e, no fim, exporte um ePub bilingue para o seu leitor.',
          link: { label: 'Tradução de livros eletrónicos', href: '/docs/features/epub/' },
        },
        {
          icon: 'video',
          title: 'Legendas nos vídeos',
          text: 'Duas linhas de legenda no YouTube, na Netflix, no Coursera e em {videoSites} sites de vídeo, além das legendas em direto das reuniões online.',
          link: { label: 'Legendas em duas línguas', href: '/f-video-subtitle-translate/' },
        },
        {
          icon: 'image',
          title: 'Imagens',
          text: 'Traduza o texto que aparece em fotografias e capturas de ecrã. Há um modo gratuito que corre no próprio navegador; o modo de IA inteligente resolve os casos difíceis.',
          link: { label: 'Tradução de imagens', href: '/image/' },
        },
        {
          icon: 'manga',
          title: 'Manga e banda desenhada',
          text: 'Os balões de fala são traduzidos no próprio sítio, nos sites onde já lê, sem tocar nos desenhos.',
          link: { label: 'Tradução de manga', href: '/manga/' },
          pro: true,
        },
        {
          icon: 'quill',
          title: 'Ficção de fãs',
          text: 'O AO3 e outros arquivos de fan fiction traduzidos capítulo a capítulo, com a navegação do próprio site a funcionar como sempre.',
          link: { label: 'Tradução do AO3', href: '/ao3/' },
        },
        {
          icon: 'keyboard',
          title: 'Escreva na sua língua',
          text: 'Escreva em qualquer caixa de texto, prima a barra de espaços {inputSpaces} vezes e o texto passa a inglês — ou à língua que tiver escolhido.',
          link: { label: 'Tradução em caixas de texto', href: '/docs/input/' },
        },
        {
          icon: 'cursor',
          title: 'Apontar e selecionar',
          text: 'Mantenha a tecla Ctrl premida e aponte para um parágrafo para traduzir apenas esse, ou selecione uma expressão e veja a tradução numa pequena janela.',
          link: { label: 'Tradução ao passar o cursor', href: '/docs/features/hover/' },
        },
      ],
    },
    {
      type: 'split',
      eyebrow: 'Pensado para a leitura',
      title: 'O original fica. A tradução junta-se a ele.',
      text: 'A tradução automática é boa, mas não é infalível. Com os dois textos na página, pode confirmar uma expressão, aprender uma palavra nova ou citar o original à letra — sem saltar de separador em separador.',
      bullets: [
        '{displayStyles} estilos de apresentação: sublinhado, realce, desfocado até passar o cursor, colunas lado a lado e muitos mais',
        'Modo só com a tradução, para quando basta captar a ideia geral',
        'CSS à sua medida e regras próprias para os sites que mais visita',
      ],
      illustration: 'bilingual',
      link: { label: 'Conhecer os estilos de apresentação', href: '/docs/features/webpage/' },
    },
    {
      type: 'split',
      eyebrow: 'Documentos',
      title: 'Artigos, relatórios e livros sem copiar e colar',
      text: 'Arraste um PDF para o visualizador e leia-o parágrafo a parágrafo nas duas línguas. O PDF Pro vai mais longe: interpreta fórmulas, tabelas, páginas digitalizadas e paginação em várias colunas, e exporta um PDF bilingue ou uma página web que pode partilhar através de uma ligação.',
      bullets: ['Visualizador de PDF bilingue e gratuito', 'PDF Pro: fórmulas, tabelas, colunas e OCR', 'Exportação em PDF ou HTML, ou partilha online'],
      illustration: 'pdf',
      link: { label: 'Como se traduz um PDF', href: '/f-pdf-translate/' },
    },
    {
      type: 'split',
      eyebrow: 'Vídeo',
      title: 'Duas linhas de legenda nos sites que já costuma ver',
      text: 'Aulas, conferências, séries e reuniões: o Diglot mostra a legenda original com a tradução por baixo, no YouTube, na Netflix, no Prime Video, no Coursera, na Udemy e em {videoSites} sites no total. No Zoom, no Google Meet e no Microsoft Teams, também as legendas em direto ganham uma linha traduzida.',
      illustration: 'video',
      link: { label: 'Ver as legendas bilingues', href: '/f-video-subtitle-translate/' },
    },
    {
      type: 'engines',
      title: 'O motor de tradução fica ao seu critério',
      lead: 'Comece pelos motores gratuitos integrados, use a sua própria chave do DeepL, da OpenAI, do Claude, do Gemini e de outros, ou corra um modelo local com o Ollama. Cerca de {homeServices} serviços ficam prontos logo após a instalação; ao todo são {engines}.',
      link: { label: 'Comparar os serviços de tradução', href: '/docs/services/' },
    },
    {
      type: 'featureGrid',
      id: 'readers',
      title: 'Quem já lê com o Diglot',
      items: [
        { icon: 'student', title: 'Estudantes', text: 'Leia a bibliografia e os artigos na língua original enquanto vai enriquecendo o vocabulário.' },
        { icon: 'flask', title: 'Investigadores e académicos', text: 'Percorra depressa a literatura publicada noutras línguas e confirme a formulação exata antes de a citar.' },
        { icon: 'code', title: 'Programadores', text: 'Acompanhe documentação, issues e fóruns em qualquer língua, sem que os blocos de código sejam alterados.' },
        { icon: 'chart', title: 'Investidores', text: 'Leia relatórios oficiais, apresentações de resultados e imprensa local de outros mercados à medida que saem.' },
        { icon: 'briefcase', title: 'Profissionais internacionais', text: 'Trabalhe com fornecedores, clientes e colegas no estrangeiro sem deixar escapar as nuances.' },
        { icon: 'camera', title: 'Criadores de conteúdos', text: 'Pesquise tendências e fontes noutras línguas e partilhe citações bilingues com quem o segue.' },
      ],
    },
    {
      type: 'steps',
      title: 'Comece em menos de um minuto',
      items: [
        { title: 'Adicione o Diglot ao navegador', text: 'Funciona no Chrome, no Edge, no Firefox e no Safari, tanto no computador como no iPhone e no iPad.', link: { label: 'Transferir', href: '/download/' } },
        { title: 'Escolha a sua língua', text: 'Indique a língua em que pretende ler. O Diglot guarda essa escolha para todos os sites.' },
        { title: 'Traduza a primeira página', text: 'Clique no ícone da barra de ferramentas ou prima Alt+A. Prima outra vez para regressar ao original.' },
      ],
    },
    {
      type: 'faq',
      title: 'O que nos perguntam primeiro',
      items: [
        {
          q: 'O Diglot tem algum custo?',
          a: 'Para o essencial, não. As páginas web bilingues, o visualizador de PDF, as legendas de vídeo e a tradução em caixas de texto e ao passar o cursor não custam nada com os motores integrados. O Pro acrescenta o PDF Pro, a tradução de imagens com IA inteligente, a tradução de manga e a tradução por IA sensível ao contexto.',
        },
        {
          q: 'Que motor de tradução utiliza?',
          a: 'Os motores gratuitos integrados funcionam de imediato. Pode mudar para o DeepL, a OpenAI, o Claude, o Gemini, um modelo local através do Ollama ou qualquer um dos {engines} motores disponíveis — e até definir um diferente para cada site.',
        },
        {
          q: 'O Diglot altera a página para as outras pessoas?',
          a: 'Não. A tradução é acrescentada apenas no seu navegador e basta um clique para repor o original.',
        },
        {
          q: 'Posso usar a minha própria chave de API?',
          a: 'Pode. Introduza a chave nas definições do serviço de tradução; a partir daí, os pedidos seguem do seu navegador diretamente para esse fornecedor, associados à sua própria conta.',
        },
      ],
    },
    {
      type: 'cta',
      title: 'Leia o mundo na sua língua — e na de quem o escreveu',
      text: 'O Diglot instala-se em menos de um minuto e pode começar sem pagar nada.',
      primary: { label: 'Adicionar o Diglot ao navegador', href: '/download/' },
      secondary: { label: 'Comparar os planos Gratuito e Pro', href: '/pricing/' },
    },
  ],
};

export default copy;
