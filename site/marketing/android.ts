/** Layout of the android page; its words are in docs/<lang>/_copy/android.json. */
import type { SectionsLayout } from './types';

const layout: SectionsLayout = {
  meta: {
    title: 'meta.title',
    description: 'meta.description',
  },
  sections: [
    {
      type: 'androidDownload',
      title: 'androidDownload.title',
      starting: 'androidDownload.starting',
      started: 'androidDownload.started',
      manual: 'androidDownload.manual',
      help: 'androidDownload.help',
      helpLink: {
        label: 'androidDownload.helpLink.label',
        href: '/docs/installation/#android',
      },
    },
  ],
};

export default layout;
