import type { SectionsCopy } from '../../../theme/marketing/types';

const copy: SectionsCopy = {
  meta: {
    title: 'Welcome to Diglot: your first five minutes',
    description:
      'Diglot is installed. Pin the icon, choose your language, translate your first page and learn the three shortcuts that do most of the work.',
  },
  sections: [
    {
      type: 'hero',
      eyebrow: 'Welcome',
      title: 'Diglot is ready. Let’s translate your first page.',
      lead: 'Thanks for installing Diglot. Five minutes with the steps below and you will know everything you need for everyday reading; the rest can wait until you want it.',
      primary: { label: 'Open the tutorial', href: '/docs/usage/' },
      secondary: { label: 'Learning center', href: '/learn/' },
      illustration: 'rocket',
    },
    {
      type: 'steps',
      id: 'first-steps',
      title: 'Your first steps',
      items: [
        { title: 'Pin the icon', text: 'Open the puzzle-piece menu in your browser toolbar and pin Diglot, so it is one click away on every page.' },
        { title: 'Choose your language', text: 'Click the Diglot icon and pick the language you want to read in. Diglot remembers it everywhere.' },
        { title: 'Translate this page', text: 'Click “Translate” in the pop-up, or press Alt+A. Each paragraph gets its translation underneath. Press Alt+A again to return to the original.' },
        { title: 'Pick an engine', text: 'The built-in engine works straight away. Later you can add DeepL, OpenAI or another service with your own key.', link: { label: 'Translation services', href: '/docs/services/' } },
      ],
    },
    {
      type: 'featureGrid',
      title: 'Three shortcuts worth remembering',
      lead: 'All shortcuts can be changed in your browser’s extension settings.',
      items: [
        { icon: 'keyboard', title: 'Alt+A', text: 'Translate the page, or show the original again.' },
        { icon: 'cursor', title: 'Hold Ctrl and point', text: 'Translate only the paragraph under the mouse.' },
        { icon: 'keyboard', title: 'Space bar {inputSpaces} times', text: 'In any input box, replace what you typed with its translation.' },
      ],
    },
    {
      type: 'featureGrid',
      title: 'Try it on something you read',
      items: [
        { icon: 'pdf', title: 'A PDF', text: 'Open any PDF link and read it in two languages.', link: { label: 'PDF translation', href: '/f-pdf-translate/' } },
        { icon: 'video', title: 'A video', text: 'Play a YouTube video with subtitles and turn on the second line.', link: { label: 'Video subtitles', href: '/f-video-subtitle-translate/' } },
        { icon: 'palette', title: 'A new look', text: 'Switch the display style to highlight, underline or blur-until-hover.', link: { label: 'Display styles', href: '/docs/features/webpage/' } },
      ],
    },
    {
      type: 'cta',
      title: 'Questions already?',
      text: 'The FAQ answers the ones we hear most, and the community answers the rest.',
      primary: { label: 'Read the FAQ', href: '/docs/faq/' },
      secondary: { label: 'Community', href: '/docs/communities/' },
    },
  ],
};

export default copy;
