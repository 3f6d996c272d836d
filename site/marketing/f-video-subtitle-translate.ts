/** Layout of the f-video-subtitle-translate page; its words are in docs/<lang>/_copy/f-video-subtitle-translate.json. */
import type { SectionsLayout } from './types';

const layout: SectionsLayout = {
  meta: {
    title: 'meta.title',
    description: 'meta.description',
  },
  sections: [
    {
      type: 'hero',
      eyebrow: 'hero.eyebrow',
      title: 'hero.title',
      lead: 'hero.lead',
      primary: {
        label: 'hero.primary.label',
        href: '/download/',
      },
      secondary: {
        label: 'hero.secondary.label',
        href: '/docs/videoSiteSupport/',
      },
      note: 'hero.note',
      illustration: 'video',
    },
    {
      type: 'stats',
      items: [
        {
          value: 'stats.items.1.value',
          label: 'stats.items.1.label',
        },
        {
          value: 'stats.items.2.value',
          label: 'stats.items.2.label',
        },
        {
          value: 'stats.items.3.value',
          label: 'stats.items.3.label',
        },
      ],
    },
    {
      type: 'featureGrid',
      title: 'featureGrid.title',
      items: [
        {
          icon: 'video',
          title: 'featureGrid.items.1.title',
          text: 'featureGrid.items.1.text',
        },
        {
          icon: 'meeting',
          title: 'featureGrid.items.2.title',
          text: 'featureGrid.items.2.text',
        },
        {
          icon: 'palette',
          title: 'featureGrid.items.3.title',
          text: 'featureGrid.items.3.text',
        },
        {
          icon: 'subtitles',
          title: 'featureGrid.items.4.title',
          text: 'featureGrid.items.4.text',
          link: {
            label: 'featureGrid.items.4.link.label',
            href: '/docs/features/subtitles/',
          },
        },
      ],
    },
    {
      type: 'split',
      eyebrow: 'split.eyebrow',
      title: 'split.title',
      text: 'split.text',
      bullets: ['split.bullets.1', 'split.bullets.2', 'split.bullets.3'],
      illustration: 'video',
      link: {
        label: 'split.link.label',
        href: '/docs/features/video-subtitles/',
      },
    },
    {
      type: 'faq',
      title: 'faq.title',
      items: [
        {
          q: 'faq.items.1.q',
          a: 'faq.items.1.a',
        },
        {
          q: 'faq.items.2.q',
          a: 'faq.items.2.a',
        },
        {
          q: 'faq.items.3.q',
          a: 'faq.items.3.a',
        },
      ],
    },
    {
      type: 'cta',
      title: 'cta.title',
      primary: {
        label: 'cta.primary.label',
        href: '/download/',
      },
      secondary: {
        label: 'cta.secondary.label',
        href: '/docs/videoSiteSupport/',
      },
    },
  ],
};

export default layout;
