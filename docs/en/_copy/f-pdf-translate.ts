import type { SectionsCopy } from '../../../theme/marketing/types';

const copy: SectionsCopy = {
  meta: {
    title: 'Bilingual PDF translation — papers, reports and scans with Diglot',
    description:
      'Read any PDF paragraph by paragraph in two languages in a free viewer, or let PDF Pro rebuild papers with formulas, tables, scans and columns and export a bilingual copy.',
  },
  sections: [
    {
      type: 'hero',
      eyebrow: 'PDF translation',
      title: 'Every PDF, in your language and in the original',
      lead: 'Open a paper, a contract or a manual in the Diglot viewer and each paragraph gets its translation right beside it. Nothing is retyped, nothing is lost, and you can always check the exact wording of the source.',
      primary: { label: 'Add Diglot — free', href: '/download/' },
      secondary: { label: 'PDF translation guide', href: '/docs/features/pdf/' },
      note: 'The viewer is free. PDF Pro is part of the Pro plan.',
      illustration: 'pdf',
    },
    {
      type: 'featureGrid',
      title: 'Two ways to read a PDF',
      lead: 'Start with the free viewer for everyday documents. Switch to PDF Pro when the layout is the hard part.',
      items: [
        {
          icon: 'pdf',
          title: 'Free bilingual viewer',
          text: 'Open a PDF from your computer or from a link and read it with the translation under each paragraph, right in the browser.',
        },
        {
          icon: 'sparkles',
          title: 'PDF Pro',
          text: 'Rebuilds the document before translating it: formulas stay formulas, tables stay tables, and two-column papers read in the right order.',
          pro: true,
        },
        {
          icon: 'camera',
          title: 'Scanned pages',
          text: 'PDF Pro recognises the text on scanned and photographed pages, so old books and printed handouts can be translated too.',
          pro: true,
        },
        {
          icon: 'share',
          title: 'Export and share',
          text: 'Save the result as a bilingual PDF or web page, or publish an online link a colleague can open without the extension.',
          pro: true,
        },
      ],
    },
    {
      type: 'split',
      eyebrow: 'For research',
      title: 'Made for the papers that break other translators',
      text: 'Academic PDFs mix columns, footnotes, equations, captions and references. Copying them into a translation box scrambles the order and mangles the maths. PDF Pro reads the page the way a person does, then translates it block by block.',
      bullets: [
        'Equations and symbols kept as they are',
        'Tables rebuilt row by row, with translated cells',
        'Layout-preserving mode for whole documents',
      ],
      illustration: 'pdf',
      link: { label: 'Read the PDF Pro guide', href: '/docs/features/pdf/' },
    },
    {
      type: 'steps',
      title: 'Translate your first PDF',
      items: [
        { title: 'Install Diglot', text: 'Add the extension to Chrome, Edge, Firefox or Safari. It takes less than a minute.', link: { label: 'Download', href: '/download/' } },
        { title: 'Open the PDF', text: 'Click a PDF link as usual, or drag a file from your computer onto the Diglot viewer.' },
        { title: 'Read both languages', text: 'Translation starts on the page you are reading. Scroll on and the next pages follow.' },
      ],
    },
    {
      type: 'faq',
      title: 'PDF questions',
      items: [
        { q: 'Is there a page limit?', a: 'The free viewer translates as you read, with no page limit of its own. PDF Pro counts pages against the quota of your Pro plan.' },
        { q: 'Does my document leave my computer?', a: 'The text of each paragraph is sent to the translation engine you chose. PDF Pro uploads the file to rebuild it and deletes it afterwards.' },
        { q: 'Can I translate a PDF that is only an image?', a: 'Yes, with PDF Pro: it recognises the text on scanned pages before translating it.' },
        { q: 'Which engine should I use for papers?', a: 'AI engines keep terminology consistent across long documents. The services guide compares them.' },
      ],
    },
    {
      type: 'cta',
      title: 'Your next paper, in two languages',
      text: 'The viewer is free and needs no account.',
      primary: { label: 'Add Diglot — free', href: '/download/' },
      secondary: { label: 'See Pro plans', href: '/pricing/' },
    },
  ],
};

export default copy;
