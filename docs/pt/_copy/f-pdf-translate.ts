import type { SectionsCopy } from '../../../theme/marketing/types';

const copy: SectionsCopy = {
  meta: {
    title: 'PDF bilingues: artigos, relatórios e digitalizações',
    description:
      'Leia qualquer PDF parágrafo a parágrafo em duas línguas num visualizador gratuito, ou reconstrua fórmulas, tabelas e digitalizações com o PDF Pro e exporte uma cópia bilingue.',
  },
  sections: [
    {
      type: 'hero',
      eyebrow: 'PDF em duas línguas',
      title: 'Cada PDF na sua língua, sem perder o original',
      lead: 'Abra um artigo, um contrato ou um manual no visualizador do Diglot e cada parágrafo ganha a respetiva tradução mesmo ao lado. Não é preciso voltar a escrever nada, nada se perde e pode sempre confirmar a formulação exata da fonte.',
      primary: { label: 'Obter o Diglot gratuitamente', href: '/download/' },
      secondary: { label: 'Guia: traduzir um PDF', href: '/docs/features/pdf/' },
      note: 'O visualizador é gratuito. O PDF Pro faz parte do plano Pro.',
      illustration: 'pdf',
    },
    {
      type: 'featureGrid',
      title: 'Duas maneiras de ler um PDF',
      lead: 'Para os documentos do dia a dia, o visualizador gratuito chega. Quando a paginação é o verdadeiro problema, passe para o PDF Pro.',
      items: [
        {
          icon: 'pdf',
          title: 'Visualizador bilingue gratuito',
          text: 'Abra um PDF guardado no computador ou a partir de uma ligação e leia-o com a tradução por baixo de cada parágrafo, sem sair do navegador.',
        },
        {
          icon: 'sparkles',
          title: 'PDF Pro',
          text: 'Reconstrói o documento antes de o traduzir: as fórmulas continuam a ser fórmulas, as tabelas continuam a ser tabelas e os artigos a duas colunas leem-se pela ordem certa.',
          pro: true,
        },
        {
          icon: 'camera',
          title: 'Páginas digitalizadas',
          text: 'O PDF Pro reconhece o texto de páginas digitalizadas ou fotografadas, pelo que também é possível traduzir livros antigos e apontamentos impressos.',
          pro: true,
        },
        {
          icon: 'share',
          title: 'Exportar e partilhar',
          text: 'Guarde o resultado como PDF ou página web bilingue, ou publique uma ligação online que um colega consegue abrir mesmo sem a extensão.',
          pro: true,
        },
      ],
    },
    {
      type: 'split',
      eyebrow: 'Para investigação',
      title: 'Feito para os artigos que deixam os outros tradutores às aranhas',
      text: 'Os PDF académicos misturam colunas, notas de rodapé, equações, legendas de figuras e referências. Colá-los numa caixa de tradução baralha a ordem e estraga a matemática. O PDF Pro lê a página como uma pessoa a leria e depois traduz bloco a bloco.',
      bullets: [
        'Equações e símbolos mantidos intactos',
        'Tabelas reconstruídas linha a linha, com as células traduzidas',
        'Modo que preserva a paginação de documentos inteiros',
      ],
      illustration: 'pdf',
      link: { label: 'Ler o guia do PDF Pro', href: '/docs/features/pdf/' },
    },
    {
      type: 'steps',
      title: 'Traduza o seu primeiro PDF',
      items: [
        { title: 'Instale a extensão', text: 'Adicione a extensão ao Chrome, ao Edge, ao Firefox ou ao Safari. Demora menos de um minuto.', link: { label: 'Transferir', href: '/download/' } },
        { title: 'Abra o PDF', text: 'Clique numa ligação para um PDF, como faria normalmente, ou arraste um ficheiro do computador para o visualizador do Diglot.' },
        { title: 'Leia nas duas línguas', text: 'A tradução começa na página que está a ler. Continue a percorrer o documento e as páginas seguintes vão sendo traduzidas.' },
      ],
    },
    {
      type: 'faq',
      title: 'Perguntas sobre PDF',
      items: [
        { q: 'Existe algum limite de páginas?', a: 'O visualizador gratuito traduz à medida que lê e não impõe qualquer limite de páginas. O PDF Pro desconta as páginas da quota do seu plano Pro.' },
        { q: 'O meu documento sai do meu computador?', a: 'O texto de cada parágrafo é enviado para o motor de tradução que escolheu. O PDF Pro carrega o ficheiro para o reconstruir e apaga-o a seguir.' },
        { q: 'Posso traduzir um PDF que é apenas uma imagem?', a: 'Pode, com o PDF Pro: reconhece o texto das páginas digitalizadas antes de o traduzir.' },
        { q: 'Que motor devo usar para artigos científicos?', a: 'Os motores de IA mantêm a terminologia coerente ao longo de documentos extensos. O guia dos serviços compara-os entre si.' },
      ],
    },
    {
      type: 'cta',
      title: 'O seu próximo artigo, em duas línguas',
      text: 'O visualizador é gratuito e dispensa a criação de conta.',
      primary: { label: 'Obter o Diglot gratuitamente', href: '/download/' },
      secondary: { label: 'Conhecer os planos Pro', href: '/pricing/' },
    },
  ],
};

export default copy;
