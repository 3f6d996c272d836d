import type { SectionsCopy } from '../../../theme/marketing/types';

const copy: SectionsCopy = {
  meta: {
    title: 'Baixe o Diglot para Chrome, Edge, Firefox e Safari',
    description: 'Instale o Diglot no seu navegador, no Safari do Mac, iPhone e iPad ou no Android. A instalação é grátis e não pede conta.',
  },
  sections: [
    {
      type: 'hero',
      eyebrow: 'Download',
      title: 'O Diglot certo para o navegador que você usa',
      lead: 'O Diglot roda dentro do navegador, então não tem mais nada para instalar. Escolha o seu navegador aqui embaixo — a gente já deixou a opção certa em primeiro lugar.',
      primary: { label: 'Ver todas as opções de download', href: '#stores' },
      secondary: { label: 'Guia de instalação', href: '/docs/installation/' },
      note: 'Grátis · funciona no Windows, macOS, Linux, iOS e Android',
      illustration: 'install',
    },
    {
      type: 'download',
      title: 'Downloads',
      yourBrowser: 'Recomendado para o seu navegador',
      otherBrowsers: 'Outros navegadores',
      mobileTitle: 'Celulares e tablets',
      stores: {
        chrome: { name: 'Chrome', action: 'Usar no Chrome', note: 'Serve também para Brave, Arc, Opera, Vivaldi e outros navegadores baseados no Chromium.' },
        edge: { name: 'Navegador Microsoft Edge', action: 'Instalar no Edge', note: 'Pela loja de complementos do Edge, no Windows, no macOS e no Android.' },
        firefox: { name: 'Firefox', action: 'Adicionar ao Firefox', note: 'Pela loja de complementos do Firefox, no computador e no Android.' },
        safariMac: { name: 'Safari no Mac', action: 'Baixar na Mac App Store', note: 'Depois de instalar, ative em Safari › Ajustes › Extensões.' },
        safariIos: { name: 'Safari no iPhone e iPad', action: 'Baixar na App Store', note: 'Depois, libere em Ajustes › Apps › Safari › Extensões.' },
        mobileApp: { name: 'App do Diglot para celular', action: 'Ver o app na loja', note: 'Leia e traduza onde estiver, com suas configurações sincronizadas.' },
        apk: { name: 'APK para Android', action: 'Baixar o APK', note: 'Para aparelhos Android sem loja de apps; o antigo app de navegador não recebe mais atualizações.' },
        zip: { name: 'Chrome em .zip', action: 'Baixar o .zip', note: 'Para instalar manualmente.' },
      },
      manualTitle: 'Não consegue abrir a loja do seu navegador?',
      manualText: 'Dá para instalar a versão do Chrome a partir de um arquivo .zip em poucos passos, usando o “Modo do desenvolvedor” e a opção “Carregar sem compactação”.',
      manualLink: { label: 'Instalar manualmente', href: '/manual-chrome-extension/' },
    },
    {
      type: 'steps',
      title: 'Depois de instalar',
      items: [
        { title: 'Fixe o ícone', text: 'Clique no ícone de quebra-cabeça da barra de ferramentas e fixe o Diglot, para ele ficar sempre a um clique de distância.' },
        { title: 'Escolha o seu idioma', text: 'Abra o pop-up do Diglot e selecione o idioma em que você quer ler.' },
        { title: 'Traduza sua primeira página', text: 'Abra qualquer matéria em outro idioma e aperte Alt+A, ou clique em “Traduzir esta página”.', link: { label: 'Primeiros passos', href: '/welcome/' } },
      ],
    },
  ],
};

export default copy;
