import type { SectionsCopy } from '../../../theme/marketing/types';

const copy: SectionsCopy = {
  meta: {
    title: 'Who uses Diglot, and how: reading routines by profession',
    description:
      'How students, researchers, developers, investors, cross-border professionals and content creators read, watch and write in other languages with Diglot.',
  },
  sections: [
    {
      type: 'hero',
      eyebrow: 'Usage scenarios',
      title: 'Different readers, one habit: keep the original in view',
      lead: 'People come to Diglot for very different reasons. What they share is the need to understand a text quickly and still trust its exact words. Here is how six kinds of readers fit it into their day.',
      primary: { label: 'Add Diglot — free', href: '/download/' },
      secondary: { label: 'Real use cases', href: '/docs/usecase/' },
      illustration: 'bilingual',
    },
    {
      type: 'split',
      eyebrow: 'Students',
      title: 'Study in the original without falling behind',
      text: 'Course readings, foreign lecture videos and exam material: bilingual paragraphs let you keep pace with the class while your vocabulary grows. Blur-until-hover mode turns any article into a reading exercise.',
      bullets: ['Bilingual subtitles on Coursera, edX and Khan Academy', 'Blur the translation and peek only when needed', 'Export e-books for your reader'],
      illustration: 'learn',
    },
    {
      type: 'split',
      eyebrow: 'Researchers',
      title: 'Survey the literature in every language',
      text: 'Skim abstracts in bulk, then read the promising papers closely with PDF Pro, which keeps formulas and tables intact. Before you cite, the original sentence is right there to quote.',
      bullets: ['PDF Pro for two-column papers and scans', 'AI engines with your field’s terminology', 'Bilingual exports for your reading group'],
      illustration: 'pdf',
    },
    {
      type: 'split',
      eyebrow: 'Developers',
      title: 'Docs, issues and forums from everywhere',
      text: 'A fix is often in a thread in another language. Diglot translates the prose and leaves code blocks alone, so commands and identifiers stay exactly as written.',
      bullets: ['Code blocks never translated', 'Site rules for the docs you read daily', 'Write issues in English from your own language'],
      illustration: 'engines',
    },
    {
      type: 'featureGrid',
      title: 'And many more',
      items: [
        { icon: 'chart', title: 'Investors', text: 'Filings, earnings calls and local news from other markets, read the day they appear.' },
        { icon: 'briefcase', title: 'Cross-border professionals', text: 'Messages from suppliers and customers, answered in their language from yours with input translation.' },
        { icon: 'camera', title: 'Content creators', text: 'Research trends abroad and share bilingual quotes as images your audience can read.' },
        { icon: 'users', title: 'Language learners', text: 'Series, novels and comics in the language you are learning, with help only one line away.' },
      ],
    },
    {
      type: 'cta',
      title: 'Find your own routine',
      text: 'Diglot is free to start, on every major browser.',
      primary: { label: 'Add Diglot — free', href: '/download/' },
      secondary: { label: 'Learning center', href: '/learn/' },
    },
  ],
};

export default copy;
