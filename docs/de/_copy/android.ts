import type { SectionsCopy } from '../../../theme/marketing/types';

const copy: SectionsCopy = {
  meta: {
    title: 'Diglot für Android wird heruntergeladen',
    description: 'Der Download der Diglot-App für Android startet automatisch. Falls nicht, nutzen Sie einfach den Link zum manuellen Download.',
  },
  sections: [
    {
      type: 'androidDownload',
      title: 'Diglot für Android',
      starting: 'Ihr Download beginnt gleich …',
      started: 'Der Download läuft. Öffnen Sie die Datei nach Abschluss, um Diglot zu installieren.',
      manual: 'APK manuell herunterladen',
      help: 'Eventuell fragt Android zuerst, ob Ihr Browser Apps installieren darf.',
      helpLink: { label: 'Hilfe zur Installation unter Android', href: '/docs/installation/#android' },
    },
  ],
};

export default copy;
