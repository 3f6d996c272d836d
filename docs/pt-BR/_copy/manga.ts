import type { SectionsCopy } from '../../../theme/marketing/types';

const copy: SectionsCopy = {
  meta: {
    title: 'Tradução de mangás e quadrinhos com o Diglot',
    description: 'Traduza os balões de mangás, manhwas e quadrinhos nos sites onde você já lê, sem estragar a arte. Faz parte do Diglot Pro.',
  },
  sections: [
    {
      type: 'hero',
      eyebrow: 'Tradução de mangá · Pro',
      title: 'Leia hoje o capítulo que saiu hoje',
      lead: 'A tradução oficial leva meses e a scan pode nunca sair. O Diglot lê os balões de fala, traduz e encaixa o texto de volta na página, para você acompanhar a série no ritmo do lançamento original.',
      primary: { label: 'Teste grátis por 3 dias', href: '/deals/manga/' },
      secondary: { label: 'Ver os planos Pro', href: '/pricing/' },
      illustration: 'manga',
    },
    {
      type: 'featureGrid',
      title: 'Feito para o jeito que os quadrinhos são desenhados',
      items: [
        { icon: 'manga', title: 'O texto de volta no balão', text: 'A tradução é encaixada no balão original, no tamanho do espaço, para o quadro continuar com cara de quadrinho.' },
        { icon: 'columns', title: 'Vertical e da direita para a esquerda', text: 'Texto vertical japonês, páginas lidas da direita para a esquerda e tirinhas de webtoon coreano: tudo lido na ordem certa.' },
        { icon: 'sparkles', title: 'Onomatopeias e placas', text: 'Onomatopeias desenhadas à mão e placas no cenário também podem ser traduzidas — ou ficar como estão, se você preferir.' },
        { icon: 'globe', title: 'Nos sites que você já usa', text: 'Funciona em leitores populares como Pixiv, MangaDex e MANGA Plus, e em qualquer página que mostre imagens de quadrinhos.' },
      ],
    },
    {
      type: 'split',
      title: 'Original ou tradução? Uma tecla resolve',
      text: 'Quer ver o letreiramento original? Aperte Alt+A para voltar e aperte de novo para ver a tradução. Os capítulos já traduzidos ficam em cache, então reler não custa nada.',
      bullets: ['Arte e disposição dos quadros preservadas', 'Letreiramento original a uma tecla de distância', 'Capítulos traduzidos em cache para reler'],
      illustration: 'manga',
    },
    {
      type: 'faq',
      title: 'Dúvidas sobre tradução de mangá',
      items: [
        { q: 'A tradução de mangá é gratuita?', a: 'Ela faz parte do Pro, porque ler e redesenhar imagens usa IA nos nossos servidores. Quem é novo pode testar grátis por três dias.' },
        { q: 'Quais idiomas funcionam?', a: 'Quadrinhos japoneses, coreanos e chineses para qualquer um dos {languages} idiomas que o Diglot suporta — e quadrinhos ocidentais também.' },
        { q: 'O capítulo é baixado em algum lugar?', a: 'Só as imagens da página que você está lendo são processadas para a tradução; não guardamos cópias dos quadrinhos.' },
      ],
    },
    {
      type: 'cta',
      title: 'Seu próximo capítulo, no seu idioma',
      primary: { label: 'Resgatar o teste grátis', href: '/deals/manga/' },
      secondary: { label: 'Ler o guia de mangá', href: '/docs/features/manga/' },
    },
  ],
};

export default copy;
