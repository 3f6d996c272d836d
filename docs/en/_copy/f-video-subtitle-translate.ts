import type { SectionsCopy } from '../../../theme/marketing/types';

const copy: SectionsCopy = {
  meta: {
    title: 'Bilingual subtitles for YouTube, Netflix and {videoSites} video sites',
    description:
      'Watch lectures, series and talks with the original subtitle and its translation on screen together, on {videoSites} video sites and in Zoom, Google Meet and Teams captions.',
  },
  sections: [
    {
      type: 'hero',
      eyebrow: 'Video subtitles',
      title: 'Two subtitle lines: what they said, and what it means',
      lead: 'Diglot adds a translated line under the original subtitles on the sites you already watch. Follow a lecture in another language, catch the jokes in a series, and pick up new words as you go.',
      primary: { label: 'Add Diglot — free', href: '/download/' },
      secondary: { label: 'Supported video sites', href: '/docs/videoSiteSupport/' },
      note: 'YouTube, Netflix, Prime Video, Disney+, Coursera, Udemy, TED and more',
      illustration: 'video',
    },
    {
      type: 'stats',
      items: [
        { value: '{videoSites}', label: 'video sites with bilingual subtitles' },
        { value: '3', label: 'meeting apps with live captions: Zoom, Google Meet, Teams' },
        { value: '6', label: 'subtitle file formats you can translate and export' },
      ],
    },
    {
      type: 'featureGrid',
      title: 'Built for watching, not just reading',
      items: [
        { icon: 'video', title: 'Streaming and courses', text: 'YouTube, Netflix, Prime Video, Disney+, HBO Max, Hulu, Vimeo, Coursera, Udemy, edX, Khan Academy, BBC iPlayer, Bilibili and many more.' },
        { icon: 'meeting', title: 'Online meetings', text: 'Live captions in Zoom, Google Meet and Microsoft Teams get a translated line as people speak.' },
        { icon: 'palette', title: 'Subtitles your way', text: 'Change the size, colour and position of each line, or show the translation only.' },
        { icon: 'subtitles', title: 'Subtitle files', text: 'Translate .srt, .vtt, .ass, .ssa, .sbv and .lrc files and save them as bilingual subtitles for any player.', link: { label: 'Subtitle file guide', href: '/docs/features/subtitles/' } },
      ],
    },
    {
      type: 'split',
      eyebrow: 'Learning with video',
      title: 'The best language lesson is a show you enjoy',
      text: 'Seeing the original line while you hear it, with your own language underneath, turns every episode into listening practice. Pause on a phrase, compare the two lines, and carry on when it clicks.',
      bullets: ['Original and translation always in sync', 'Works with the site’s own subtitle tracks', 'AI engines for natural, context-aware lines'],
      illustration: 'video',
      link: { label: 'Video subtitle guide', href: '/docs/features/video-subtitles/' },
    },
    {
      type: 'faq',
      title: 'Subtitle questions',
      items: [
        { q: 'What if a video has no subtitles?', a: 'Diglot translates the subtitle tracks a site provides, including automatic captions where the site offers them.' },
        { q: 'Does it work in full screen?', a: 'Yes. The two lines stay on screen in full-screen and theatre modes.' },
        { q: 'Is it free?', a: 'Bilingual subtitles work on the free plan with the built-in engines. Pro adds premium AI engines for more natural lines.' },
      ],
    },
    {
      type: 'cta',
      title: 'Press play in two languages',
      primary: { label: 'Add Diglot — free', href: '/download/' },
      secondary: { label: 'Supported sites', href: '/docs/videoSiteSupport/' },
    },
  ],
};

export default copy;
