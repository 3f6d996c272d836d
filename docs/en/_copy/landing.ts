import type { SectionsCopy } from '../../../theme/marketing/types';

const copy: SectionsCopy = {
  meta: {
    title: 'Diglot — read web pages, PDFs and video in two languages at once',
    description:
      'A browser extension that shows the translation next to the original: web pages, PDFs, e-books, subtitles, images and manga, with {engines} translation engines. Free to start.',
  },
  sections: [
    {
      type: 'hero',
      eyebrow: 'Bilingual translation for your browser',
      title: 'Read any language side by side with your own',
      lead: 'Diglot keeps the original text and puts the translation right under it, so you understand everything without losing the author’s words. Web pages, PDFs, e-books, video subtitles, images and manga, in {languages} languages.',
      primary: { label: 'Add Diglot to your browser — free', href: '/download/' },
      secondary: { label: 'See how it works', href: '/docs/usage/' },
      note: 'Chrome, Edge, Firefox and Safari · no account needed to start',
      illustration: 'bilingual',
    },
    {
      type: 'stats',
      items: [
        { value: '{users}', label: 'readers use Diglot' },
        { value: '{engines}', label: 'translation engines, AI included' },
        { value: '{languages}', label: 'languages' },
        { value: '{videoSites}', label: 'video sites with bilingual subtitles' },
      ],
    },
    {
      type: 'featureGrid',
      id: 'features',
      title: 'Everything you read, in two languages',
      lead: 'One extension for the whole web: it works where you already read, and it gets out of the way when you do not need it.',
      items: [
        {
          icon: 'globe',
          title: 'Bilingual web pages',
          text: 'Each paragraph keeps its original with the translation beneath it. Diglot finds the main text and leaves menus and ads alone.',
          link: { label: 'Web page translation', href: '/docs/features/webpage/' },
        },
        {
          icon: 'pdf',
          title: 'PDFs, side by side',
          text: 'Open any PDF in the free bilingual viewer. With Pro, PDF Pro rebuilds papers with formulas, tables and scanned pages.',
          link: { label: 'PDF translation', href: '/f-pdf-translate/' },
        },
        {
          icon: 'book',
          title: 'E-books',
          text: 'Read ePub books with the translation after every paragraph, then export a bilingual ePub for your reader.',
          link: { label: 'E-book translation', href: '/docs/features/epub/' },
        },
        {
          icon: 'video',
          title: 'Video subtitles',
          text: 'Two subtitle lines on YouTube, Netflix, Coursera and {videoSites} video sites, plus live captions in online meetings.',
          link: { label: 'Bilingual subtitles', href: '/f-video-subtitle-translate/' },
        },
        {
          icon: 'image',
          title: 'Images',
          text: 'Translate the words inside pictures and screenshots. A free mode runs in your browser; smart AI mode handles hard cases.',
          link: { label: 'Image translation', href: '/image/' },
        },
        {
          icon: 'manga',
          title: 'Manga and comics',
          text: 'Speech bubbles translated in place on the sites you already read, with the artwork left as it is.',
          link: { label: 'Manga translation', href: '/manga/' },
          pro: true,
        },
        {
          icon: 'quill',
          title: 'Fan fiction',
          text: 'AO3 and other fan-fiction sites, translated chapter by chapter, with the site’s own navigation still working.',
          link: { label: 'AO3 translation', href: '/ao3/' },
        },
        {
          icon: 'keyboard',
          title: 'Write in your language',
          text: 'Type in any input box, press the space bar {inputSpaces} times, and your words become English — or any language you pick.',
          link: { label: 'Input box translation', href: '/docs/input/' },
        },
        {
          icon: 'cursor',
          title: 'Hover and select',
          text: 'Hold Ctrl and point at a paragraph to translate just that one, or select a phrase for a quick pop-up translation.',
          link: { label: 'Hover translation', href: '/docs/features/hover/' },
        },
      ],
    },
    {
      type: 'split',
      eyebrow: 'Made for reading',
      title: 'The original stays. The translation joins it.',
      text: 'Machine translation is good, but not perfect. Keeping both texts on the page lets you check a phrase, learn a word, or quote the original exactly — without switching tabs.',
      bullets: [
        '{displayStyles} display styles: underline, highlight, blur until hover, side-by-side columns and more',
        'Translation-only mode when you just want the gist',
        'Your own CSS and site rules for the sites you read most',
      ],
      illustration: 'bilingual',
      link: { label: 'Browse the display styles', href: '/docs/features/webpage/' },
    },
    {
      type: 'split',
      eyebrow: 'Documents',
      title: 'Papers, reports and books without the copy-paste',
      text: 'Drop a PDF into the viewer and read it paragraph by paragraph in both languages. PDF Pro goes further: it understands formulas, tables, scanned pages and multi-column layouts, and exports a bilingual PDF or a web page you can share with a link.',
      bullets: ['Free bilingual PDF viewer', 'PDF Pro: OCR, formulas, tables, columns', 'Export to PDF or HTML, or share online'],
      illustration: 'pdf',
      link: { label: 'How PDF translation works', href: '/f-pdf-translate/' },
    },
    {
      type: 'split',
      eyebrow: 'Video',
      title: 'Two subtitle lines, on the sites you already watch',
      text: 'Lectures, talks, series and meetings: Diglot shows the original subtitle with its translation underneath, on YouTube, Netflix, Prime Video, Coursera, Udemy and {videoSites} sites in all. In Zoom, Google Meet and Microsoft Teams, live captions get a translated line too.',
      illustration: 'video',
      link: { label: 'Bilingual subtitles', href: '/f-video-subtitle-translate/' },
    },
    {
      type: 'engines',
      title: 'Your choice of translation engine',
      lead: 'Start with the free built-in engines, bring your own key for DeepL, OpenAI, Claude, Gemini and the rest, or run a model locally with Ollama. About {homeServices} services are ready on first install; {engines} in all.',
      link: { label: 'Compare the translation services', href: '/docs/services/' },
    },
    {
      type: 'featureGrid',
      id: 'readers',
      title: 'Who reads with Diglot',
      items: [
        { icon: 'student', title: 'Students', text: 'Read course material and papers in the original while you build your vocabulary.' },
        { icon: 'flask', title: 'Researchers', text: 'Skim foreign-language literature quickly and check the exact wording before you cite it.' },
        { icon: 'code', title: 'Developers', text: 'Follow documentation, issues and forums in any language, with code blocks left untouched.' },
        { icon: 'chart', title: 'Investors', text: 'Read filings, earnings calls and local news from other markets as they are published.' },
        { icon: 'briefcase', title: 'Cross-border professionals', text: 'Work with suppliers, customers and colleagues abroad without losing nuance.' },
        { icon: 'camera', title: 'Content creators', text: 'Research trends and sources in other languages and share bilingual quotes with your audience.' },
      ],
    },
    {
      type: 'steps',
      title: 'Start in a minute',
      items: [
        { title: 'Add Diglot to your browser', text: 'Chrome, Edge, Firefox and Safari are supported, on desktop and on iPhone and iPad.', link: { label: 'Download', href: '/download/' } },
        { title: 'Pick your language', text: 'Choose the language you want to read in. Diglot remembers it on every site.' },
        { title: 'Translate a page', text: 'Click the toolbar icon or press Alt+A. Press it again to go back to the original.' },
      ],
    },
    {
      type: 'faq',
      title: 'Questions people ask first',
      items: [
        {
          q: 'Is Diglot free?',
          a: 'Yes. Bilingual web pages, the PDF viewer, video subtitles, input box and hover translation are free with the built-in engines. Pro adds PDF Pro, smart AI image translation, manga translation and context-aware AI translation.',
        },
        {
          q: 'Which translation engine does it use?',
          a: 'The built-in free engines work out of the box. You can switch to DeepL, OpenAI, Claude, Gemini, a local model through Ollama, or {engines} engines in all, per site if you like.',
        },
        {
          q: 'Does Diglot change the page for other people?',
          a: 'No. The translation is added in your browser only, and one click restores the original.',
        },
        {
          q: 'Can I use my own API key?',
          a: 'Yes. Enter the key in the translation service’s settings; requests then go from your browser to that provider under your own account.',
        },
      ],
    },
    {
      type: 'cta',
      title: 'Read the world in your own language — and in theirs',
      text: 'Install Diglot in under a minute. It is free to start.',
      primary: { label: 'Add Diglot to your browser', href: '/download/' },
      secondary: { label: 'Compare Free and Pro', href: '/pricing/' },
    },
  ],
};

export default copy;
