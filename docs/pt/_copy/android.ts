import type { SectionsCopy } from '../../../theme/marketing/types';

const copy: SectionsCopy = {
  meta: {
    title: 'A transferir o Diglot para Android',
    description: 'A transferência da aplicação Diglot para Android começa sozinha. Se tal não acontecer, use a ligação de transferência manual.',
  },
  sections: [
    {
      type: 'androidDownload',
      title: 'O Diglot no seu Android',
      starting: 'A transferência vai começar dentro de instantes…',
      started: 'A transferência já começou. Quando terminar, abra o ficheiro para instalar o Diglot.',
      manual: 'Transferir o APK manualmente',
      help: 'É possível que o Android lhe peça primeiro para autorizar instalações a partir do navegador.',
      helpLink: { label: 'Instalar no Android: ajuda', href: '/docs/installation/#android' },
    },
  ],
};

export default copy;
