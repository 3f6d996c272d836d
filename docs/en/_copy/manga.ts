import type { SectionsCopy } from '../../../theme/marketing/types';

const copy: SectionsCopy = {
  meta: {
    title: 'Manga and comic translation with Diglot',
    description: 'Translate the speech bubbles of manga, manhwa and comics on the sites you already read, with the artwork kept intact. Part of Diglot Pro.',
  },
  sections: [
    {
      type: 'hero',
      eyebrow: 'Manga translation · Pro',
      title: 'Read the chapter that came out today',
      lead: 'Official translations take months and fan translations may never come. Diglot reads the speech bubbles, translates them and lays the text back into the page, so you can follow a series in its original release.',
      primary: { label: 'Try it free for 3 days', href: '/deals/manga/' },
      secondary: { label: 'See Pro plans', href: '/pricing/' },
      illustration: 'manga',
    },
    {
      type: 'featureGrid',
      title: 'Built for how comics are drawn',
      items: [
        { icon: 'manga', title: 'Text back in the bubble', text: 'The translation is fitted into the original bubble, sized to the space, so the panel still reads like a comic.' },
        { icon: 'columns', title: 'Vertical and right-to-left', text: 'Japanese vertical text, right-to-left page order and Korean webtoon strips are all read in the right order.' },
        { icon: 'sparkles', title: 'Sound effects and signs', text: 'Hand-drawn sound effects and background signs can be translated too, or left alone if you prefer.' },
        { icon: 'globe', title: 'On the sites you use', text: 'Works on popular readers such as Pixiv, MangaDex and MANGA Plus, and on any page that shows comic images.' },
      ],
    },
    {
      type: 'split',
      title: 'Switch between original and translation with one key',
      text: 'Want to see the original lettering? Press Alt+A to flip back, and again to return to the translation. Chapters you have translated are cached, so rereading costs nothing.',
      bullets: ['Keeps the artwork and panel layout', 'Original lettering one key away', 'Translated chapters cached for rereading'],
      illustration: 'manga',
    },
    {
      type: 'faq',
      title: 'Manga translation questions',
      items: [
        { q: 'Is manga translation free?', a: 'It is part of Pro, because reading and redrawing images uses server-side AI. New users can try it free for three days.' },
        { q: 'Which languages work?', a: 'Japanese, Korean and Chinese comics into any of the {languages} languages Diglot supports, and Western comics too.' },
        { q: 'Does it download the chapter somewhere?', a: 'Only the images on the page you are reading are processed to translate them; we do not keep copies of the comics.' },
      ],
    },
    {
      type: 'cta',
      title: 'Your next chapter, in your language',
      primary: { label: 'Claim the free trial', href: '/deals/manga/' },
      secondary: { label: 'Read the manga guide', href: '/docs/features/manga/' },
    },
  ],
};

export default copy;
