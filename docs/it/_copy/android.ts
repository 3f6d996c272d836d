import type { SectionsCopy } from '../../../theme/marketing/types';

const copy: SectionsCopy = {
  meta: {
    title: 'Download di Diglot per Android in corso',
    description: 'Il download dell’app Diglot per Android parte da solo. Se non succede nulla, usa il link per scaricarla manualmente.',
  },
  sections: [
    {
      type: 'androidDownload',
      title: 'Diglot per Android',
      starting: 'Il download partirà tra un attimo…',
      started: 'Download avviato. Quando è finito, apri il file per installare Diglot.',
      manual: 'Scarica l’APK manualmente',
      help: 'Android potrebbe chiederti prima di consentire le installazioni dal tuo browser.',
      helpLink: { label: 'Aiuto per l’installazione su Android', href: '/docs/installation/#android' },
    },
  ],
};

export default copy;
