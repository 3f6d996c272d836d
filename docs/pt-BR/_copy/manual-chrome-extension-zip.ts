import type { SectionsCopy } from '../../../theme/marketing/types';

const copy: SectionsCopy = {
  meta: {
    title: 'Baixe o Diglot para Chrome em arquivo .zip',
    description: 'O pacote .zip da extensão Diglot para Chrome, para carregar manualmente no Chrome, no Edge e em outros navegadores baseados no Chromium.',
  },
  sections: [
    {
      type: 'hero',
      eyebrow: 'Instalação manual',
      title: 'O Diglot para Chrome num arquivo .zip',
      lead: 'É a mesma extensão da Chrome Web Store, empacotada para instalar manualmente. Descompacte o arquivo e depois carregue a pasta na página de extensões do seu navegador.',
      primary: { label: 'Baixar o .zip agora', href: '{store.zip}' },
      secondary: { label: 'Guia passo a passo', href: '/manual-chrome-extension/' },
      note: 'Instalações manuais não se atualizam sozinhas: volte aqui para pegar as versões novas.',
      illustration: 'install',
    },
  ],
};

export default copy;
