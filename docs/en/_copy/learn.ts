import type { SectionsCopy } from '../../../theme/marketing/types';

const copy: SectionsCopy = {
  meta: {
    title: 'Learning center: guides for reading in two languages',
    description:
      'Short, practical guides to Diglot: your first translated page, PDFs and papers, bilingual subtitles, choosing an AI engine, writing prompts and tuning sites.',
  },
  sections: [
    {
      type: 'hero',
      eyebrow: 'Learning center',
      title: 'Learn Diglot one short guide at a time',
      lead: 'Whether you installed Diglot five minutes ago or use it every day, there is a guide here that saves you time. Each one takes a few minutes and ends with something working in your own browser.',
      primary: { label: 'Start with the basics', href: '/docs/usage/' },
      secondary: { label: 'Frequently asked questions', href: '/docs/faq/' },
      illustration: 'learn',
    },
    {
      type: 'guides',
      title: 'Getting started',
      lead: 'The essentials, in the order most people need them.',
      items: [
        { tag: 'Basics', minutes: 3, title: 'Install Diglot', text: 'Every browser and platform, including manual installs when the store is out of reach.', href: '/docs/installation/' },
        { tag: 'Basics', minutes: 5, title: 'Translate your first page', text: 'The toolbar button, the shortcuts, and how to switch back to the original.', href: '/docs/usage/' },
        { tag: 'Basics', minutes: 4, title: 'Translate while you type', text: 'Write in your language and send it in another, in any input box.', href: '/docs/input/' },
        { tag: 'Basics', minutes: 3, title: 'Hover to translate one paragraph', text: 'Hold a key and point: the quickest way to check a single paragraph.', href: '/docs/features/hover/' },
      ],
    },
    {
      type: 'guides',
      title: 'Documents and media',
      items: [
        { tag: 'Documents', minutes: 6, title: 'PDFs and research papers', text: 'The free viewer, PDF Pro, and exporting a bilingual copy.', href: '/docs/features/pdf/' },
        { tag: 'Documents', minutes: 4, title: 'E-books', text: 'Read ePub books bilingually and export them for your e-reader.', href: '/docs/features/epub/' },
        { tag: 'Video', minutes: 4, title: 'Bilingual video subtitles', text: 'Set up two subtitle lines on streaming and course sites.', href: '/docs/features/video-subtitles/' },
        { tag: 'Video', minutes: 3, title: 'Subtitle files', text: 'Translate .srt and .vtt files and keep both languages.', href: '/docs/features/subtitles/' },
      ],
    },
    {
      type: 'guides',
      title: 'Going further',
      items: [
        { tag: 'AI', minutes: 8, title: 'Choose a translation engine', text: 'Free engines, your own keys, and local models compared.', href: '/docs/services/' },
        { tag: 'AI', minutes: 7, title: 'Write better prompts', text: 'Tell an AI engine about your field, your tone and your terms.', href: '/docs/prompts/' },
        { tag: 'Settings', minutes: 6, title: 'Advanced settings', text: 'Site rules, display styles, custom CSS and shortcuts.', href: '/docs/advanced/' },
        { tag: 'Ideas', minutes: 5, title: 'How others use Diglot', text: 'Real routines from students, researchers and developers.', href: '/docs/usecase/' },
      ],
    },
    {
      type: 'cta',
      title: 'Still stuck?',
      text: 'Search the documentation, or ask the community — someone has probably met the same question.',
      primary: { label: 'Search the docs', href: '/search/' },
      secondary: { label: 'Join the community', href: '/docs/communities/' },
    },
  ],
};

export default copy;
