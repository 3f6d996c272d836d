import type { SectionsCopy } from '../../../theme/marketing/types';

const copy: SectionsCopy = {
  meta: {
    title: 'Instalar o Diglot à mão no Chrome, Edge e outros Chromium',
    description:
      'Sem acesso à Chrome Web Store? Transfira o ZIP do Diglot, ative o «Modo de programador» e carregue a extensão expandida em cinco passos.',
  },
  sections: [
    {
      type: 'hero',
      eyebrow: 'Instalar à mão',
      title: 'O Diglot instalado sem recorrer à Chrome Web Store',
      lead: 'Algumas redes e computadores de empresa bloqueiam a Chrome Web Store. Mesmo assim, pode instalar o Diglot: transfira a mesma versão para Chrome num ficheiro ZIP e carregue-a por sua conta. Funciona no Chrome, Edge, Brave, Arc, Opera e noutros navegadores Chromium.',
      primary: { label: 'Transferir o ficheiro ZIP', href: '/manual-chrome-extension/zip/' },
      secondary: { label: 'Preferir a loja oficial', href: '/download/' },
      illustration: 'install',
    },
    {
      type: 'steps',
      id: 'steps',
      title: 'Cinco passos',
      items: [
        { title: 'Transfira o ZIP', text: 'Obtenha o ZIP mais recente do Diglot para Chrome e guarde-o num local onde o vá manter, como a pasta Documentos.', link: { label: 'Página de transferência', href: '/manual-chrome-extension/zip/' } },
        { title: 'Descompacte-o', text: 'Extraia o ficheiro para uma pasta. Não apague essa pasta: o navegador carrega o Diglot a partir dela sempre que arranca.' },
        { title: 'Abra a página das extensões', text: 'Escreva este endereço na barra de endereço e prima Enter (no Edge, use edge://extensions).', copy: 'chrome://extensions' },
        { title: 'Ative o modo de programador', text: 'Ligue o «Modo de programador» no canto superior direito (no canto inferior esquerdo, no Edge). Aparecem novos botões.' },
        { title: 'Carregue a extensão expandida', text: 'Clique em «Carregar expandida» e escolha a pasta que extraiu — a que contém o ficheiro manifest.json. O Diglot surge na lista e na barra de ferramentas.' },
      ],
    },
    {
      type: 'faq',
      title: 'Perguntas sobre instalar à mão',
      items: [
        { q: 'O Diglot atualiza-se sozinho?', a: 'Não. As instalações manuais não se atualizam automaticamente. Transfira o novo ZIP, substitua o conteúdo da pasta e clique na seta de recarregar na página das extensões. As suas definições mantêm-se.' },
        { q: 'O Chrome diz que a extensão não vem da loja. Isso é um problema?', a: 'O Chrome mostra esse aviso para todas as extensões expandidas. Pode ignorá-lo; o Diglot funciona exatamente da mesma forma.' },
        { q: 'O navegador diz que o ficheiro de manifesto está em falta ou ilegível («Manifest file is missing or unreadable»). E agora?', a: 'Escolheu a pasta errada. Selecione a pasta que contém diretamente o manifest.json, e não a que está um nível acima.' },
        { q: 'Posso mudar mais tarde para a versão da loja?', a: 'Pode. Remova a cópia manual e instale a partir da loja. Inicie sessão para recuperar as suas definições.' },
      ],
    },
    {
      type: 'cta',
      title: 'Já instalou? Está na hora de ler.',
      primary: { label: 'Os primeiros passos', href: '/welcome/' },
      secondary: { label: 'Guia de instalação completo', href: '/docs/installation/' },
    },
  ],
};

export default copy;
