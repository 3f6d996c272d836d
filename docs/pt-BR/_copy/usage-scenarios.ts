import type { SectionsCopy } from '../../../theme/marketing/types';

const copy: SectionsCopy = {
  meta: {
    title: 'Quem usa o Diglot e como: rotinas de leitura por profissão',
    description:
      'Como estudantes, pesquisadores, desenvolvedores, investidores, quem trabalha com o exterior e criadores de conteúdo leem e escrevem em outros idiomas com o Diglot.',
  },
  sections: [
    {
      type: 'hero',
      eyebrow: 'Casos de uso',
      title: 'Leitores diferentes, um hábito em comum: o original sempre à vista',
      lead: 'As pessoas chegam ao Diglot pelos motivos mais variados. O que elas têm em comum é a necessidade de entender um texto rápido sem deixar de confiar nas palavras exatas. Veja como seis tipos de leitores encaixam o Diglot no dia a dia.',
      primary: { label: 'Instalar o Diglot de graça', href: '/download/' },
      secondary: { label: 'Casos de uso reais', href: '/docs/usecase/' },
      illustration: 'bilingual',
    },
    {
      type: 'split',
      eyebrow: 'Estudantes',
      title: 'Estude no original sem ficar para trás',
      text: 'Textos da disciplina, videoaulas estrangeiras e material de prova: com os parágrafos bilíngues, você acompanha a turma enquanto o vocabulário cresce. O modo desfoque até passar o mouse transforma qualquer matéria num exercício de leitura.',
      bullets: ['Legendas bilíngues no Coursera, no edX e na Khan Academy', 'Tradução desfocada, para espiar só quando precisar', 'E-books exportados para o seu leitor digital'],
      illustration: 'learn',
    },
    {
      type: 'split',
      eyebrow: 'Pesquisadores',
      title: 'Revisão de literatura em todos os idiomas',
      text: 'Dê uma passada rápida em vários resumos de uma vez e depois leia com calma os artigos promissores no PDF Pro, que mantém fórmulas e tabelas intactas. Na hora de citar, a frase original está ali, pronta para entrar entre aspas.',
      bullets: ['PDF Pro para artigos em duas colunas e digitalizações', 'Tradutores de IA com a terminologia da sua área', 'Exportações bilíngues para o seu grupo de leitura'],
      illustration: 'pdf',
    },
    {
      type: 'split',
      eyebrow: 'Desenvolvedores',
      title: 'Documentação, issues e fóruns do mundo todo',
      text: 'Muitas vezes a solução está numa thread em outro idioma. O Diglot traduz o texto corrido e deixa os blocos de código em paz, então comandos e identificadores ficam exatamente como foram escritos.',
      bullets: ['Blocos de código nunca são traduzidos', 'Regras por site para a documentação que você lê todo dia', 'Issues em inglês escritas a partir do seu idioma'],
      illustration: 'engines',
    },
    {
      type: 'featureGrid',
      title: 'E muita gente mais',
      items: [
        { icon: 'chart', title: 'Investidores', text: 'Balanços, teleconferências de resultados e notícias locais de outros mercados, lidos no mesmo dia em que saem.' },
        { icon: 'briefcase', title: 'Profissionais com clientes lá fora', text: 'Mensagens de fornecedores e clientes respondidas no idioma deles a partir do seu, com a tradução na caixa de texto.' },
        { icon: 'camera', title: 'Criadores de conteúdo', text: 'Pesquise tendências lá fora e compartilhe citações bilíngues como imagens que o seu público consegue ler.' },
        { icon: 'users', title: 'Quem está aprendendo um idioma', text: 'Séries, romances e quadrinhos no idioma que você está aprendendo, com uma ajudinha a uma linha de distância.' },
      ],
    },
    {
      type: 'cta',
      title: 'Descubra a sua rotina',
      text: 'Começar com o Diglot é grátis, em todos os principais navegadores.',
      primary: { label: 'Instalar o Diglot de graça', href: '/download/' },
      secondary: { label: 'Central de aprendizado', href: '/learn/' },
    },
  ],
};

export default copy;
