import type { SectionsCopy } from '../../../theme/marketing/types';

const copy: SectionsCopy = {
  meta: {
    title: 'Quem usa o Diglot e de que forma: rotinas de cada profissão',
    description:
      'Como estudantes, investigadores, programadores, investidores, profissionais internacionais e criadores de conteúdos leem, veem e escrevem noutras línguas com o Diglot.',
  },
  sections: [
    {
      type: 'hero',
      eyebrow: 'Casos de utilização',
      title: 'Leitores diferentes, um hábito comum: o original sempre à vista',
      lead: 'As pessoas chegam ao Diglot pelos motivos mais variados. O que têm em comum é precisarem de perceber um texto depressa sem deixarem de confiar nas palavras exatas. Veja como seis tipos de leitores o integram no seu dia a dia.',
      primary: { label: 'Começar com o Diglot gratuito', href: '/download/' },
      secondary: { label: 'Exemplos reais de utilização', href: '/docs/usecase/' },
      illustration: 'bilingual',
    },
    {
      type: 'split',
      eyebrow: 'Estudantes',
      title: 'Estudar no original sem ficar para trás',
      text: 'Leituras das cadeiras, aulas em vídeo noutras línguas e matéria para exame: os parágrafos bilingues deixam-no acompanhar a turma enquanto o vocabulário cresce. O modo desfocado até passar o cursor transforma qualquer artigo num exercício de leitura.',
      bullets: ['Legendas bilingues no Coursera, no edX e na Khan Academy', 'Tradução desfocada, para espreitar só quando faz falta', 'Exportação de e-books para o seu leitor'],
      illustration: 'learn',
    },
    {
      type: 'split',
      eyebrow: 'Investigação',
      title: 'Explore a literatura científica em todas as línguas',
      text: 'Passe os olhos por resumos em quantidade e depois leia com atenção os artigos promissores no PDF Pro, que mantém fórmulas e tabelas intactas. Na hora de citar, a frase original está mesmo ali.',
      bullets: ['PDF Pro para artigos a duas colunas e digitalizações', 'Motores de IA com a terminologia da sua área', 'Exportações bilingues para o seu grupo de leitura'],
      illustration: 'pdf',
    },
    {
      type: 'split',
      eyebrow: 'Programação',
      title: 'Documentação, issues e fóruns de todo o mundo',
      text: 'Muitas vezes, a solução está numa discussão escrita noutra língua. O Diglot traduz o texto corrido e não toca nos blocos de código, pelo que comandos e identificadores ficam exatamente como foram escritos.',
      bullets: ['O código fica sempre por traduzir', 'Regras por site para a documentação que consulta diariamente', 'Issues escritas em inglês a partir da sua língua'],
      illustration: 'engines',
    },
    {
      type: 'featureGrid',
      title: 'E muitos outros',
      items: [
        { icon: 'chart', title: 'Investidores', text: 'Relatórios oficiais, apresentações de resultados e notícias locais de outros mercados, lidos no próprio dia.' },
        { icon: 'briefcase', title: 'Profissionais internacionais', text: 'Mensagens de fornecedores e clientes, respondidas na língua deles a partir da sua, com a tradução em caixas de texto.' },
        { icon: 'camera', title: 'Criadores de conteúdos', text: 'Investigue tendências no estrangeiro e partilhe citações bilingues em imagens que o seu público consegue ler.' },
        { icon: 'users', title: 'Quem aprende línguas', text: 'Séries, romances e banda desenhada na língua que está a aprender, com ajuda sempre a uma linha de distância.' },
      ],
    },
    {
      type: 'cta',
      title: 'Encontre a sua própria rotina',
      text: 'Pode começar a usar o Diglot sem pagar, em todos os principais navegadores.',
      primary: { label: 'Começar com o Diglot gratuito', href: '/download/' },
      secondary: { label: 'Centro de aprendizagem', href: '/learn/' },
    },
  ],
};

export default copy;
