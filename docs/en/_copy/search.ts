import type { SectionsCopy } from '../../../theme/marketing/types';

const copy: SectionsCopy = {
  meta: {
    title: 'Search the Diglot documentation',
    description: 'Search every guide, feature page, translation service and FAQ answer in the Diglot documentation.',
  },
  sections: [
    {
      type: 'guides',
      title: 'Popular topics',
      lead: 'Not sure what to type? These pages answer most questions.',
      items: [
        { tag: 'Basics', title: 'Quick start', text: 'Translate a page, switch back, and the shortcuts that do it.', href: '/docs/usage/' },
        { tag: 'Basics', title: 'Installation', text: 'Every browser, phones and tablets, and manual installs.', href: '/docs/installation/' },
        { tag: 'Help', title: 'Frequently asked questions', text: 'Quotas, accounts, privacy and the problems people meet most.', href: '/docs/faq/' },
        { tag: 'Services', title: 'Translation services', text: 'Which engine to choose and what each one needs.', href: '/docs/services/' },
        { tag: 'Documents', title: 'PDF translation', text: 'The bilingual viewer, PDF Pro and exports.', href: '/docs/features/pdf/' },
        { tag: 'Video', title: 'Video subtitles', text: 'Two subtitle lines on streaming and course sites.', href: '/docs/features/video-subtitles/' },
      ],
    },
    {
      type: 'featureGrid',
      title: 'Tips for better results',
      items: [
        { icon: 'compass', title: 'Use the words on the screen', text: 'Search for the label you see in Diglot, such as “display style” or “API key”, rather than a description of it.' },
        { icon: 'engine', title: 'Name the service', text: 'Add the engine’s name, for example “DeepL key” or “Ollama origin”, to go straight to its setup page.' },
        { icon: 'keyboard', title: 'Search from anywhere', text: 'Press Ctrl+K, or ⌘K on a Mac, on any page to open the quick search dialog.' },
      ],
    },
  ],
};

export default copy;
