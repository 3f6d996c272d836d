import type { SectionsCopy } from '../../../theme/marketing/types';

const copy: SectionsCopy = {
  meta: {
    title: 'Centro de aprendizagem: guias para ler em duas línguas',
    description:
      'Guias curtos e práticos do Diglot: a primeira página traduzida, PDF e artigos, legendas bilingues, escolher um motor de IA, escrever prompts e ajustar sites.',
  },
  sections: [
    {
      type: 'hero',
      eyebrow: 'Centro de aprendizagem',
      title: 'Aprenda o Diglot, um guia curto de cada vez',
      lead: 'Quer tenha instalado o Diglot há cinco minutos, quer o use todos os dias, há aqui um guia que lhe poupa tempo. Cada um leva poucos minutos e termina com algo a funcionar no seu próprio navegador.',
      primary: { label: 'Começar pelo essencial', href: '/docs/usage/' },
      secondary: { label: 'Perguntas mais frequentes', href: '/docs/faq/' },
      illustration: 'learn',
    },
    {
      type: 'guides',
      title: 'Para começar',
      lead: 'O indispensável, pela ordem em que a maioria das pessoas precisa dele.',
      items: [
        { tag: 'Essencial', minutes: 3, title: 'Instalar o Diglot', text: 'Todos os navegadores e plataformas, incluindo a instalação manual quando não consegue aceder à loja.', href: '/docs/installation/' },
        { tag: 'Essencial', minutes: 5, title: 'A sua primeira página traduzida', text: 'O botão da barra de ferramentas, os atalhos de teclado e como regressar ao original.', href: '/docs/usage/' },
        { tag: 'Essencial', minutes: 4, title: 'Traduzir enquanto escreve', text: 'Escreva na sua língua e envie noutra, em qualquer caixa de texto.', href: '/docs/input/' },
        { tag: 'Essencial', minutes: 3, title: 'Apontar para traduzir um parágrafo', text: 'Mantenha uma tecla premida e aponte: a forma mais rápida de verificar um parágrafo isolado.', href: '/docs/features/hover/' },
      ],
    },
    {
      type: 'guides',
      title: 'Documentos e multimédia',
      items: [
        { tag: 'Documentos', minutes: 6, title: 'PDF e artigos científicos', text: 'O visualizador gratuito, o PDF Pro e a exportação de uma cópia bilingue.', href: '/docs/features/pdf/' },
        { tag: 'Documentos', minutes: 4, title: 'Livros eletrónicos', text: 'Leia livros ePub em duas línguas e exporte-os para o seu leitor de e-books.', href: '/docs/features/epub/' },
        { tag: 'Vídeo', minutes: 4, title: 'Legendas bilingues em vídeos', text: 'Configure duas linhas de legenda em plataformas de streaming e de cursos.', href: '/docs/features/video-subtitles/' },
        { tag: 'Vídeo', minutes: 3, title: 'Ficheiros de legendas', text: 'Traduza ficheiros .srt e .vtt e conserve as duas línguas.', href: '/docs/features/subtitles/' },
      ],
    },
    {
      type: 'guides',
      title: 'Ir mais longe',
      items: [
        { tag: 'IA', minutes: 8, title: 'Escolher um motor de tradução', text: 'Motores gratuitos, chaves próprias e modelos locais, comparados.', href: '/docs/services/' },
        { tag: 'IA', minutes: 7, title: 'Escrever melhores prompts', text: 'Diga a um motor de IA qual é a sua área, o seu tom e a sua terminologia.', href: '/docs/prompts/' },
        { tag: 'Definições', minutes: 6, title: 'Definições avançadas', text: 'Regras por site, estilos de apresentação, CSS personalizado e atalhos.', href: '/docs/advanced/' },
        { tag: 'Ideias', minutes: 5, title: 'Como outros usam o Diglot', text: 'Rotinas reais de estudantes, investigadores e programadores.', href: '/docs/usecase/' },
      ],
    },
    {
      type: 'cta',
      title: 'Continua com dúvidas?',
      text: 'Pesquise na documentação ou pergunte à comunidade — é bem provável que alguém já se tenha deparado com a mesma questão.',
      primary: { label: 'Procurar na documentação', href: '/search/' },
      secondary: { label: 'Juntar-se à comunidade', href: '/docs/communities/' },
    },
  ],
};

export default copy;
