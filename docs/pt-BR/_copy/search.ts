import type { SectionsCopy } from '../../../theme/marketing/types';

const copy: SectionsCopy = {
  meta: {
    title: 'Pesquise na documentação do Diglot',
    description: 'Encontre qualquer guia, página de recurso, serviço de tradução ou resposta das perguntas frequentes na documentação do Diglot.',
  },
  sections: [
    {
      type: 'guides',
      title: 'Assuntos mais procurados',
      lead: 'Não sabe bem o que digitar? Estas páginas respondem à maioria das dúvidas.',
      items: [
        { tag: 'Básico', title: 'Comece por aqui', text: 'Traduzir uma página, voltar ao original e os atalhos que fazem isso.', href: '/docs/usage/' },
        { tag: 'Básico', title: 'Instalação', text: 'Todos os navegadores, celulares e tablets, e a instalação manual.', href: '/docs/installation/' },
        { tag: 'Ajuda', title: 'Dúvidas mais comuns', text: 'Cotas, contas, privacidade e os problemas que mais aparecem.', href: '/docs/faq/' },
        { tag: 'Serviços', title: 'Serviços de tradução', text: 'Qual tradutor escolher e o que cada um pede para funcionar.', href: '/docs/services/' },
        { tag: 'Documentos', title: 'PDF com tradução', text: 'O leitor bilíngue, o PDF Pro e as exportações.', href: '/docs/features/pdf/' },
        { tag: 'Vídeo', title: 'Legenda em vídeos', text: 'Duas linhas de legenda em sites de streaming e de cursos.', href: '/docs/features/video-subtitles/' },
      ],
    },
    {
      type: 'featureGrid',
      title: 'Dicas para achar mais rápido',
      items: [
        { icon: 'compass', title: 'Use os termos que aparecem na tela', text: 'Pesquise pelo nome que você vê no Diglot, como “estilo de exibição” ou “chave de API”, em vez de descrever o que ele faz.' },
        { icon: 'engine', title: 'Diga o nome do serviço', text: 'Inclua o nome do tradutor, por exemplo “chave do DeepL” ou “origem do Ollama”, para cair direto na página de configuração dele.' },
        { icon: 'keyboard', title: 'Pesquise de qualquer lugar', text: 'Aperte Ctrl+K, ou ⌘K no Mac, em qualquer página para abrir a busca rápida.' },
      ],
    },
  ],
};

export default copy;
