import type { SectionsCopy } from '../../../theme/marketing/types';

const copy: SectionsCopy = {
  meta: {
    title: 'Diglot at a glance: everything it can translate',
    description:
      'One page to every part of Diglot: bilingual web pages, PDFs, e-books, subtitles, images, manga, input boxes, and the apps for desktop and mobile.',
  },
  sections: [
    {
      type: 'hero',
      eyebrow: 'Diglot at a glance',
      title: 'One extension for everything you read in another language',
      lead: 'This page is the map. Each card below opens the feature it describes, so you can jump straight to the part of Diglot you need today — whether that is a web page, a stack of PDFs, a film or a comic.',
      primary: { label: 'Add Diglot — free', href: '/download/' },
      secondary: { label: 'Read the tutorial', href: '/docs/usage/' },
      illustration: 'bilingual',
    },
    {
      type: 'featureGrid',
      id: 'read',
      title: 'Read',
      items: [
        { icon: 'globe', title: 'Web pages', text: 'Bilingual paragraphs on any site, with the main text found for you.', link: { label: 'Web pages', href: '/docs/features/webpage/' } },
        { icon: 'pdf', title: 'PDF documents', text: 'A free bilingual viewer, and PDF Pro for formulas, tables and scans.', link: { label: 'PDF translation', href: '/f-pdf-translate/' } },
        { icon: 'book', title: 'E-books', text: 'ePub and Mobi books with the translation after each paragraph.', link: { label: 'E-books', href: '/docs/features/epub/' } },
        { icon: 'quill', title: 'Fan fiction', text: 'AO3 and similar sites, chapter by chapter.', link: { label: 'AO3', href: '/ao3/' } },
      ],
    },
    {
      type: 'featureGrid',
      id: 'watch',
      title: 'Watch and look',
      items: [
        { icon: 'video', title: 'Video subtitles', text: 'Two subtitle lines on {videoSites} video sites.', link: { label: 'Video subtitles', href: '/f-video-subtitle-translate/' } },
        { icon: 'meeting', title: 'Meetings', text: 'Translated live captions in Zoom, Google Meet and Teams.', link: { label: 'Video subtitle guide', href: '/docs/features/video-subtitles/' } },
        { icon: 'image', title: 'Images', text: 'Text inside pictures, translated in place.', link: { label: 'Image translation', href: '/image/' } },
        { icon: 'manga', title: 'Manga', text: 'Speech bubbles translated on the reading sites you use.', link: { label: 'Manga translation', href: '/manga/' }, pro: true },
      ],
    },
    {
      type: 'featureGrid',
      id: 'write',
      title: 'Write and share',
      items: [
        { icon: 'keyboard', title: 'Input boxes', text: 'Type in your language and press the space bar {inputSpaces} times to translate.', link: { label: 'Input translation', href: '/docs/input/' } },
        { icon: 'selection', title: 'Selection', text: 'Select a phrase for a quick translation pop-up.', link: { label: 'Basic usage', href: '/docs/usage/' } },
        { icon: 'share', title: 'Share', text: 'Send a passage in both languages as a link or an image.', link: { label: 'Share bilingual content', href: '/f-share-bilingual-content/' } },
        { icon: 'subtitles', title: 'Subtitle files', text: 'Translate .srt, .vtt and .ass files and export them bilingual.', link: { label: 'Subtitle files', href: '/docs/features/subtitles/' } },
      ],
    },
    {
      type: 'featureGrid',
      id: 'platforms',
      title: 'Everywhere you browse',
      items: [
        { icon: 'download', title: 'Desktop browsers', text: 'Chrome, Edge, Firefox and Safari, plus Brave, Arc and Opera with the Chrome build.', link: { label: 'Download', href: '/download/' } },
        { icon: 'mobile', title: 'Phones and tablets', text: 'Safari on iPhone and iPad, and Android through a browser that runs extensions.', link: { label: 'Mobile', href: '/mobile/' } },
        { icon: 'engine', title: 'Your engines', text: '{engines} translation services, from free built-in engines to your own AI keys.', link: { label: 'Services', href: '/docs/services/' } },
        { icon: 'star', title: 'Pro', text: 'Premium AI engines, PDF Pro, manga and smart image translation.', link: { label: 'Pricing', href: '/pricing/' } },
      ],
    },
  ],
};

export default copy;
