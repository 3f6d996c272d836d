import type { SectionsCopy } from '../../../theme/marketing/types';

const copy: SectionsCopy = {
  meta: {
    title: 'Download Diglot for Chrome, Edge, Firefox and Safari',
    description: 'Get Diglot for your browser, for Safari on Mac, iPhone and iPad, or for Android. Free to install, no account needed.',
  },
  sections: [
    {
      type: 'hero',
      eyebrow: 'Download',
      title: 'Get Diglot for the browser you use',
      lead: 'Diglot runs inside your browser, so there is nothing else to install. Pick your browser below; we have already put the right one first.',
      primary: { label: 'See all downloads', href: '#stores' },
      secondary: { label: 'Installation guide', href: '/docs/installation/' },
      note: 'Free · works on Windows, macOS, Linux, iOS and Android',
      illustration: 'install',
    },
    {
      type: 'download',
      title: 'Downloads',
      yourBrowser: 'Recommended for your browser',
      otherBrowsers: 'Other browsers',
      mobileTitle: 'Phones and tablets',
      stores: {
        chrome: { name: 'Chrome', action: 'Add to Chrome', note: 'Also for Brave, Arc, Opera, Vivaldi and other Chromium browsers.' },
        edge: { name: 'Microsoft Edge', action: 'Get it for Edge', note: 'From the Edge Add-ons store, on Windows, macOS and Android.' },
        firefox: { name: 'Firefox', action: 'Add to Firefox', note: 'From Firefox Add-ons, on desktop and on Android.' },
        safariMac: { name: 'Safari on Mac', action: 'Get it on the Mac App Store', note: 'Turn it on in Safari › Settings › Extensions after installing.' },
        safariIos: { name: 'Safari on iPhone and iPad', action: 'Get it on the App Store', note: 'Then allow it under Settings › Apps › Safari › Extensions.' },
        mobileApp: { name: 'Diglot mobile app', action: 'Open the app listing', note: 'Read and translate on the go, with your settings synced.' },
        apk: { name: 'Android (APK)', action: 'Download the APK', note: 'For Android devices without a store; the old browser app is no longer maintained.' },
        zip: { name: 'Chrome zip', action: 'Download the zip', note: 'For installing by hand.' },
      },
      manualTitle: 'Can’t reach your browser’s store?',
      manualText: 'You can install the Chrome version from a zip file in a few steps, with Developer mode and “Load unpacked”.',
      manualLink: { label: 'Install manually', href: '/manual-chrome-extension/' },
    },
    {
      type: 'steps',
      title: 'After installing',
      items: [
        { title: 'Pin the icon', text: 'Click the puzzle-piece icon in the toolbar and pin Diglot so it is always one click away.' },
        { title: 'Choose your language', text: 'Open the Diglot popup and pick the language you want to read in.' },
        { title: 'Translate your first page', text: 'Open any foreign-language article and press Alt+A, or click “Translate this page”.', link: { label: 'Quick start', href: '/welcome/' } },
      ],
    },
  ],
};

export default copy;
