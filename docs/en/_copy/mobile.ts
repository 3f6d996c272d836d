import type { SectionsCopy } from '../../../theme/marketing/types';

const copy: SectionsCopy = {
  meta: {
    title: 'Diglot on your phone: iPhone, iPad and Android',
    description: 'Read bilingual web pages on iPhone, iPad and Android with the Safari extension, Edge or Firefox for Android, or the APK, with touch-friendly translation.',
  },
  sections: [
    {
      type: 'hero',
      eyebrow: 'Mobile',
      title: 'Bilingual reading in your pocket',
      lead: 'The articles you save for the commute, the manual you read on the shop floor, the forum you check in bed: Diglot translates them on your phone too, with the original kept alongside.',
      primary: { label: 'Get Diglot for mobile', href: '/download/#stores' },
      secondary: { label: 'Setup guide', href: '/docs/installation/#safari' },
      illustration: 'mobile',
    },
    {
      type: 'featureGrid',
      title: 'Three ways to use it',
      items: [
        { icon: 'mobile', title: 'Safari on iPhone and iPad', text: 'Install from the App Store, then allow Diglot under Settings › Apps › Safari › Extensions. It works in every Safari tab.' },
        { icon: 'puzzle', title: 'Edge and Firefox on Android', text: 'Both browsers run extensions on Android. Add Diglot from their add-on stores and it behaves as on your computer.' },
        { icon: 'download', title: 'The Android APK', text: 'On devices without those browsers, install the APK directly. The older Android browser app is no longer maintained.' },
      ],
    },
    {
      type: 'split',
      title: 'Made for touch',
      text: 'There is no Ctrl key on a phone, so Diglot adds gestures: a tap on the floating button translates the page, and a long press on a paragraph translates just that one. Everything else works as on desktop.',
      bullets: ['Floating button you can hide per site', 'Gestures for single paragraphs', 'Same display styles and engines as on desktop'],
      illustration: 'mobile',
    },
    {
      type: 'faq',
      title: 'Mobile questions',
      items: [
        { q: 'Do my settings carry over from my computer?', a: 'Sign in with the same account and your language, engine and style choices follow you.' },
        { q: 'Does Chrome for Android support Diglot?', a: 'Chrome on Android does not run extensions. Use Edge or Firefox on Android, or the APK.' },
        { q: 'Will it use a lot of data?', a: 'Only the text you translate is sent to the translation service, so a page usually costs a few kilobytes.' },
      ],
    },
    {
      type: 'copyLink',
      title: 'Open this page on your phone',
      text: 'Copy the link and send it to yourself, then install from your phone’s browser.',
      href: '/download/',
      button: 'Copy link',
    },
  ],
};

export default copy;
