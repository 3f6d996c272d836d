import type { SectionsCopy } from '../../../theme/marketing/types';

const copy: SectionsCopy = {
  meta: {
    title: 'PDF bilíngue: traduza artigos, relatórios e digitalizações',
    description:
      'Leia qualquer PDF em dois idiomas num leitor gratuito, ou deixe o PDF Pro reconstruir fórmulas, tabelas, digitalizações e colunas e exportar uma cópia bilíngue.',
  },
  sections: [
    {
      type: 'hero',
      eyebrow: 'Tradução de PDF',
      title: 'Qualquer PDF no seu idioma, com o original junto',
      lead: 'Abra um artigo, um contrato ou um manual no leitor do Diglot e cada parágrafo ganha a tradução bem ao lado. Nada precisa ser redigitado, nada se perde, e você sempre pode conferir a redação exata do texto de origem.',
      primary: { label: 'Instalar o Diglot de graça', href: '/download/' },
      secondary: { label: 'Guia de tradução de PDF', href: '/docs/features/pdf/' },
      note: 'O leitor é gratuito. O PDF Pro faz parte do plano Pro.',
      illustration: 'pdf',
    },
    {
      type: 'featureGrid',
      title: 'Dois jeitos de ler um PDF',
      lead: 'Comece pelo leitor gratuito para os documentos do dia a dia. Quando a diagramação for o problema, passe para o PDF Pro.',
      items: [
        {
          icon: 'pdf',
          title: 'Leitor bilíngue gratuito',
          text: 'Abra um PDF do seu computador ou a partir de um link e leia com a tradução embaixo de cada parágrafo, ali mesmo no navegador.',
        },
        {
          icon: 'sparkles',
          title: 'PDF Pro',
          text: 'Reconstrói o documento antes de traduzir: fórmula continua fórmula, tabela continua tabela, e artigos em duas colunas são lidos na ordem certa.',
          pro: true,
        },
        {
          icon: 'camera',
          title: 'Páginas escaneadas',
          text: 'O PDF Pro reconhece o texto de páginas escaneadas ou fotografadas, então livros antigos e apostilas impressas também podem ser traduzidos.',
          pro: true,
        },
        {
          icon: 'share',
          title: 'Exporte e compartilhe',
          text: 'Salve o resultado como PDF bilíngue ou página web, ou publique um link online que um colega abre mesmo sem ter a extensão.',
          pro: true,
        },
      ],
    },
    {
      type: 'split',
      eyebrow: 'Para pesquisa',
      title: 'Feito para os artigos que travam os outros tradutores',
      text: 'PDFs acadêmicos misturam colunas, notas de rodapé, equações, legendas de figuras e referências. Colar tudo isso numa caixa de tradução embaralha a ordem e destrói a matemática. O PDF Pro lê a página do jeito que uma pessoa leria e depois traduz bloco por bloco.',
      bullets: [
        'Equações e símbolos preservados como estão',
        'Tabelas reconstruídas linha por linha, com as células traduzidas',
        'Modo que preserva a diagramação de documentos inteiros',
      ],
      illustration: 'pdf',
      link: { label: 'Leia o guia do PDF Pro', href: '/docs/features/pdf/' },
    },
    {
      type: 'steps',
      title: 'Traduza seu primeiro PDF',
      items: [
        { title: 'Instale o Diglot', text: 'Adicione a extensão ao Chrome, Edge, Firefox ou Safari. Leva menos de um minuto.', link: { label: 'Baixar', href: '/download/' } },
        { title: 'Abra o PDF', text: 'Clique num link de PDF como sempre faz, ou arraste um arquivo do computador para o leitor do Diglot.' },
        { title: 'Leia nos dois idiomas', text: 'A tradução começa pela página que você está lendo. Continue rolando e as próximas páginas vêm em seguida.' },
      ],
    },
    {
      type: 'faq',
      title: 'Dúvidas sobre PDF',
      items: [
        { q: 'Existe limite de páginas?', a: 'O leitor gratuito traduz conforme você lê e não tem limite de páginas próprio. O PDF Pro desconta as páginas da cota do seu plano Pro.' },
        { q: 'Meu documento sai do meu computador?', a: 'O texto de cada parágrafo é enviado ao tradutor que você escolheu. O PDF Pro faz upload do arquivo para reconstruí-lo e depois o apaga.' },
        { q: 'Dá para traduzir um PDF que é só imagem?', a: 'Dá, com o PDF Pro: ele reconhece o texto das páginas escaneadas antes de traduzir.' },
        { q: 'Qual tradutor é melhor para artigos científicos?', a: 'Os tradutores de IA mantêm a terminologia consistente em documentos longos. O guia de serviços compara todos eles.' },
      ],
    },
    {
      type: 'cta',
      title: 'Seu próximo artigo, em dois idiomas',
      text: 'O leitor é gratuito e não pede conta.',
      primary: { label: 'Instalar o Diglot de graça', href: '/download/' },
      secondary: { label: 'Ver os planos Pro', href: '/pricing/' },
    },
  ],
};

export default copy;
