import type { SectionsCopy } from '../../../theme/marketing/types';

const copy: SectionsCopy = {
  meta: {
    title: 'Pesquisar na documentação do Diglot',
    description: 'Pesquise em todos os guias, páginas de funcionalidades, serviços de tradução e respostas às perguntas frequentes da documentação do Diglot.',
  },
  sections: [
    {
      type: 'guides',
      title: 'Temas mais procurados',
      lead: 'Não sabe bem o que escrever? Estas páginas respondem à maioria das dúvidas.',
      items: [
        { tag: 'Essencial', title: 'Início rápido', text: 'Traduzir uma página, voltar ao original e os atalhos que o fazem por si.', href: '/docs/usage/' },
        { tag: 'Essencial', title: 'Instalação', text: 'Todos os navegadores, telemóveis e tablets, e ainda as instalações manuais.', href: '/docs/installation/' },
        { tag: 'Ajuda', title: 'Perguntas frequentes', text: 'Quotas, contas, privacidade e os problemas mais comuns.', href: '/docs/faq/' },
        { tag: 'Serviços', title: 'Motores e serviços de tradução', text: 'Que motor escolher e de que precisa cada um.', href: '/docs/services/' },
        { tag: 'Documentos', title: 'Traduzir PDF', text: 'O visualizador bilingue, o PDF Pro e as exportações.', href: '/docs/features/pdf/' },
        { tag: 'Vídeo', title: 'Legendas de vídeos', text: 'Duas linhas de legenda em plataformas de streaming e de cursos online.', href: '/docs/features/video-subtitles/' },
      ],
    },
    {
      type: 'featureGrid',
      title: 'Dicas para encontrar mais depressa',
      items: [
        { icon: 'compass', title: 'Use os termos que vê no ecrã', text: 'Pesquise a etiqueta que aparece no Diglot, como «estilo de apresentação» ou «chave de API», em vez de a descrever por palavras suas.' },
        { icon: 'engine', title: 'Indique o nome do serviço', text: 'Junte o nome do motor, por exemplo «chave DeepL» ou «origem Ollama», para ir diretamente à página de configuração respetiva.' },
        { icon: 'keyboard', title: 'Pesquise a partir de qualquer lado', text: 'Prima Ctrl+K, ou ⌘K num Mac, em qualquer página para abrir a caixa de pesquisa rápida.' },
      ],
    },
  ],
};

export default copy;
