import type { SectionsCopy } from '../../../theme/marketing/types';

const copy: SectionsCopy = {
  meta: {
    title: 'Leia o AO3 e outras fanfics no seu idioma',
    description: 'Tradução bilíngue para o Archive of Our Own e outros sites de fanfic, capítulo por capítulo, mantendo navegação, notas e tags.',
  },
  sections: [
    {
      type: 'hero',
      eyebrow: 'Fanfic',
      title: 'Toda fic, não importa em que idioma foi escrita',
      lead: 'Algumas das melhores histórias do seu fandom estão num idioma que você não lê. O Diglot traduz as obras do Archive of Our Own e de outros sites de fanfic parágrafo por parágrafo, com o texto original da autora ou do autor ali do lado.',
      primary: { label: 'Instalar o Diglot de graça', href: '/download/' },
      secondary: { label: 'Suporte específico por site', href: '/docs/sites/' },
      illustration: 'book',
    },
    {
      type: 'featureGrid',
      title: 'Pensado para o jeito que os arquivos de fanfic funcionam',
      items: [
        { icon: 'book', title: 'Capítulo por capítulo', text: 'Abriu o capítulo, ele já vem traduzido; passe para o próximo com os botões do próprio site e o Diglot vai junto.' },
        { icon: 'columns', title: 'Original ao lado da tradução', text: 'Diálogos, trocadilhos e honoríficos ficam muito mais gostosos quando dá para espiar a frase original.' },
        { icon: 'check', title: 'Tags, notas e resumos', text: 'Resumos, notas de autor e tags também são traduzidos, para você decidir o que ler antes de começar.' },
        { icon: 'sparkles', title: 'IA que entende o contexto', text: 'No Pro, a tradução com IA mantém nomes e tom consistentes do começo ao fim de um capítulo longo.', pro: true },
      ],
    },
    {
      type: 'split',
      title: 'Com todo o respeito a quem escreve',
      text: 'O Diglot traduz só para você, dentro do seu navegador. Nada é republicado e a obra continua no arquivo original, então os kudos e comentários seguem chegando a quem escreveu.',
      bullets: ['Nada é copiado nem republicado', 'Kudos e comentários funcionam normalmente', 'Funciona tanto na obra inteira quanto capítulo a capítulo'],
      illustration: 'book',
    },
    {
      type: 'faq',
      title: 'Perguntas de quem lê fanfic',
      items: [
        { q: 'Funciona com a opção “Entire work”?', a: 'Funciona. Obras longas são traduzidas conforme você rola a página, então tudo continua rápido.' },
        { q: 'Dá para deixar os nomes dos personagens sem tradução?', a: 'Dá. Coloque os nomes no seu glossário, nas configurações de prompt da IA, e eles ficam exatamente como foram escritos.' },
        { q: 'Que outros sites de fanfic funcionam?', a: 'Qualquer site com texto comum funciona; a página de suporte por site lista os que recebem um tratamento especial.' },
      ],
    },
  ],
};

export default copy;
