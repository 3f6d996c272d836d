import type { SectionsCopy } from '../../../theme/marketing/types';

const copy: SectionsCopy = {
  meta: {
    title: 'Downloading Diglot for Android',
    description: 'Your download of the Diglot Android app starts automatically. If it does not, use the manual download link.',
  },
  sections: [
    {
      type: 'androidDownload',
      title: 'Diglot for Android',
      starting: 'Your download will start in a moment…',
      started: 'Your download has started. Open the file when it finishes to install Diglot.',
      manual: 'Download the APK manually',
      help: 'Android may ask you to allow installs from your browser first.',
      helpLink: { label: 'Android installation help', href: '/docs/installation/#android' },
    },
  ],
};

export default copy;
