import type { SectionsCopy } from '../../../theme/marketing/types';

const copy: SectionsCopy = {
  meta: {
    title: 'Transferir o ZIP do Diglot para Chrome',
    description: 'O pacote ZIP da extensão Diglot para Chrome, para a carregar manualmente no Chrome, no Edge e noutros navegadores Chromium.',
  },
  sections: [
    {
      type: 'hero',
      eyebrow: 'Instalação à mão',
      title: 'O Diglot para Chrome, num ficheiro ZIP',
      lead: 'É exatamente a mesma extensão da Chrome Web Store, empacotada para ser instalada manualmente. Descompacte-a e carregue a pasta na página de extensões do seu navegador.',
      primary: { label: 'Transferir agora o ZIP', href: '{store.zip}' },
      secondary: { label: 'Instruções passo a passo', href: '/manual-chrome-extension/' },
      note: 'As instalações manuais não se atualizam sozinhas: volte a esta página para obter novas versões.',
      illustration: 'install',
    },
  ],
};

export default copy;
