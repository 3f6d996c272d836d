import type { SectionsCopy } from '../../../theme/marketing/types';

const copy: SectionsCopy = {
  meta: {
    title: 'Bem-vindo ao Diglot: os seus primeiros cinco minutos',
    description:
      'O Diglot está instalado. Fixe o ícone, escolha a sua língua, traduza a primeira página e fique a conhecer os três atalhos que fazem quase todo o trabalho.',
  },
  sections: [
    {
      type: 'hero',
      eyebrow: 'Boas-vindas',
      title: 'O Diglot está pronto. Vamos traduzir a sua primeira página.',
      lead: 'Obrigado por instalar o Diglot. Bastam cinco minutos com os passos abaixo para ficar a saber tudo o que precisa para a leitura do dia a dia; o resto pode esperar até lhe fazer falta.',
      primary: { label: 'Abrir o tutorial completo', href: '/docs/usage/' },
      secondary: { label: 'Ir para o centro de aprendizagem', href: '/learn/' },
      illustration: 'rocket',
    },
    {
      type: 'steps',
      id: 'first-steps',
      title: 'Os seus primeiros passos',
      items: [
        { title: 'Fixe o ícone', text: 'Abra o menu da peça de puzzle na barra de ferramentas do navegador e fixe o Diglot, para o ter à distância de um clique em qualquer página.' },
        { title: 'Escolha a língua de leitura', text: 'Clique no ícone do Diglot e selecione a língua em que quer ler. O Diglot lembra-se dela em todo o lado.' },
        { title: 'Traduza a página aberta', text: 'Clique em «Traduzir» na janela do Diglot ou prima Alt+A. Cada parágrafo ganha a tradução por baixo. Prima Alt+A outra vez para voltar ao original.' },
        { title: 'Escolha um motor', text: 'O motor integrado funciona logo de início. Mais tarde, pode juntar o DeepL, a OpenAI ou outro serviço com a sua própria chave.', link: { label: 'Serviços de tradução disponíveis', href: '/docs/services/' } },
      ],
    },
    {
      type: 'featureGrid',
      title: 'Três atalhos que vale a pena decorar',
      lead: 'Todos os atalhos podem ser alterados nas definições de extensões do seu navegador.',
      items: [
        { icon: 'keyboard', title: 'Alt+A', text: 'Traduz a página ou volta a mostrar o original.' },
        { icon: 'cursor', title: 'Ctrl premido e apontar', text: 'Traduz apenas o parágrafo que está debaixo do rato.' },
        { icon: 'keyboard', title: 'Barra de espaços {inputSpaces} vezes', text: 'Em qualquer caixa de texto, substitui o que escreveu pela respetiva tradução.' },
      ],
    },
    {
      type: 'featureGrid',
      title: 'Experimente com algo que costuma ler',
      items: [
        { icon: 'pdf', title: 'Um PDF', text: 'Abra uma ligação para um PDF e leia-o em duas línguas.', link: { label: 'Traduzir um PDF', href: '/f-pdf-translate/' } },
        { icon: 'video', title: 'Um vídeo', text: 'Reproduza um vídeo do YouTube com legendas e ative a segunda linha.', link: { label: 'Legendas em dupla linha', href: '/f-video-subtitle-translate/' } },
        { icon: 'palette', title: 'Um aspeto diferente', text: 'Mude o estilo de apresentação para realce, sublinhado ou desfocado até passar o cursor.', link: { label: 'Estilos de apresentação', href: '/docs/features/webpage/' } },
      ],
    },
    {
      type: 'cta',
      title: 'Já tem perguntas?',
      text: 'As perguntas frequentes respondem às dúvidas que mais ouvimos; a comunidade trata das restantes.',
      primary: { label: 'Consultar as perguntas frequentes', href: '/docs/faq/' },
      secondary: { label: 'Comunidade', href: '/docs/communities/' },
    },
  ],
};

export default copy;
