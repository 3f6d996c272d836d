import type { SectionsCopy } from '../../../theme/marketing/types';

const copy: SectionsCopy = {
  meta: {
    title: 'Legenda bilíngue no YouTube, Netflix e {videoSites} sites de vídeo',
    description:
      'Assista a aulas, séries e palestras com a legenda original e a tradução juntas na tela, em {videoSites} sites de vídeo e nas legendas do Zoom, Google Meet e Teams.',
  },
  sections: [
    {
      type: 'hero',
      eyebrow: 'Legendas de vídeo',
      title: 'Duas linhas de legenda: o que foi dito e o que significa',
      lead: 'O Diglot coloca uma linha traduzida embaixo da legenda original nos sites que você já usa. Acompanhe uma aula em outro idioma, entenda as piadas da série e aprenda palavras novas no caminho.',
      primary: { label: 'Instalar o Diglot de graça', href: '/download/' },
      secondary: { label: 'Sites de vídeo compatíveis', href: '/docs/videoSiteSupport/' },
      note: 'YouTube, Netflix, Prime Video, Disney+, Coursera, Udemy, TED e muito mais',
      illustration: 'video',
    },
    {
      type: 'stats',
      items: [
        { value: '{videoSites}', label: 'sites de vídeo com legenda bilíngue' },
        { value: '3', label: 'apps de reunião com legenda ao vivo: Zoom, Google Meet e Teams' },
        { value: '6', label: 'formatos de arquivo de legenda para traduzir e exportar' },
      ],
    },
    {
      type: 'featureGrid',
      title: 'Feito para assistir, não só para ler',
      items: [
        { icon: 'video', title: 'Streaming e cursos', text: 'YouTube, Netflix, Prime Video, Disney+, HBO Max, Hulu, Vimeo, Coursera, Udemy, edX, Khan Academy, BBC iPlayer, Bilibili e muitos outros.' },
        { icon: 'meeting', title: 'Reuniões online', text: 'As legendas ao vivo do Zoom, do Google Meet e do Microsoft Teams ganham uma linha traduzida enquanto as pessoas falam.' },
        { icon: 'palette', title: 'Legendas do seu jeito', text: 'Mude o tamanho, a cor e a posição de cada linha, ou mostre só a tradução.' },
        { icon: 'subtitles', title: 'Arquivos de legenda', text: 'Traduza arquivos .srt, .vtt, .ass, .ssa, .sbv e .lrc e salve como legenda bilíngue para qualquer player.', link: { label: 'Guia de arquivos de legenda', href: '/docs/features/subtitles/' } },
      ],
    },
    {
      type: 'split',
      eyebrow: 'Aprender com vídeo',
      title: 'A melhor aula de idioma é aquela série que você adora',
      text: 'Ver a frase original enquanto ouve, com o seu idioma logo embaixo, transforma cada episódio num treino de listening. Pause numa expressão, compare as duas linhas e siga em frente quando a ficha cair.',
      bullets: ['Original e tradução sempre sincronizados', 'Funciona com as faixas de legenda do próprio site', 'Tradutores de IA para falas naturais e com contexto'],
      illustration: 'video',
      link: { label: 'Guia de legendas de vídeo', href: '/docs/features/video-subtitles/' },
    },
    {
      type: 'faq',
      title: 'Dúvidas sobre legendas',
      items: [
        { q: 'E se o vídeo não tiver legenda?', a: 'O Diglot traduz as faixas de legenda que o site oferece, incluindo as legendas automáticas quando o site tem essa opção.' },
        { q: 'Funciona em tela cheia?', a: 'Funciona. As duas linhas continuam na tela no modo tela cheia e no modo cinema.' },
        { q: 'É grátis?', a: 'As legendas bilíngues funcionam no plano gratuito com os tradutores embutidos. O Pro acrescenta tradutores de IA premium para falas mais naturais.' },
      ],
    },
    {
      type: 'cta',
      title: 'Dê o play em dois idiomas',
      primary: { label: 'Instalar o Diglot de graça', href: '/download/' },
      secondary: { label: 'Sites compatíveis', href: '/docs/videoSiteSupport/' },
    },
  ],
};

export default copy;
