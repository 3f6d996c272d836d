import type { SectionsCopy } from '../../../theme/marketing/types';

const copy: SectionsCopy = {
  meta: {
    title: 'Tradução de manga e banda desenhada com o Diglot',
    description: 'Traduza os balões de fala de manga, manhwa e banda desenhada nos sites onde já lê, sem estragar os desenhos. Incluído no Diglot Pro.',
  },
  sections: [
    {
      type: 'hero',
      eyebrow: 'Tradução de manga · Pro',
      title: 'O capítulo acabou de sair? Leia-o já.',
      lead: 'As traduções oficiais demoram meses e as dos fãs podem nunca chegar. O Diglot lê os balões de fala, traduz o texto e volta a colocá-lo na página, para que possa acompanhar uma série ao ritmo da publicação original.',
      primary: { label: 'Experimentar 3 dias sem pagar', href: '/deals/manga/' },
      secondary: { label: 'Conhecer os planos Pro', href: '/pricing/' },
      illustration: 'manga',
    },
    {
      type: 'featureGrid',
      title: 'Pensado para a forma como a BD é desenhada',
      items: [
        { icon: 'manga', title: 'O texto volta ao balão', text: 'A tradução é encaixada no balão original, ajustada ao espaço disponível, para que a vinheta continue a ler-se como banda desenhada.' },
        { icon: 'columns', title: 'Texto vertical e leitura invertida', text: 'O texto vertical japonês, a ordem de páginas da direita para a esquerda e as tiras de webtoon coreanas são todos lidos na sequência certa.' },
        { icon: 'sparkles', title: 'Onomatopeias e letreiros', text: 'As onomatopeias desenhadas à mão e os letreiros do cenário também podem ser traduzidos — ou ficar como estão, se preferir.' },
        { icon: 'globe', title: 'Nos sites que já usa', text: 'Funciona em leitores populares como o Pixiv, o MangaDex e o MANGA Plus, e em qualquer página que mostre imagens de banda desenhada.' },
      ],
    },
    {
      type: 'split',
      title: 'Alterne entre original e tradução com uma só tecla',
      text: 'Quer ver a letragem original? Prima Alt+A para voltar atrás e prima de novo para regressar à tradução. Os capítulos já traduzidos ficam em cache, por isso reler não gasta nada.',
      bullets: ['Desenhos e disposição das vinhetas preservados', 'Letragem original à distância de uma tecla', 'Capítulos traduzidos guardados em cache para reler'],
      illustration: 'manga',
    },
    {
      type: 'faq',
      title: 'Perguntas sobre a tradução de manga',
      items: [
        { q: 'A tradução de manga é gratuita?', a: 'Faz parte do Pro, porque ler e redesenhar imagens exige IA a correr nos nossos servidores. Os novos utilizadores podem experimentá-la gratuitamente durante três dias.' },
        { q: 'Que línguas são suportadas?', a: 'Banda desenhada japonesa, coreana e chinesa para qualquer uma das {languages} línguas suportadas pelo Diglot, e também BD ocidental.' },
        { q: 'O capítulo é transferido para algum lado?', a: 'Só as imagens da página que está a ler são processadas para serem traduzidas; não guardamos cópias da banda desenhada.' },
      ],
    },
    {
      type: 'cta',
      title: 'O próximo capítulo, já na sua língua',
      primary: { label: 'Ativar a experiência gratuita', href: '/deals/manga/' },
      secondary: { label: 'Ler o guia de manga', href: '/docs/features/manga/' },
    },
  ],
};

export default copy;
