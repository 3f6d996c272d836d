import type { SectionsCopy } from '../../../theme/marketing/types';

const copy: SectionsCopy = {
  meta: {
    title: 'O Diglot num relance: tudo o que consegue traduzir',
    description:
      'Uma página com acesso a todo o Diglot: páginas web bilingues, PDF, e-books, legendas, imagens, manga, caixas de texto e as versões para computador e telemóvel.',
  },
  sections: [
    {
      type: 'hero',
      eyebrow: 'Visão geral do Diglot',
      title: 'Uma só extensão para tudo o que lê noutra língua',
      lead: 'Esta página funciona como um mapa. Cada cartão abaixo leva à funcionalidade que descreve, para ir diretamente à parte do Diglot de que precisa hoje — seja uma página web, uma pilha de PDF, um filme ou uma banda desenhada.',
      primary: { label: 'Adicionar o Diglot, que é gratuito', href: '/download/' },
      secondary: { label: 'Abrir o tutorial', href: '/docs/usage/' },
      illustration: 'bilingual',
    },
    {
      type: 'featureGrid',
      id: 'read',
      title: 'Ler',
      items: [
        { icon: 'globe', title: 'Páginas web', text: 'Parágrafos bilingues em qualquer site, com o texto principal detetado automaticamente.', link: { label: 'Traduzir páginas web', href: '/docs/features/webpage/' } },
        { icon: 'pdf', title: 'Ficheiros PDF', text: 'Um visualizador bilingue gratuito e, para fórmulas, tabelas e digitalizações, o PDF Pro.', link: { label: 'Traduzir ficheiros PDF', href: '/f-pdf-translate/' } },
        { icon: 'book', title: 'Livros eletrónicos', text: 'Livros em ePub e Mobi com a tradução a seguir a cada parágrafo.', link: { label: 'Ler e-books em duas línguas', href: '/docs/features/epub/' } },
        { icon: 'quill', title: 'Fan fiction', text: 'O AO3 e sites semelhantes, capítulo a capítulo.', link: { label: 'AO3', href: '/ao3/' } },
      ],
    },
    {
      type: 'featureGrid',
      id: 'watch',
      title: 'Vídeo e imagem',
      items: [
        { icon: 'video', title: 'Legendas nos vídeos', text: 'Legenda original e traduzida em {videoSites} sites de vídeo.', link: { label: 'Legendas bilingues de vídeo', href: '/f-video-subtitle-translate/' } },
        { icon: 'meeting', title: 'Reuniões', text: 'Legendas em direto traduzidas no Zoom, no Google Meet e no Teams.', link: { label: 'Guia das legendas em vídeo', href: '/docs/features/video-subtitles/' } },
        { icon: 'image', title: 'Imagens', text: 'O texto dentro das imagens, traduzido no próprio lugar.', link: { label: 'Traduzir imagens', href: '/image/' } },
        { icon: 'manga', title: 'Manga', text: 'Balões de fala traduzidos nos sites de leitura que frequenta.', link: { label: 'Traduzir manga', href: '/manga/' }, pro: true },
      ],
    },
    {
      type: 'featureGrid',
      id: 'write',
      title: 'Escrever e partilhar',
      items: [
        { icon: 'keyboard', title: 'Campos de texto', text: 'Escreva na sua língua e prima a barra de espaços {inputSpaces} vezes para traduzir.', link: { label: 'Traduzir ao escrever', href: '/docs/input/' } },
        { icon: 'selection', title: 'Seleção', text: 'Selecione uma expressão e veja a tradução numa janela instantânea.', link: { label: 'Utilização básica', href: '/docs/usage/' } },
        { icon: 'share', title: 'Partilhar', text: 'Envie um excerto nas duas línguas como ligação ou como imagem.', link: { label: 'Partilhar conteúdo bilingue', href: '/f-share-bilingual-content/' } },
        { icon: 'subtitles', title: 'Ficheiros de legendas', text: 'Traduza ficheiros .srt, .vtt e .ass e exporte-os em versão bilingue.', link: { label: 'Traduzir ficheiros de legendas', href: '/docs/features/subtitles/' } },
      ],
    },
    {
      type: 'featureGrid',
      id: 'platforms',
      title: 'Onde quer que navegue',
      items: [
        { icon: 'download', title: 'Navegadores de computador', text: 'Chrome, Edge, Firefox e Safari, além do Brave, do Arc e do Opera com a versão para Chrome.', link: { label: 'Transferir', href: '/download/' } },
        { icon: 'mobile', title: 'Telemóveis e tablets', text: 'Safari no iPhone e no iPad e, no Android, um navegador que aceite extensões.', link: { label: 'Telemóvel', href: '/mobile/' } },
        { icon: 'engine', title: 'Os seus motores', text: '{engines} serviços de tradução, dos motores gratuitos integrados às suas próprias chaves de IA.', link: { label: 'Serviços', href: '/docs/services/' } },
        { icon: 'star', title: 'Pro', text: 'Motores de IA premium, PDF Pro, manga e tradução inteligente de imagens.', link: { label: 'Preços', href: '/pricing/' } },
      ],
    },
  ],
};

export default copy;
