import type { SectionsCopy } from '../../../theme/marketing/types';

const copy: SectionsCopy = {
  meta: {
    title: 'Traduza o texto dentro de imagens com o Diglot',
    description: 'Traduza o texto de fotos, prints, gráficos e infográficos na própria página, com um modo gratuito no navegador e tradução com IA inteligente no Pro.',
  },
  sections: [
    {
      type: 'hero',
      eyebrow: 'Tradução de imagens',
      title: 'O texto da imagem, traduzido bem onde ele está',
      lead: 'Fotos de produto, gráficos de um relatório, um print num post de fórum, o cardápio num blog de viagem: o Diglot encontra o texto dentro da imagem e coloca a tradução por cima.',
      primary: { label: 'Instalar o Diglot de graça', href: '/download/' },
      secondary: { label: 'Guia de tradução de imagens', href: '/docs/features/image/' },
      illustration: 'image',
    },
    {
      type: 'featureGrid',
      title: 'Dois modos',
      items: [
        { icon: 'zap', title: 'Grátis, no seu navegador', text: 'No Chrome e no Edge, o reconhecimento de texto roda no seu próprio aparelho. Ótimo para prints nítidos e gráficos simples, e nada sai do seu computador.' },
        { icon: 'sparkles', title: 'Tradução com IA inteligente', text: 'No Pro, as imagens difíceis vão para o nosso serviço de IA: fontes estilizadas, texto curvo, baixa resolução e fundos carregados.', pro: true },
        { icon: 'cursor', title: 'Clique com o botão direito', text: 'Traduza uma imagem só pelo menu de contexto dela, ou todas as imagens da página junto com a tradução da página.' },
        { icon: 'palette', title: 'Sobreposição fácil de ler', text: 'A tradução vem com um fundo que combina com a imagem, para continuar legível, e é só passar o mouse para ver o original.' },
      ],
    },
    {
      type: 'split',
      title: 'Útil muito além dos quadrinhos',
      text: 'Comprar em loja gringa, ler infográficos, seguir um tutorial cheio de prints, conferir um gráfico no relatório anual de uma empresa estrangeira — as imagens guardam um monte de informação que a tradução comum da página nem enxerga.',
      bullets: ['Prints e diagramas em documentação', 'Gráficos e tabelas salvos como imagem', 'Fotos de produtos e embalagens'],
      illustration: 'image',
    },
    {
      type: 'faq',
      title: 'Dúvidas sobre tradução de imagens',
      items: [
        { q: 'Quais navegadores têm o modo gratuito?', a: 'Chrome e Edge. Nos outros navegadores, a tradução de imagens usa o modo de IA inteligente, que exige o Pro.' },
        { q: 'Minhas imagens ficam guardadas?', a: 'No modo gratuito, nada é enviado. No modo de IA inteligente, a imagem é enviada para ser traduzida e não fica armazenada depois.' },
        { q: 'Dá para traduzir imagens dentro de PDFs?', a: 'Dá: o PDF Pro lê o texto de páginas escaneadas e de figuras enquanto reconstrói o documento.' },
      ],
    },
  ],
};

export default copy;
