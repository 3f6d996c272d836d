import type { SectionsCopy } from '../../../theme/marketing/types';

const copy: SectionsCopy = {
  meta: {
    title: 'Partilhe excertos bilingues como ligação ou imagem',
    description:
      'Encontrou um parágrafo que vale a pena mostrar? O Diglot transforma o original e a tradução numa ligação ou numa imagem limpa, pronta para conversas, redes sociais ou apontamentos.',
  },
  sections: [
    {
      type: 'hero',
      eyebrow: 'Partilha de conteúdo bilingue',
      title: 'Envie o original e a tradução de uma só vez',
      lead: 'Uma citação perde alguma coisa quando só segue a tradução, e o original sozinho deixa os seus amigos a adivinhar. Com o Diglot partilha as duas versões: escolha um excerto e envie-o como ligação ou como imagem.',
      primary: { label: 'Experimentar o Diglot sem pagar', href: '/download/' },
      secondary: { label: 'Como funciona a partilha', href: '/docs/share/' },
      illustration: 'share',
    },
    {
      type: 'featureGrid',
      title: 'Dois formatos, um clique para cada',
      items: [
        { icon: 'share', title: 'Ligação partilhável', text: 'Uma página curta com o excerto nas duas línguas e uma ligação para a fonte. Qualquer pessoa a pode abrir, tenha ou não o Diglot.' },
        { icon: 'image', title: 'Imagem partilhável', text: 'Um cartão cuidado com o original por cima da tradução, no tamanho certo para aplicações de mensagens e redes sociais. Sem capturas de ecrã para recortar.' },
        { icon: 'palette', title: 'O seu estilo de apresentação', text: 'O excerto partilhado mantém o aspeto com que o leu: uma tradução realçada ou sublinhada continua assim.' },
        { icon: 'lock', title: 'Só o que decidir', text: 'Nada é partilhado antes de carregar no botão, e apenas o excerto que selecionou entra na ligação ou na imagem.' },
      ],
    },
    {
      type: 'split',
      eyebrow: 'Quem partilha',
      title: 'Citações curtas, conversas longas',
      text: 'Um professor distribui um parágrafo de um artigo estrangeiro acompanhado da tradução. Uma investigadora envia a um colega a frase exata que pretende citar. Um criador publica uma linha de uma entrevista nas duas línguas, para que os seguidores vejam o que foi realmente dito.',
      bullets: ['Materiais de aula em duas línguas', 'Citações acompanhadas da formulação original', 'Frases bilingues para o seu público'],
      illustration: 'share',
    },
    {
      type: 'steps',
      title: 'Partilhar um excerto',
      items: [
        { title: 'Traduza a página de origem', text: 'Ative a tradução bilingue como de costume, com o ícone da barra de ferramentas ou com Alt+A.' },
        { title: 'Selecione o excerto', text: 'Realce os parágrafos pretendidos. Surge uma pequena barra de ferramentas junto à seleção.' },
        { title: 'Escolha ligação ou imagem', text: 'Copie a ligação ou guarde a imagem e cole-a onde estiverem os seus leitores.' },
      ],
    },
    {
      type: 'faq',
      title: 'Perguntas sobre a partilha',
      items: [
        { q: 'A pessoa que recebe precisa do Diglot?', a: 'Não. As ligações abrem em qualquer navegador e as imagens são ficheiros de imagem comuns.' },
        { q: 'Posso apagar uma ligação mais tarde?', a: 'Pode. As suas ligações partilhadas ficam listadas na sua conta, onde pode eliminar qualquer uma delas.' },
        { q: 'A partilha está incluída no plano gratuito?', a: 'Está: partilhar excertos funciona tanto no plano Gratuito como no Pro.' },
      ],
    },
  ],
};

export default copy;
