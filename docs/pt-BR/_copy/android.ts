import type { SectionsCopy } from '../../../theme/marketing/types';

const copy: SectionsCopy = {
  meta: {
    title: 'Baixando o Diglot para Android',
    description: 'O download do app do Diglot para Android começa sozinho. Se isso não acontecer, use o link de download manual.',
  },
  sections: [
    {
      type: 'androidDownload',
      title: 'Diglot para Android',
      starting: 'Seu download vai começar em instantes…',
      started: 'O download começou. Quando terminar, abra o arquivo para instalar o Diglot.',
      manual: 'Baixar o APK manualmente',
      help: 'Talvez o Android peça antes que você permita instalações feitas pelo navegador.',
      helpLink: { label: 'Ajuda para instalar no Android', href: '/docs/installation/#android' },
    },
  ],
};

export default copy;
