import type { SectionsCopy } from '../../../theme/marketing/types';

const copy: SectionsCopy = {
  meta: {
    title: 'Diglot no celular: iPhone, iPad e Android',
    description: 'Leia sites bilíngues no iPhone, iPad e Android com a extensão do Safari, o Edge ou Firefox para Android, ou o APK, com tradução pensada para o toque.',
  },
  sections: [
    {
      type: 'hero',
      eyebrow: 'Celular',
      title: 'Leitura bilíngue na palma da mão',
      lead: 'As matérias que você guarda para ler no ônibus, o manual que você consulta no trabalho, o fórum que você olha antes de dormir: o Diglot traduz tudo isso no celular também, com o original sempre ao lado.',
      primary: { label: 'Baixar o Diglot para celular', href: '/download/#stores' },
      secondary: { label: 'Guia de configuração', href: '/docs/installation/#safari' },
      illustration: 'mobile',
    },
    {
      type: 'featureGrid',
      title: 'Três jeitos de usar',
      items: [
        { icon: 'mobile', title: 'Safari no iPhone e no iPad', text: 'Instale pela App Store e depois libere o Diglot em Ajustes › Apps › Safari › Extensões. Ele funciona em todas as abas do Safari.' },
        { icon: 'puzzle', title: 'Edge e Firefox no Android', text: 'Os dois navegadores rodam extensões no Android. Adicione o Diglot pela loja de complementos deles e ele funciona igualzinho ao computador.' },
        { icon: 'download', title: 'O APK para Android', text: 'Em aparelhos sem esses navegadores, instale o APK direto. O antigo app de navegador para Android não recebe mais atualizações.' },
      ],
    },
    {
      type: 'split',
      title: 'Feito para o toque',
      text: 'Celular não tem tecla Ctrl, então o Diglot usa gestos: um toque no botão flutuante traduz a página, e tocar e segurar um parágrafo traduz só ele. Todo o resto funciona como no computador.',
      bullets: ['Botão flutuante que você esconde em cada site', 'Gestos para traduzir um parágrafo só', 'Os mesmos estilos de exibição e tradutores do computador'],
      illustration: 'mobile',
    },
    {
      type: 'faq',
      title: 'Dúvidas sobre o celular',
      items: [
        { q: 'Minhas configurações do computador vêm junto?', a: 'Entre com a mesma conta e suas escolhas de idioma, tradutor e estilo acompanham você.' },
        { q: 'O Chrome para Android funciona com o Diglot?', a: 'O Chrome no Android não roda extensões. Use o Edge ou o Firefox no Android, ou então o APK.' },
        { q: 'Vai gastar muito da minha internet?', a: 'Só o texto que você traduz é enviado ao serviço de tradução, então uma página costuma gastar poucos kilobytes.' },
      ],
    },
    {
      type: 'copyLink',
      title: 'Abra esta página no celular',
      text: 'Copie o link, mande para você mesmo e instale pelo navegador do celular.',
      href: '/download/',
      button: 'Copiar link',
    },
  ],
};

export default copy;
