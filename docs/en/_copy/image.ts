import type { SectionsCopy } from '../../../theme/marketing/types';

const copy: SectionsCopy = {
  meta: {
    title: 'Translate text inside images with Diglot',
    description: 'Translate the words in photos, screenshots, charts and infographics right on the page, with a free in-browser mode and smart AI translation for Pro.',
  },
  sections: [
    {
      type: 'hero',
      eyebrow: 'Image translation',
      title: 'The words in the picture, translated where they are',
      lead: 'Product photos, charts in a report, a screenshot in a forum post, a menu on a travel blog: Diglot finds the text inside the image and lays the translation over it.',
      primary: { label: 'Add Diglot — free', href: '/download/' },
      secondary: { label: 'Image translation guide', href: '/docs/features/image/' },
      illustration: 'image',
    },
    {
      type: 'featureGrid',
      title: 'Two modes',
      items: [
        { icon: 'zap', title: 'Free, in your browser', text: 'On Chrome and Edge, text recognition runs on your own device. Good for clear screenshots and simple graphics, and nothing leaves your computer.' },
        { icon: 'sparkles', title: 'Smart AI translation', text: 'With Pro, hard images go to our AI service: stylised fonts, curved text, low resolution and busy backgrounds.', pro: true },
        { icon: 'cursor', title: 'Right-click any image', text: 'Translate just one image from its context menu, or all images on the page with the page translation.' },
        { icon: 'palette', title: 'Readable overlays', text: 'The translation is drawn with a matching background so it stays legible, and you can hover to see the original.' },
      ],
    },
    {
      type: 'split',
      title: 'Useful far beyond comics',
      text: 'Shopping abroad, reading infographics, following a tutorial full of screenshots, checking a chart in a foreign annual report — images carry a lot of information that ordinary page translation never sees.',
      bullets: ['Screenshots and diagrams in docs', 'Charts and tables saved as images', 'Product photos and packaging'],
      illustration: 'image',
    },
    {
      type: 'faq',
      title: 'Image translation questions',
      items: [
        { q: 'Which browsers support the free mode?', a: 'Chrome and Edge. On other browsers, image translation uses the smart AI mode, which needs Pro.' },
        { q: 'Are my images stored?', a: 'In free mode nothing is uploaded. In smart AI mode the image is sent to translate it and is not kept afterwards.' },
        { q: 'Can it translate images in PDFs?', a: 'Yes: PDF Pro reads text in scanned pages and figures as part of rebuilding the document.' },
      ],
    },
  ],
};

export default copy;
