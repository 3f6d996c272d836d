import type { SectionsCopy } from '../../../theme/marketing/types';

const copy: SectionsCopy = {
  meta: {
    title: 'Boas-vindas ao Diglot: seus primeiros cinco minutos',
    description:
      'O Diglot está instalado. Fixe o ícone, escolha seu idioma, traduza sua primeira página e aprenda os três atalhos que fazem quase todo o trabalho.',
  },
  sections: [
    {
      type: 'hero',
      eyebrow: 'Boas-vindas',
      title: 'Tudo pronto! Vamos traduzir sua primeira página.',
      lead: 'Valeu por instalar o Diglot. Com cinco minutinhos nos passos abaixo, você aprende tudo o que precisa para a leitura do dia a dia; o resto pode esperar até você querer.',
      primary: { label: 'Abrir o tutorial', href: '/docs/usage/' },
      secondary: { label: 'Central de aprendizado', href: '/learn/' },
      illustration: 'rocket',
    },
    {
      type: 'steps',
      id: 'first-steps',
      title: 'Seus primeiros passos',
      items: [
        { title: 'Fixe o ícone', text: 'Abra o menu de quebra-cabeça na barra de ferramentas do navegador e fixe o Diglot, para ele ficar a um clique em qualquer página.' },
        { title: 'Escolha seu idioma', text: 'Clique no ícone do Diglot e selecione o idioma em que você quer ler. O Diglot lembra dessa escolha em todo lugar.' },
        { title: 'Traduza esta página', text: 'Clique em “Traduzir” no pop-up ou aperte Alt+A. Cada parágrafo ganha a tradução logo embaixo. Aperte Alt+A de novo para voltar ao original.' },
        { title: 'Escolha um tradutor', text: 'O tradutor embutido já funciona de cara. Depois, se quiser, você adiciona o DeepL, a OpenAI ou outro serviço com a sua própria chave.', link: { label: 'Serviços de tradução', href: '/docs/services/' } },
      ],
    },
    {
      type: 'featureGrid',
      title: 'Três atalhos que valem a pena decorar',
      lead: 'Todos os atalhos podem ser alterados nas configurações de extensões do navegador.',
      items: [
        { icon: 'keyboard', title: 'Alt+A', text: 'Traduz a página ou mostra o original de novo.' },
        { icon: 'cursor', title: 'Ctrl + apontar', text: 'Traduz só o parágrafo que está embaixo do mouse.' },
        { icon: 'keyboard', title: 'Barra de espaço {inputSpaces} vezes', text: 'Em qualquer caixa de texto, troca o que você digitou pela tradução.' },
      ],
    },
    {
      type: 'featureGrid',
      title: 'Teste com algo que você lê',
      items: [
        { icon: 'pdf', title: 'Um PDF', text: 'Abra qualquer link de PDF e leia em dois idiomas.', link: { label: 'PDF em dois idiomas', href: '/f-pdf-translate/' } },
        { icon: 'video', title: 'Um vídeo', text: 'Dê o play num vídeo do YouTube com legenda e ative a segunda linha.', link: { label: 'Legenda bilíngue', href: '/f-video-subtitle-translate/' } },
        { icon: 'palette', title: 'Um visual novo', text: 'Troque o estilo de exibição para marca-texto, sublinhado ou desfoque até passar o mouse.', link: { label: 'Estilos de exibição', href: '/docs/features/webpage/' } },
      ],
    },
    {
      type: 'cta',
      title: 'Já bateu alguma dúvida?',
      text: 'As perguntas frequentes respondem às que mais ouvimos, e a comunidade responde ao resto.',
      primary: { label: 'Ler as perguntas frequentes', href: '/docs/faq/' },
      secondary: { label: 'Comunidade', href: '/docs/communities/' },
    },
  ],
};

export default copy;
