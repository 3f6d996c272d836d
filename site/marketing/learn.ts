/** Layout of the learn page; its words are in docs/<lang>/_copy/learn.json. */
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
        href: '/docs/usage/',
      },
      secondary: {
        label: 'hero.secondary.label',
        href: '/docs/faq/',
      },
      illustration: 'learn',
    },
    {
      type: 'guides',
      title: 'guides.title',
      lead: 'guides.lead',
      items: [
        {
          tag: 'guides.items.1.tag',
          minutes: 3,
          title: 'guides.items.1.title',
          text: 'guides.items.1.text',
          href: '/docs/installation/',
        },
        {
          tag: 'guides.items.2.tag',
          minutes: 5,
          title: 'guides.items.2.title',
          text: 'guides.items.2.text',
          href: '/docs/usage/',
        },
        {
          tag: 'guides.items.3.tag',
          minutes: 4,
          title: 'guides.items.3.title',
          text: 'guides.items.3.text',
          href: '/docs/input/',
        },
        {
          tag: 'guides.items.4.tag',
          minutes: 3,
          title: 'guides.items.4.title',
          text: 'guides.items.4.text',
          href: '/docs/features/hover/',
        },
      ],
    },
    {
      type: 'guides',
      title: 'guides2.title',
      items: [
        {
          tag: 'guides2.items.1.tag',
          minutes: 6,
          title: 'guides2.items.1.title',
          text: 'guides2.items.1.text',
          href: '/docs/features/pdf/',
        },
        {
          tag: 'guides2.items.2.tag',
          minutes: 4,
          title: 'guides2.items.2.title',
          text: 'guides2.items.2.text',
          href: '/docs/features/epub/',
        },
        {
          tag: 'guides2.items.3.tag',
          minutes: 4,
          title: 'guides2.items.3.title',
          text: 'guides2.items.3.text',
          href: '/docs/features/video-subtitles/',
        },
        {
          tag: 'guides2.items.4.tag',
          minutes: 3,
          title: 'guides2.items.4.title',
          text: 'guides2.items.4.text',
          href: '/docs/features/subtitles/',
        },
      ],
    },
    {
      type: 'guides',
      title: 'guides3.title',
      items: [
        {
          tag: 'guides3.items.1.tag',
          minutes: 8,
          title: 'guides3.items.1.title',
          text: 'guides3.items.1.text',
          href: '/docs/services/',
        },
        {
          tag: 'guides3.items.2.tag',
          minutes: 7,
          title: 'guides3.items.2.title',
          text: 'guides3.items.2.text',
          href: '/docs/prompts/',
        },
        {
          tag: 'guides3.items.3.tag',
          minutes: 6,
          title: 'guides3.items.3.title',
          text: 'guides3.items.3.text',
          href: '/docs/advanced/',
        },
        {
          tag: 'guides3.items.4.tag',
          minutes: 5,
          title: 'guides3.items.4.title',
          text: 'guides3.items.4.text',
          href: '/docs/usecase/',
        },
      ],
    },
    {
      type: 'cta',
      title: 'cta.title',
      text: 'cta.text',
      primary: {
        label: 'cta.primary.label',
        href: '/search/',
      },
      secondary: {
        label: 'cta.secondary.label',
        href: '/docs/communities/',
      },
    },
  ],
};

export default layout;
