import type { SectionsCopy } from '../../../theme/marketing/types';

const copy: SectionsCopy = {
  meta: {
    title: 'Diglot: leia sites, PDFs e vídeos em dois idiomas ao mesmo tempo',
    description:
      'Extensão de navegador que mostra a tradução junto do original em sites, PDFs, e-books, legendas, imagens e mangás, com {engines} tradutores. Comece grátis.',
  },
  sections: [
    {
      type: 'hero',
      eyebrow: 'Tradução bilíngue direto no navegador',
      title: 'Leia em qualquer idioma sem perder o original de vista',
      lead: 'O Diglot mantém o texto original e coloca a tradução logo embaixo. Assim você entende tudo sem abrir mão das palavras de quem escreveu. Vale para sites, PDFs, e-books, legendas de vídeo, imagens e mangás, em {languages} idiomas.',
      primary: { label: 'Instalar o Diglot — é grátis', href: '/download/' },
      secondary: { label: 'Veja como funciona', href: '/docs/usage/' },
      note: 'Chrome, Edge, Firefox e Safari · dá para começar sem criar conta',
      illustration: 'bilingual',
    },
    {
      type: 'stats',
      items: [
        { value: '{users}', label: 'pessoas já leem com o Diglot' },
        { value: '{engines}', label: 'serviços de tradução, com IA inclusa' },
        { value: '{languages}', label: 'idiomas' },
        { value: '{videoSites}', label: 'sites de vídeo com legenda bilíngue' },
      ],
    },
    {
      type: 'featureGrid',
      id: 'features',
      title: 'Tudo o que você lê, em dois idiomas',
      lead: 'Uma extensão só para a internet inteira: ela aparece onde você já lê e sai da frente quando você não precisa dela.',
      items: [
        {
          icon: 'globe',
          title: 'Sites bilíngues',
          text: 'Cada parágrafo continua no idioma original, com a tradução logo abaixo. O Diglot identifica o texto principal e deixa menus e anúncios em paz.',
          link: { label: 'Traduzir sites inteiros', href: '/docs/features/webpage/' },
        },
        {
          icon: 'pdf',
          title: 'PDF lado a lado',
          text: 'Abra qualquer PDF no leitor bilíngue gratuito. Com o Pro, o PDF Pro reconstrói artigos com fórmulas, tabelas e páginas escaneadas.',
          link: { label: 'Como o Diglot traduz PDFs', href: '/f-pdf-translate/' },
        },
        {
          icon: 'book',
          title: 'E-books',
          text: 'Leia livros em ePub com a tradução depois de cada parágrafo e depois exporte um ePub bilíngue para o seu leitor digital.',
          link: { label: 'E-books em dois idiomas', href: '/docs/features/epub/' },
        },
        {
          icon: 'video',
          title: 'Legendas de vídeo',
          text: 'Duas linhas de legenda no YouTube, na Netflix, no Coursera e em {videoSites} sites de vídeo, além das legendas ao vivo em reuniões online.',
          link: { label: 'Ver as legendas bilíngues', href: '/f-video-subtitle-translate/' },
        },
        {
          icon: 'image',
          title: 'Imagens',
          text: 'Traduza o texto que está dentro de fotos e prints. O modo gratuito roda no seu navegador; o modo de IA inteligente dá conta dos casos difíceis.',
          link: { label: 'Traduzir texto em imagens', href: '/image/' },
        },
        {
          icon: 'manga',
          title: 'Mangás e quadrinhos',
          text: 'Os balões de fala são traduzidos ali mesmo, nos sites onde você já lê, e a arte fica do jeitinho que é.',
          link: { label: 'Mangá no seu idioma', href: '/manga/' },
          pro: true,
        },
        {
          icon: 'quill',
          title: 'Fanfics',
          text: 'AO3 e outros sites de fanfic traduzidos capítulo por capítulo, com a navegação do próprio site funcionando normalmente.',
          link: { label: 'Ler o AO3 traduzido', href: '/ao3/' },
        },
        {
          icon: 'keyboard',
          title: 'Escreva no seu idioma',
          text: 'Digite em qualquer caixa de texto, aperte a barra de espaço {inputSpaces} vezes e suas palavras viram inglês — ou o idioma que você escolher.',
          link: { label: 'Tradução enquanto você digita', href: '/docs/input/' },
        },
        {
          icon: 'cursor',
          title: 'Aponte ou selecione',
          text: 'Segure Ctrl e aponte o mouse para um parágrafo para traduzir só ele, ou selecione um trecho e veja a tradução num pop-up rapidinho.',
          link: { label: 'Tradução ao passar o mouse', href: '/docs/features/hover/' },
        },
      ],
    },
    {
      type: 'split',
      eyebrow: 'Feito para quem lê',
      title: 'O original fica. A tradução vem junto.',
      text: 'Tradução automática é ótima, mas não é perfeita. Com os dois textos na tela, você confere uma expressão, aprende uma palavra nova ou cita o original ao pé da letra — sem ficar pulando de aba em aba.',
      bullets: [
        '{displayStyles} estilos de exibição: sublinhado, marca-texto, desfoque até passar o mouse, colunas lado a lado e muito mais',
        'Modo só tradução, para quando você quer pegar apenas a ideia geral',
        'CSS próprio e regras por site para aqueles sites que você visita todo dia',
      ],
      illustration: 'bilingual',
      link: { label: 'Conheça os estilos de exibição', href: '/docs/features/webpage/' },
    },
    {
      type: 'split',
      eyebrow: 'Documentos',
      title: 'Artigos, relatórios e livros sem ficar copiando e colando',
      text: 'Arraste um PDF para o leitor e acompanhe parágrafo por parágrafo nos dois idiomas. O PDF Pro vai além: entende fórmulas, tabelas, páginas escaneadas e diagramação em várias colunas, e exporta um PDF bilíngue ou uma página web que você compartilha por link.',
      bullets: ['Leitor de PDF bilíngue e gratuito', 'PDF Pro: OCR, fórmulas, tabelas e colunas', 'Exportação em PDF ou HTML, ou link para compartilhar'],
      illustration: 'pdf',
      link: { label: 'Entenda a tradução de PDFs', href: '/f-pdf-translate/' },
    },
    {
      type: 'split',
      eyebrow: 'Vídeo',
      title: 'Legenda dupla nas plataformas que você já usa',
      text: 'Aulas, palestras, séries e reuniões: o Diglot mostra a legenda original com a tradução logo embaixo no YouTube, na Netflix, no Prime Video, no Coursera, na Udemy e em {videoSites} sites no total. No Zoom, no Google Meet e no Microsoft Teams, as legendas ao vivo também ganham uma linha traduzida.',
      illustration: 'video',
      link: { label: 'Legendas em dois idiomas', href: '/f-video-subtitle-translate/' },
    },
    {
      type: 'engines',
      title: 'O tradutor quem escolhe é você',
      lead: 'Comece com os tradutores gratuitos que já vêm embutidos, use sua própria chave do DeepL, da OpenAI, do Claude, do Gemini e de outros, ou rode um modelo local com o Ollama. Cerca de {homeServices} serviços já vêm prontos na instalação; no total são {engines}.',
      link: { label: 'Compare os serviços de tradução', href: '/docs/services/' },
    },
    {
      type: 'featureGrid',
      id: 'readers',
      title: 'Quem lê com o Diglot',
      items: [
        { icon: 'student', title: 'Estudantes', text: 'Leia textos da faculdade e artigos no original enquanto seu vocabulário cresce.' },
        { icon: 'flask', title: 'Pesquisadores', text: 'Passe os olhos pela bibliografia estrangeira num instante e confira a redação exata antes de citar.' },
        { icon: 'code', title: 'Desenvolvedores', text: 'Acompanhe documentação, issues e fóruns em qualquer idioma, com os blocos de código intactos.' },
        { icon: 'chart', title: 'Investidores', text: 'Leia balanços, teleconferências de resultados e notícias locais de outros mercados assim que saem.' },
        { icon: 'briefcase', title: 'Quem trabalha com o exterior', text: 'Converse com fornecedores, clientes e colegas de outros países sem perder nenhuma nuance.' },
        { icon: 'camera', title: 'Criadores de conteúdo', text: 'Pesquise tendências e fontes em outros idiomas e compartilhe citações bilíngues com o seu público.' },
      ],
    },
    {
      type: 'steps',
      title: 'Pronto para usar em um minuto',
      items: [
        { title: 'Instale o Diglot no navegador', text: 'Funciona no Chrome, Edge, Firefox e Safari, no computador e também no iPhone e no iPad.', link: { label: 'Baixar', href: '/download/' } },
        { title: 'Escolha o seu idioma', text: 'Defina o idioma em que você quer ler. O Diglot guarda essa escolha para todos os sites.' },
        { title: 'Traduza uma página', text: 'Clique no ícone da barra de ferramentas ou aperte Alt+A. Aperte de novo para voltar ao original.' },
      ],
    },
    {
      type: 'faq',
      title: 'As primeiras dúvidas de todo mundo',
      items: [
        {
          q: 'O Diglot é gratuito?',
          a: 'É, sim. Sites bilíngues, o leitor de PDF, as legendas de vídeo e a tradução na caixa de texto e ao passar o mouse são gratuitos com os tradutores embutidos. O Pro acrescenta o PDF Pro, a tradução de imagens com IA inteligente, a tradução de mangás e a tradução com IA que entende o contexto.',
        },
        {
          q: 'Qual tradutor o Diglot usa?',
          a: 'Os tradutores gratuitos embutidos funcionam logo de cara. Se quiser, você troca para DeepL, OpenAI, Claude, Gemini, um modelo local via Ollama ou qualquer um dos {engines} serviços — dá até para usar um diferente em cada site.',
        },
        {
          q: 'O Diglot muda a página para outras pessoas?',
          a: 'Não. A tradução aparece só no seu navegador, e um clique traz o original de volta.',
        },
        {
          q: 'Posso usar minha própria chave de API?',
          a: 'Pode. Informe a chave nas configurações do serviço de tradução; a partir daí, as solicitações saem do seu navegador direto para o provedor, na sua própria conta.',
        },
      ],
    },
    {
      type: 'cta',
      title: 'Leia o mundo no seu idioma — e no idioma de quem escreveu',
      text: 'A instalação leva menos de um minuto, e começar não custa nada.',
      primary: { label: 'Quero o Diglot no meu navegador', href: '/download/' },
      secondary: { label: 'Compare o Gratuito e o Pro', href: '/pricing/' },
    },
  ],
};

export default copy;
