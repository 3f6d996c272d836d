/** Layout of the landing page; its words are in docs/<lang>/_copy/landing.json. */
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
        href: '/docs/usage/',
      },
      note: 'hero.note',
      illustration: 'bilingual',
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
        {
          value: 'stats.items.4.value',
          label: 'stats.items.4.label',
        },
      ],
    },
    {
      type: 'featureGrid',
      id: 'features',
      title: 'featureGrid.title',
      lead: 'featureGrid.lead',
      items: [
        {
          icon: 'globe',
          title: 'featureGrid.items.1.title',
          text: 'featureGrid.items.1.text',
          link: {
            label: 'featureGrid.items.1.link.label',
            href: '/docs/features/webpage/',
          },
        },
        {
          icon: 'pdf',
          title: 'featureGrid.items.2.title',
          text: 'featureGrid.items.2.text',
          link: {
            label: 'featureGrid.items.2.link.label',
            href: '/f-pdf-translate/',
          },
        },
        {
          icon: 'book',
          title: 'featureGrid.items.3.title',
          text: 'featureGrid.items.3.text',
          link: {
            label: 'featureGrid.items.3.link.label',
            href: '/docs/features/epub/',
          },
        },
        {
          icon: 'video',
          title: 'featureGrid.items.4.title',
          text: 'featureGrid.items.4.text',
          link: {
            label: 'featureGrid.items.4.link.label',
            href: '/f-video-subtitle-translate/',
          },
        },
        {
          icon: 'image',
          title: 'featureGrid.items.5.title',
          text: 'featureGrid.items.5.text',
          link: {
            label: 'featureGrid.items.5.link.label',
            href: '/image/',
          },
        },
        {
          icon: 'manga',
          title: 'featureGrid.items.6.title',
          text: 'featureGrid.items.6.text',
          link: {
            label: 'featureGrid.items.6.link.label',
            href: '/manga/',
          },
          pro: true,
        },
        {
          icon: 'quill',
          title: 'featureGrid.items.7.title',
          text: 'featureGrid.items.7.text',
          link: {
            label: 'featureGrid.items.7.link.label',
            href: '/ao3/',
          },
        },
        {
          icon: 'keyboard',
          title: 'featureGrid.items.8.title',
          text: 'featureGrid.items.8.text',
          link: {
            label: 'featureGrid.items.8.link.label',
            href: '/docs/input/',
          },
        },
        {
          icon: 'cursor',
          title: 'featureGrid.items.9.title',
          text: 'featureGrid.items.9.text',
          link: {
            label: 'featureGrid.items.9.link.label',
            href: '/docs/features/hover/',
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
      illustration: 'bilingual',
      link: {
        label: 'split.link.label',
        href: '/docs/features/webpage/',
      },
    },
    {
      type: 'split',
      eyebrow: 'split2.eyebrow',
      title: 'split2.title',
      text: 'split2.text',
      bullets: ['split2.bullets.1', 'split2.bullets.2', 'split2.bullets.3'],
      illustration: 'pdf',
      link: {
        label: 'split2.link.label',
        href: '/f-pdf-translate/',
      },
    },
    {
      type: 'split',
      eyebrow: 'split3.eyebrow',
      title: 'split3.title',
      text: 'split3.text',
      illustration: 'video',
      link: {
        label: 'split3.link.label',
        href: '/f-video-subtitle-translate/',
      },
    },
    {
      type: 'engines',
      title: 'engines.title',
      lead: 'engines.lead',
      link: {
        label: 'engines.link.label',
        href: '/docs/services/',
      },
    },
    {
      type: 'featureGrid',
      id: 'readers',
      title: 'featureGrid2.title',
      items: [
        {
          icon: 'student',
          title: 'featureGrid2.items.1.title',
          text: 'featureGrid2.items.1.text',
        },
        {
          icon: 'flask',
          title: 'featureGrid2.items.2.title',
          text: 'featureGrid2.items.2.text',
        },
        {
          icon: 'code',
          title: 'featureGrid2.items.3.title',
          text: 'featureGrid2.items.3.text',
        },
        {
          icon: 'chart',
          title: 'featureGrid2.items.4.title',
          text: 'featureGrid2.items.4.text',
        },
        {
          icon: 'briefcase',
          title: 'featureGrid2.items.5.title',
          text: 'featureGrid2.items.5.text',
        },
        {
          icon: 'camera',
          title: 'featureGrid2.items.6.title',
          text: 'featureGrid2.items.6.text',
        },
      ],
    },
    {
      type: 'steps',
      title: 'steps.title',
      items: [
        {
          title: 'steps.items.1.title',
          text: 'steps.items.1.text',
          link: {
            label: 'steps.items.1.link.label',
            href: '/download/',
          },
        },
        {
          title: 'steps.items.2.title',
          text: 'steps.items.2.text',
        },
        {
          title: 'steps.items.3.title',
          text: 'steps.items.3.text',
        },
      ],
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
        {
          q: 'faq.items.4.q',
          a: 'faq.items.4.a',
        },
      ],
    },
    {
      type: 'cta',
      title: 'cta.title',
      text: 'cta.text',
      primary: {
        label: 'cta.primary.label',
        href: '/download/',
      },
      secondary: {
        label: 'cta.secondary.label',
        href: '/pricing/',
      },
    },
  ],
};

export default layout;
