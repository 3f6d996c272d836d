import type { SectionsCopy } from '../../../theme/marketing/types';

const copy: SectionsCopy = {
  meta: {
    title: 'O Diglot num relance: tudo o que ele traduz',
    description:
      'Uma página para chegar a cada parte do Diglot: sites bilíngues, PDFs, e-books, legendas, imagens, mangás, caixas de texto e os apps para computador e celular.',
  },
  sections: [
    {
      type: 'hero',
      eyebrow: 'O Diglot num relance',
      title: 'Uma extensão só para tudo o que você lê em outro idioma',
      lead: 'Esta página é o mapa. Cada cartão abaixo leva ao recurso que ele descreve, para você ir direto à parte do Diglot de que precisa hoje — seja um site, uma pilha de PDFs, um filme ou um quadrinho.',
      primary: { label: 'Instalar o Diglot de graça', href: '/download/' },
      secondary: { label: 'Ler o tutorial', href: '/docs/usage/' },
      illustration: 'bilingual',
    },
    {
      type: 'featureGrid',
      id: 'read',
      title: 'Ler',
      items: [
        { icon: 'globe', title: 'Sites', text: 'Parágrafos bilíngues em qualquer site, com o texto principal encontrado para você.', link: { label: 'Páginas da web', href: '/docs/features/webpage/' } },
        { icon: 'pdf', title: 'Documentos PDF', text: 'Um leitor bilíngue gratuito e o PDF Pro para fórmulas, tabelas e digitalizações.', link: { label: 'PDFs traduzidos', href: '/f-pdf-translate/' } },
        { icon: 'book', title: 'E-books', text: 'Livros em ePub e Mobi com a tradução depois de cada parágrafo.', link: { label: 'Livros digitais', href: '/docs/features/epub/' } },
        { icon: 'quill', title: 'Fanfics', text: 'AO3 e sites parecidos, capítulo por capítulo.', link: { label: 'AO3', href: '/ao3/' } },
      ],
    },
    {
      type: 'featureGrid',
      id: 'watch',
      title: 'Assistir e ver',
      items: [
        { icon: 'video', title: 'Legendas de vídeo', text: 'Duas linhas de legenda em {videoSites} sites de vídeo.', link: { label: 'Legenda dupla', href: '/f-video-subtitle-translate/' } },
        { icon: 'meeting', title: 'Reuniões', text: 'Legendas ao vivo traduzidas no Zoom, no Google Meet e no Teams.', link: { label: 'Guia de legendas em vídeo', href: '/docs/features/video-subtitles/' } },
        { icon: 'image', title: 'Imagens', text: 'O texto dentro das figuras, traduzido no lugar.', link: { label: 'Texto em imagens', href: '/image/' } },
        { icon: 'manga', title: 'Mangás', text: 'Balões de fala traduzidos nos sites de leitura que você usa.', link: { label: 'Mangás traduzidos', href: '/manga/' }, pro: true },
      ],
    },
    {
      type: 'featureGrid',
      id: 'write',
      title: 'Escrever e compartilhar',
      items: [
        { icon: 'keyboard', title: 'Caixas de texto', text: 'Escreva no seu idioma e aperte a barra de espaço {inputSpaces} vezes para traduzir.', link: { label: 'Traduzir ao digitar', href: '/docs/input/' } },
        { icon: 'selection', title: 'Seleção', text: 'Selecione um trecho e veja a tradução num pop-up rápido.', link: { label: 'Uso básico', href: '/docs/usage/' } },
        { icon: 'share', title: 'Compartilhar', text: 'Envie um trecho nos dois idiomas como link ou imagem.', link: { label: 'Compartilhar trechos bilíngues', href: '/f-share-bilingual-content/' } },
        { icon: 'subtitles', title: 'Arquivos de legenda', text: 'Traduza arquivos .srt, .vtt e .ass e exporte em versão bilíngue.', link: { label: 'Legendas em arquivo', href: '/docs/features/subtitles/' } },
      ],
    },
    {
      type: 'featureGrid',
      id: 'platforms',
      title: 'Onde quer que você navegue',
      items: [
        { icon: 'download', title: 'Navegadores no computador', text: 'Chrome, Edge, Firefox e Safari, além de Brave, Arc e Opera com a versão do Chrome.', link: { label: 'Baixar', href: '/download/' } },
        { icon: 'mobile', title: 'Celulares e tablets', text: 'Safari no iPhone e no iPad, e Android por meio de um navegador que rode extensões.', link: { label: 'No celular', href: '/mobile/' } },
        { icon: 'engine', title: 'Seus tradutores', text: '{engines} serviços de tradução, dos gratuitos embutidos às suas próprias chaves de IA.', link: { label: 'Serviços', href: '/docs/services/' } },
        { icon: 'star', title: 'Pro', text: 'Tradutores de IA premium, PDF Pro, mangás e tradução inteligente de imagens.', link: { label: 'Preços', href: '/pricing/' } },
      ],
    },
  ],
};

export default copy;
