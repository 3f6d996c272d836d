import type { SectionsCopy } from '../../../theme/marketing/types';

const copy: SectionsCopy = {
  meta: {
    title: 'Central de aprendizado: guias para ler em dois idiomas',
    description:
      'Guias curtos e práticos do Diglot: primeira página traduzida, PDFs e artigos, legendas bilíngues, escolha do tradutor de IA, prompts e ajustes por site.',
  },
  sections: [
    {
      type: 'hero',
      eyebrow: 'Central de aprendizado',
      title: 'Aprenda o Diglot um guia rapidinho por vez',
      lead: 'Não importa se você instalou o Diglot há cinco minutos ou usa todo dia: tem um guia aqui que vai poupar seu tempo. Cada um leva poucos minutos e termina com alguma coisa funcionando no seu próprio navegador.',
      primary: { label: 'Começar pelo básico', href: '/docs/usage/' },
      secondary: { label: 'Perguntas frequentes do Diglot', href: '/docs/faq/' },
      illustration: 'learn',
    },
    {
      type: 'guides',
      title: 'Primeiros passos',
      lead: 'O essencial, na ordem em que a maioria das pessoas precisa.',
      items: [
        { tag: 'Básico', minutes: 3, title: 'Instale o Diglot', text: 'Todos os navegadores e plataformas, inclusive a instalação manual quando a loja está fora de alcance.', href: '/docs/installation/' },
        { tag: 'Básico', minutes: 5, title: 'Traduza sua primeira página', text: 'O botão da barra de ferramentas, os atalhos e como voltar ao original.', href: '/docs/usage/' },
        { tag: 'Básico', minutes: 4, title: 'Traduza enquanto digita', text: 'Escreva no seu idioma e envie em outro, em qualquer caixa de texto.', href: '/docs/input/' },
        { tag: 'Básico', minutes: 3, title: 'Passe o mouse e traduza um parágrafo', text: 'Segure uma tecla e aponte: o jeito mais rápido de conferir um parágrafo só.', href: '/docs/features/hover/' },
      ],
    },
    {
      type: 'guides',
      title: 'Documentos e mídia',
      items: [
        { tag: 'Documentos', minutes: 6, title: 'PDFs e artigos científicos', text: 'O leitor gratuito, o PDF Pro e como exportar uma cópia bilíngue.', href: '/docs/features/pdf/' },
        { tag: 'Documentos', minutes: 4, title: 'E-books', text: 'Leia livros em ePub nos dois idiomas e exporte para o seu leitor digital.', href: '/docs/features/epub/' },
        { tag: 'Vídeo', minutes: 4, title: 'Legendas bilíngues em vídeos', text: 'Configure duas linhas de legenda em sites de streaming e de cursos.', href: '/docs/features/video-subtitles/' },
        { tag: 'Vídeo', minutes: 3, title: 'Arquivos de legenda', text: 'Traduza arquivos .srt e .vtt e fique com os dois idiomas.', href: '/docs/features/subtitles/' },
      ],
    },
    {
      type: 'guides',
      title: 'Indo mais longe',
      items: [
        { tag: 'IA', minutes: 8, title: 'Escolha um tradutor', text: 'Tradutores gratuitos, suas próprias chaves e modelos locais, lado a lado.', href: '/docs/services/' },
        { tag: 'IA', minutes: 7, title: 'Escreva prompts melhores', text: 'Conte para a IA qual é a sua área, o seu tom e os seus termos.', href: '/docs/prompts/' },
        { tag: 'Ajustes', minutes: 6, title: 'Configurações avançadas', text: 'Regras por site, estilos de exibição, CSS personalizado e atalhos.', href: '/docs/advanced/' },
        { tag: 'Ideias', minutes: 5, title: 'Como outras pessoas usam o Diglot', text: 'Rotinas reais de estudantes, pesquisadores e desenvolvedores.', href: '/docs/usecase/' },
      ],
    },
    {
      type: 'cta',
      title: 'Ainda travado em alguma coisa?',
      text: 'Pesquise na documentação ou pergunte para a comunidade — é bem provável que alguém já tenha passado pela mesma dúvida.',
      primary: { label: 'Pesquisar na documentação', href: '/search/' },
      secondary: { label: 'Entrar na comunidade', href: '/docs/communities/' },
    },
  ],
};

export default copy;
