import type { SectionsCopy } from '../../../theme/marketing/types';

const copy: SectionsCopy = {
  meta: {
    title: 'Install Diglot manually in Chrome, Edge and other Chromium browsers',
    description:
      'No access to the Chrome Web Store? Download the Diglot zip, turn on Developer mode and load the unpacked extension in five steps.',
  },
  sections: [
    {
      type: 'hero',
      eyebrow: 'Manual installation',
      title: 'Install Diglot without the Chrome Web Store',
      lead: 'Some networks and company computers block the Chrome Web Store. You can still install Diglot: download the same Chrome build as a zip file and load it yourself. It works in Chrome, Edge, Brave, Arc, Opera and other Chromium browsers.',
      primary: { label: 'Download the zip', href: '/manual-chrome-extension/zip/' },
      secondary: { label: 'Use the store instead', href: '/download/' },
      illustration: 'install',
    },
    {
      type: 'steps',
      id: 'steps',
      title: 'Five steps',
      items: [
        { title: 'Download the zip', text: 'Get the latest Diglot zip for Chrome and save it somewhere you will keep it, such as your Documents folder.', link: { label: 'Download page', href: '/manual-chrome-extension/zip/' } },
        { title: 'Unzip it', text: 'Extract the file into a folder. Keep that folder: the browser loads Diglot from it every time it starts.' },
        { title: 'Open the extensions page', text: 'Type this address into the address bar and press Enter (in Edge, use edge://extensions).', copy: 'chrome://extensions' },
        { title: 'Turn on Developer mode', text: 'Switch on “Developer mode” in the top-right corner (bottom-left in Edge). New buttons appear.' },
        { title: 'Load unpacked', text: 'Click “Load unpacked” and choose the folder you extracted — the one that contains manifest.json. Diglot appears in the list and in the toolbar.' },
      ],
    },
    {
      type: 'faq',
      title: 'Manual install questions',
      items: [
        { q: 'Will Diglot update itself?', a: 'No. Manual installs do not update automatically. Download the new zip, replace the folder’s contents and click the reload arrow on the extensions page. Your settings are kept.' },
        { q: 'Chrome says the extension is not from the store. Is that a problem?', a: 'Chrome shows that notice for every unpacked extension. You can dismiss it; Diglot works the same way.' },
        { q: '“Manifest file is missing or unreadable” — what now?', a: 'You selected the wrong folder. Choose the folder that directly contains manifest.json, not the one above it.' },
        { q: 'Can I switch to the store version later?', a: 'Yes. Remove the manual copy, then install from the store. Sign in to bring your settings back.' },
      ],
    },
    {
      type: 'cta',
      title: 'Installed? Start reading.',
      primary: { label: 'First steps', href: '/welcome/' },
      secondary: { label: 'Installation guide', href: '/docs/installation/' },
    },
  ],
};

export default copy;
