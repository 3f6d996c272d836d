import type { SectionsCopy } from '../../../theme/marketing/types';

const copy: SectionsCopy = {
  meta: {
    title: 'Download the Diglot zip for Chrome',
    description: 'The zip package of the Diglot Chrome extension, for loading it by hand in Chrome, Edge and other Chromium browsers.',
  },
  sections: [
    {
      type: 'hero',
      eyebrow: 'Manual installation',
      title: 'Diglot for Chrome, as a zip file',
      lead: 'This is the same extension as in the Chrome Web Store, packed for installing by hand. Unzip it, then load the folder on your browser’s extensions page.',
      primary: { label: 'Download the zip', href: '{store.zip}' },
      secondary: { label: 'Step-by-step guide', href: '/manual-chrome-extension/' },
      note: 'Manual installs do not update automatically: come back here for new versions.',
      illustration: 'install',
    },
  ],
};

export default copy;
