import type { SectionsCopy } from '../../../theme/marketing/types';

const copy: SectionsCopy = {
  meta: {
    title: 'Traduzir o texto dentro de imagens com o Diglot',
    description: 'Traduza as palavras em fotografias, capturas de ecrã, gráficos e infografias na própria página, com um modo gratuito no navegador e IA inteligente no Pro.',
  },
  sections: [
    {
      type: 'hero',
      eyebrow: 'Imagens traduzidas',
      title: 'As palavras da imagem, traduzidas onde estão',
      lead: 'Fotografias de produtos, gráficos num relatório, uma captura de ecrã num fórum, a ementa num blogue de viagens: o Diglot encontra o texto dentro da imagem e sobrepõe-lhe a tradução.',
      primary: { label: 'Instalar o Diglot, é gratuito', href: '/download/' },
      secondary: { label: 'Guia da tradução de imagens', href: '/docs/features/image/' },
      illustration: 'image',
    },
    {
      type: 'featureGrid',
      title: 'Dois modos à escolha',
      items: [
        { icon: 'zap', title: 'Gratuito, no navegador', text: 'No Chrome e no Edge, o reconhecimento de texto corre no seu próprio dispositivo. Ideal para capturas de ecrã nítidas e grafismos simples, e nada sai do seu computador.' },
        { icon: 'sparkles', title: 'Modo de IA inteligente', text: 'Com o Pro, as imagens difíceis seguem para o nosso serviço de IA: tipos de letra estilizados, texto curvo, baixa resolução e fundos carregados.', pro: true },
        { icon: 'cursor', title: 'Botão direito em qualquer imagem', text: 'Traduza uma única imagem a partir do menu de contexto, ou todas as imagens da página em conjunto com a tradução da página.' },
        { icon: 'palette', title: 'Sobreposições legíveis', text: 'A tradução é desenhada sobre um fundo a condizer para se ler bem, e basta passar o cursor para ver o original.' },
      ],
    },
    {
      type: 'split',
      title: 'Muito útil para lá da banda desenhada',
      text: 'Fazer compras em lojas estrangeiras, ler infografias, seguir um tutorial cheio de capturas de ecrã, analisar um gráfico no relatório anual de uma empresa de outro país — as imagens guardam muita informação que a tradução habitual de páginas nunca vê.',
      bullets: ['Capturas de ecrã e diagramas em documentação', 'Gráficos e tabelas guardados como imagem', 'Fotografias de produtos e embalagens'],
      illustration: 'image',
    },
    {
      type: 'faq',
      title: 'Perguntas sobre a tradução de imagens',
      items: [
        { q: 'Que navegadores suportam o modo gratuito?', a: 'O Chrome e o Edge. Nos outros navegadores, a tradução de imagens recorre ao modo de IA inteligente, que exige o Pro.' },
        { q: 'As minhas imagens ficam guardadas?', a: 'No modo gratuito não se carrega nada. No modo de IA inteligente, a imagem é enviada para ser traduzida e não é conservada depois.' },
        { q: 'Consegue traduzir imagens dentro de PDF?', a: 'Consegue: o PDF Pro lê o texto de páginas digitalizadas e de figuras ao reconstruir o documento.' },
      ],
    },
  ],
};

export default copy;
