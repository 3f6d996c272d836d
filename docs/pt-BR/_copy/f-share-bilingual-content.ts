import type { SectionsCopy } from '../../../theme/marketing/types';

const copy: SectionsCopy = {
  meta: {
    title: 'Compartilhe trechos bilíngues como link ou imagem',
    description:
      'Achou um parágrafo que merece ser repassado? O Diglot transforma original e tradução num link ou numa imagem caprichada para o chat, as redes ou a aula.',
  },
  sections: [
    {
      type: 'hero',
      eyebrow: 'Compartilhe conteúdo bilíngue',
      title: 'Mande o original e a tradução juntinhos',
      lead: 'Uma citação perde alguma coisa quando você manda só a tradução, e o original sozinho deixa seus amigos boiando. Com o Diglot você compartilha os dois: escolha um trecho e envie como link ou como imagem.',
      primary: { label: 'Instalar o Diglot de graça', href: '/download/' },
      secondary: { label: 'Como funciona o compartilhamento', href: '/docs/share/' },
      illustration: 'share',
    },
    {
      type: 'featureGrid',
      title: 'Dois formatos, um clique cada',
      items: [
        { icon: 'share', title: 'Link para compartilhar', text: 'Uma página curtinha com o trecho nos dois idiomas e um link para a fonte. Qualquer pessoa abre, tendo o Diglot ou não.' },
        { icon: 'image', title: 'Imagem para compartilhar', text: 'Um cartão bem organizado com o original em cima e a tradução embaixo, no tamanho certo para apps de mensagem e posts. Nada de recortar print.' },
        { icon: 'palette', title: 'Seu estilo de exibição', text: 'O trecho compartilhado mantém o visual em que você leu, então uma tradução com marca-texto ou sublinhado continua assim.' },
        { icon: 'lock', title: 'Só o que você escolher', text: 'Nada é compartilhado até você apertar o botão, e só o trecho selecionado vai para o link ou para a imagem.' },
      ],
    },
    {
      type: 'split',
      eyebrow: 'Quem compartilha',
      title: 'Citações curtas, conversas que rendem',
      text: 'Professores distribuem um parágrafo de uma matéria estrangeira já com a tradução. Pesquisadores mandam para um colega a frase exata que pretendem citar. Criadores de conteúdo postam um trecho de entrevista nos dois idiomas para os seguidores verem o que foi dito de verdade.',
      bullets: ['Material de aula em dois idiomas', 'Citações com a redação original', 'Frases bilíngues para o seu público'],
      illustration: 'share',
    },
    {
      type: 'steps',
      title: 'Compartilhe um trecho',
      items: [
        { title: 'Traduza a página', text: 'Ative a tradução bilíngue como sempre, pelo ícone da barra de ferramentas ou com Alt+A.' },
        { title: 'Selecione o trecho', text: 'Destaque os parágrafos que quiser. Uma pequena barra de ferramentas aparece ao lado da seleção.' },
        { title: 'Escolha link ou imagem', text: 'Copie o link ou salve a imagem, e cole onde os seus leitores estiverem.' },
      ],
    },
    {
      type: 'faq',
      title: 'Dúvidas sobre compartilhamento',
      items: [
        { q: 'A pessoa que recebe precisa ter o Diglot?', a: 'Não. Os links abrem em qualquer navegador e as imagens são arquivos de imagem comuns.' },
        { q: 'Posso apagar um link depois?', a: 'Pode. Seus links compartilhados ficam listados na sua conta, e lá você remove o que quiser.' },
        { q: 'Compartilhar faz parte do plano gratuito?', a: 'Faz, sim: compartilhar trechos funciona tanto no Gratuito quanto no Pro.' },
      ],
    },
  ],
};

export default copy;
