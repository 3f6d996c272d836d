import type { SectionsCopy } from '../../../theme/marketing/types';

const copy: SectionsCopy = {
  meta: {
    title: 'Read AO3 and fan fiction in your language',
    description: 'Bilingual translation for Archive of Our Own and other fan-fiction sites, chapter by chapter, with the site’s navigation, notes and tags kept.',
  },
  sections: [
    {
      type: 'hero',
      eyebrow: 'Fan fiction',
      title: 'Every fic, whatever language it was written in',
      lead: 'Some of the best stories in your fandom are written in a language you do not read. Diglot translates works on Archive of Our Own and other fan-fiction sites paragraph by paragraph, keeping the author’s original right there.',
      primary: { label: 'Add Diglot — free', href: '/download/' },
      secondary: { label: 'Site-specific support', href: '/docs/sites/' },
      illustration: 'book',
    },
    {
      type: 'featureGrid',
      title: 'Made for the way archives work',
      items: [
        { icon: 'book', title: 'Chapter by chapter', text: 'Open a chapter and it is translated; move to the next with the site’s own buttons and Diglot follows.' },
        { icon: 'columns', title: 'Original beside translation', text: 'Dialogue, wordplay and honorifics are easier to enjoy when you can glance at the original line.' },
        { icon: 'check', title: 'Tags, notes and summaries', text: 'Summaries, author’s notes and tags are translated too, so you can decide what to read before you start.' },
        { icon: 'sparkles', title: 'Context-aware AI', text: 'With Pro, AI translation keeps names and tone consistent across a long chapter.', pro: true },
      ],
    },
    {
      type: 'split',
      title: 'Respectful of authors',
      text: 'Diglot translates for you alone, in your browser. Nothing is reposted, and the work stays on the archive, so kudos and comments still reach the author.',
      bullets: ['Nothing is copied or republished', 'Kudos and comments work as usual', 'Works on the full-work and chapter views'],
      illustration: 'book',
    },
    {
      type: 'faq',
      title: 'Questions from readers',
      items: [
        { q: 'Does it work with "Entire work" view?', a: 'Yes. Long works are translated as you scroll, so the page stays fast.' },
        { q: 'Can I keep character names untranslated?', a: 'Yes. Add them to your glossary in the AI prompt settings and they are kept as written.' },
        { q: 'Which other fan-fiction sites work?', a: 'Any site with ordinary text works; the site-specific support page lists the ones with extra handling.' },
      ],
    },
  ],
};

export default copy;
