import type { SectionsCopy } from '../../../theme/marketing/types';

const copy: SectionsCopy = {
  meta: {
    title: 'Instale o Diglot manualmente no Chrome, Edge e outros',
    description:
      'Sem acesso à Chrome Web Store? Baixe o .zip do Diglot, ative o Modo do desenvolvedor e carregue a extensão sem compactação em cinco passos.',
  },
  sections: [
    {
      type: 'hero',
      eyebrow: 'Instalação manual',
      title: 'Instale o Diglot sem passar pela Chrome Web Store',
      lead: 'Algumas redes e computadores de empresa bloqueiam a Chrome Web Store. Mesmo assim dá para instalar o Diglot: baixe a mesma versão do Chrome num arquivo .zip e carregue você mesmo. Funciona no Chrome, Edge, Brave, Arc, Opera e outros navegadores baseados no Chromium.',
      primary: { label: 'Baixar o arquivo .zip', href: '/manual-chrome-extension/zip/' },
      secondary: { label: 'Prefiro usar a loja', href: '/download/' },
      illustration: 'install',
    },
    {
      type: 'steps',
      id: 'steps',
      title: 'Cinco passos',
      items: [
        { title: 'Baixe o .zip', text: 'Baixe o .zip mais recente do Diglot para Chrome e salve num lugar onde ele vai ficar, como a pasta Documentos.', link: { label: 'Página de download', href: '/manual-chrome-extension/zip/' } },
        { title: 'Descompacte', text: 'Extraia o arquivo para uma pasta. Não apague essa pasta: o navegador carrega o Diglot a partir dela toda vez que abre.' },
        { title: 'Abra a página de extensões', text: 'Digite este endereço na barra de endereços e aperte Enter (no Edge, use edge://extensions).', copy: 'chrome://extensions' },
        { title: 'Ative o Modo do desenvolvedor', text: 'Ligue o “Modo do desenvolvedor” no canto superior direito (no Edge, fica no canto inferior esquerdo). Novos botões vão aparecer.' },
        { title: 'Carregue sem compactação', text: 'Clique em “Carregar sem compactação” e escolha a pasta que você extraiu — aquela que contém o manifest.json. O Diglot aparece na lista e na barra de ferramentas.' },
      ],
    },
    {
      type: 'faq',
      title: 'Dúvidas sobre a instalação manual',
      items: [
        { q: 'O Diglot vai se atualizar sozinho?', a: 'Não. Instalações manuais não são atualizadas automaticamente. Baixe o novo .zip, substitua o conteúdo da pasta e clique na seta de recarregar na página de extensões. Suas configurações são mantidas.' },
        { q: 'O Chrome avisa que a extensão não veio da loja. Tem problema?', a: 'O Chrome mostra esse aviso para toda extensão carregada sem compactação. Pode fechar o aviso; o Diglot funciona do mesmo jeito.' },
        { q: 'Apareceu “Arquivo de manifesto ausente ou ilegível”. E agora?', a: 'Você escolheu a pasta errada. Selecione a pasta que contém o manifest.json diretamente, e não a pasta acima dela.' },
        { q: 'Posso trocar para a versão da loja depois?', a: 'Pode. Remova a cópia manual e instale pela loja. Entre na sua conta para recuperar suas configurações.' },
      ],
    },
    {
      type: 'cta',
      title: 'Instalou? Agora é só ler.',
      primary: { label: 'Primeiros passos no Diglot', href: '/welcome/' },
      secondary: { label: 'Guia completo de instalação', href: '/docs/installation/' },
    },
  ],
};

export default copy;
