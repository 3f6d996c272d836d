import type { SectionsCopy } from '../../../theme/marketing/types';

const copy: SectionsCopy = {
  meta: {
    title: 'Legendas bilingues no YouTube, Netflix e {videoSites} sites',
    description:
      'Veja aulas, séries e conferências com a legenda original e a tradução em simultâneo no ecrã, em {videoSites} sites de vídeo e nas legendas do Zoom, Google Meet e Teams.',
  },
  sections: [
    {
      type: 'hero',
      eyebrow: 'Legendas nos vídeos',
      title: 'Duas linhas de legenda: o que foi dito e o que quer dizer',
      lead: 'O Diglot acrescenta uma linha traduzida por baixo das legendas originais, nos sites que já costuma ver. Acompanhe uma aula noutra língua, apanhe as piadas de uma série e aprenda palavras novas pelo caminho.',
      primary: { label: 'Instalar o Diglot — não custa nada', href: '/download/' },
      secondary: { label: 'Sites de vídeo suportados', href: '/docs/videoSiteSupport/' },
      note: 'YouTube, Netflix, Prime Video, Disney+, Coursera, Udemy, TED e muitos outros',
      illustration: 'video',
    },
    {
      type: 'stats',
      items: [
        { value: '{videoSites}', label: 'sites de vídeo com legendas em duas línguas' },
        { value: '3', label: 'aplicações de reuniões com legendas em direto: Zoom, Google Meet e Teams' },
        { value: '6', label: 'formatos de ficheiro de legendas que pode traduzir e exportar' },
      ],
    },
    {
      type: 'featureGrid',
      title: 'Pensado para ver, não só para ler',
      items: [
        { icon: 'video', title: 'Streaming e formação online', text: 'YouTube, Netflix, Prime Video, Disney+, HBO Max, Hulu, Vimeo, Coursera, Udemy, edX, Khan Academy, BBC iPlayer, Bilibili e muitos mais.' },
        { icon: 'meeting', title: 'Videoconferências', text: 'As legendas em direto do Zoom, do Google Meet e do Microsoft Teams ganham uma linha traduzida enquanto as pessoas falam.' },
        { icon: 'palette', title: 'Legendas a seu gosto', text: 'Altere o tamanho, a cor e a posição de cada linha, ou mostre apenas a tradução.' },
        { icon: 'subtitles', title: 'Ficheiros de legendas', text: 'Traduza ficheiros .srt, .vtt, .ass, .ssa, .sbv e .lrc e guarde-os como legendas bilingues para qualquer leitor de vídeo.', link: { label: 'Guia dos ficheiros de legendas', href: '/docs/features/subtitles/' } },
      ],
    },
    {
      type: 'split',
      eyebrow: 'Vídeos que ensinam',
      title: 'A melhor aula de línguas é uma série de que gosta',
      text: 'Ver a frase original enquanto a ouve, com a sua língua por baixo, faz de cada episódio um exercício de compreensão oral. Pare numa expressão, compare as duas linhas e continue quando tudo fizer sentido.',
      bullets: ['Original e tradução sempre em sincronia', 'Funciona com as faixas de legendas do próprio site', 'Motores de IA para falas naturais e atentas ao contexto'],
      illustration: 'video',
      link: { label: 'Guia das legendas de vídeo', href: '/docs/features/video-subtitles/' },
    },
    {
      type: 'faq',
      title: 'Perguntas sobre legendas',
      items: [
        { q: 'E se o vídeo não tiver legendas?', a: 'O Diglot traduz as faixas de legendas disponibilizadas pelo site, incluindo as legendas automáticas, quando o site as oferece.' },
        { q: 'Funciona em ecrã inteiro?', a: 'Funciona. As duas linhas continuam visíveis no modo de ecrã inteiro e no modo cinema.' },
        { q: 'É gratuito?', a: 'As legendas bilingues funcionam no plano gratuito com os motores integrados. O Pro junta motores de IA premium para falas mais naturais.' },
      ],
    },
    {
      type: 'cta',
      title: 'Carregue no play em duas línguas',
      primary: { label: 'Instalar o Diglot — não custa nada', href: '/download/' },
      secondary: { label: 'Lista de sites compatíveis', href: '/docs/videoSiteSupport/' },
    },
  ],
};

export default copy;
