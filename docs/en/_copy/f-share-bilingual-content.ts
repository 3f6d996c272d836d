import type { SectionsCopy } from '../../../theme/marketing/types';

const copy: SectionsCopy = {
  meta: {
    title: 'Share bilingual passages as a link or an image',
    description:
      'Found a paragraph worth passing on? Diglot turns the original and its translation into a share link or a clean image, ready for chat, social media or class notes.',
  },
  sections: [
    {
      type: 'hero',
      eyebrow: 'Share bilingual content',
      title: 'Pass on the original and the translation together',
      lead: 'A quote loses something when you only send the translation, and the original alone leaves your friends guessing. Diglot lets you share both: pick a passage, and send it as a link or as an image.',
      primary: { label: 'Add Diglot — free', href: '/download/' },
      secondary: { label: 'How sharing works', href: '/docs/share/' },
      illustration: 'share',
    },
    {
      type: 'featureGrid',
      title: 'Two formats, one click each',
      items: [
        { icon: 'share', title: 'Share link', text: 'A short page with the passage in both languages and a link to the source. Anyone can open it, with or without Diglot.' },
        { icon: 'image', title: 'Share image', text: 'A tidy card with the original above its translation, sized for chat apps and social posts. No screenshots to crop.' },
        { icon: 'palette', title: 'Your display style', text: 'The shared passage keeps the look you read it in, so a highlighted or underlined translation stays that way.' },
        { icon: 'lock', title: 'Only what you choose', text: 'Nothing is shared until you press the button, and only the passage you selected goes into the link or image.' },
      ],
    },
    {
      type: 'split',
      eyebrow: 'Who shares',
      title: 'Small quotes, big conversations',
      text: 'Teachers hand out a paragraph of a foreign article with its translation. Researchers send a colleague the exact sentence they mean to cite. Creators post a line from an interview in both languages so followers can see what was really said.',
      bullets: ['Lesson material in two languages', 'Citations with their original wording', 'Bilingual quotes for your audience'],
      illustration: 'share',
    },
    {
      type: 'steps',
      title: 'Share a passage',
      items: [
        { title: 'Translate the page', text: 'Turn on bilingual translation as usual, with the toolbar icon or Alt+A.' },
        { title: 'Select the passage', text: 'Highlight the paragraphs you want. A small toolbar appears beside the selection.' },
        { title: 'Choose link or image', text: 'Copy the link, or save the image, and paste it wherever your readers are.' },
      ],
    },
    {
      type: 'faq',
      title: 'Sharing questions',
      items: [
        { q: 'Does the person I share with need Diglot?', a: 'No. Share links open in any browser and images are ordinary picture files.' },
        { q: 'Can I delete a share link later?', a: 'Yes. Your share links are listed in your account, where you can remove any of them.' },
        { q: 'Is sharing part of the free plan?', a: 'Yes, sharing passages works on Free and Pro alike.' },
      ],
    },
  ],
};

export default copy;
