import type { SectionsCopy } from '../../../theme/marketing/types';

const copy: SectionsCopy = {
  meta: {
    title: 'Transferir o Diglot para Chrome, Edge, Firefox e Safari',
    description: 'Instale o Diglot no seu navegador, no Safari para Mac, iPhone e iPad, ou no Android. Instalação gratuita e sem necessidade de conta.',
  },
  sections: [
    {
      type: 'hero',
      eyebrow: 'Transferências',
      title: 'O Diglot para o navegador que já utiliza',
      lead: 'O Diglot funciona dentro do navegador, por isso não há mais nada para instalar. Escolha o seu navegador na lista abaixo; a versão certa para si já aparece em primeiro lugar.',
      primary: { label: 'Ver todas as versões', href: '#stores' },
      secondary: { label: 'Como instalar, passo a passo', href: '/docs/installation/' },
      note: 'Gratuito · para Windows, macOS, Linux, iOS e Android',
      illustration: 'install',
    },
    {
      type: 'download',
      title: 'Versões disponíveis',
      yourBrowser: 'Sugerido para este navegador',
      otherBrowsers: 'Restantes navegadores',
      mobileTitle: 'Telemóveis e tablets',
      stores: {
        chrome: { name: 'Chrome', action: 'Adicionar ao Chrome', note: 'Serve também para o Brave, Arc, Opera, Vivaldi e outros navegadores baseados em Chromium.' },
        edge: { name: 'Edge da Microsoft', action: 'Obter para o Edge', note: 'Através da loja de suplementos do Edge, em Windows, macOS e Android.' },
        firefox: { name: 'Firefox', action: 'Instalar no Firefox', note: 'Através dos Extras do Firefox, no computador e no Android.' },
        safariMac: { name: 'Safari para Mac', action: 'Descarregar na Mac App Store', note: 'Depois de instalar, ative-o em Safari › Definições › Extensões.' },
        safariIos: { name: 'Safari para iPhone e iPad', action: 'Descarregar na App Store', note: 'Em seguida, autorize-o em Definições › Apps › Safari › Extensões.' },
        mobileApp: { name: 'Aplicação Diglot para telemóvel', action: 'Ver a aplicação na loja', note: 'Leia e traduza em qualquer lado, com as suas definições sincronizadas.' },
        apk: { name: 'Android (ficheiro APK)', action: 'Transferir o APK', note: 'Para dispositivos Android sem loja de aplicações; a antiga aplicação de navegador deixou de ser mantida.' },
        zip: { name: 'Chrome em ZIP', action: 'Transferir o ZIP', note: 'Para instalação manual.' },
      },
      manualTitle: 'Não consegue aceder à loja do seu navegador?',
      manualText: 'Pode instalar a versão para Chrome a partir de um ficheiro ZIP em poucos passos, com o «Modo de programador» e a opção «Carregar expandida».',
      manualLink: { label: 'Instalação manual', href: '/manual-chrome-extension/' },
    },
    {
      type: 'steps',
      title: 'Concluída a instalação',
      items: [
        { title: 'Fixe o ícone na barra', text: 'Clique no ícone em forma de peça de puzzle na barra de ferramentas e fixe o Diglot, para o ter sempre à distância de um clique.' },
        { title: 'Defina a sua língua', text: 'Abra a janela do Diglot e escolha a língua em que quer ler.' },
        { title: 'Traduza a sua primeira página', text: 'Abra um artigo numa língua estrangeira e prima Alt+A, ou clique em «Traduzir esta página».', link: { label: 'Guia de boas-vindas', href: '/welcome/' } },
      ],
    },
  ],
};

export default copy;
