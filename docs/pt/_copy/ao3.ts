import type { SectionsCopy } from '../../../theme/marketing/types';

const copy: SectionsCopy = {
  meta: {
    title: 'Leia fan fiction do AO3 e de outros sites na sua língua',
    description: 'Tradução bilingue para o Archive of Our Own e outros sites de fan fiction, capítulo a capítulo, mantendo a navegação, as notas e as etiquetas.',
  },
  sections: [
    {
      type: 'hero',
      eyebrow: 'Fan fiction',
      title: 'Todas as histórias, seja qual for a língua em que foram escritas',
      lead: 'Algumas das melhores histórias do seu fandom estão escritas numa língua que não domina. O Diglot traduz as obras do Archive of Our Own e de outros sites de fan fiction parágrafo a parágrafo, com o texto original do autor sempre ali ao lado.',
      primary: { label: 'Instalar o Diglot sem custos', href: '/download/' },
      secondary: { label: 'Sites com tratamento próprio', href: '/docs/sites/' },
      illustration: 'book',
    },
    {
      type: 'featureGrid',
      title: 'Feito à medida dos arquivos de ficção',
      items: [
        { icon: 'book', title: 'Um capítulo de cada vez', text: 'Abra um capítulo e ele é traduzido; avance para o seguinte com os botões do próprio site e o Diglot acompanha-o.' },
        { icon: 'columns', title: 'Original junto da tradução', text: 'Diálogos, trocadilhos e honoríficos sabem melhor quando se pode espreitar a frase original.' },
        { icon: 'check', title: 'Etiquetas, notas e resumos', text: 'Os resumos, as notas do autor e as etiquetas também são traduzidos, para decidir o que ler antes de começar.' },
        { icon: 'sparkles', title: 'IA atenta ao contexto', text: 'Com o Pro, a tradução por IA mantém nomes e tom coerentes ao longo de um capítulo extenso.', pro: true },
      ],
    },
    {
      type: 'split',
      title: 'Com respeito por quem escreve',
      text: 'O Diglot traduz só para si, no seu navegador. Nada é publicado noutro lado e a obra continua no arquivo, por isso os kudos e os comentários chegam ao autor como sempre.',
      bullets: ['Nada é copiado nem volta a ser publicado', 'Kudos e comentários continuam a funcionar', 'Compatível com a vista da obra completa e a vista por capítulo'],
      illustration: 'book',
    },
    {
      type: 'faq',
      title: 'Perguntas dos leitores',
      items: [
        { q: 'Funciona com a vista «Entire work»?', a: 'Funciona. As obras longas vão sendo traduzidas à medida que desce na página, que continua rápida.' },
        { q: 'Posso deixar os nomes das personagens por traduzir?', a: 'Pode. Acrescente-os ao glossário nas definições do prompt de IA e ficam tal como foram escritos.' },
        { q: 'Que outros sites de fan fiction são compatíveis?', a: 'Qualquer site com texto normal funciona; a página de sites com tratamento próprio indica os que têm tratamento adicional.' },
      ],
    },
  ],
};

export default copy;
