/** Layout of the home page; its words are in docs/<lang>/_copy/home.json. */
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
      illustration: 'bilingual',
    },
    {
      type: 'featureGrid',
      id: 'read',
      title: 'featureGrid.title',
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
          icon: 'quill',
          title: 'featureGrid.items.4.title',
          text: 'featureGrid.items.4.text',
          link: {
            label: 'featureGrid.items.4.link.label',
            href: '/ao3/',
          },
        },
      ],
    },
    {
      type: 'featureGrid',
      id: 'watch',
      title: 'featureGrid2.title',
      items: [
        {
          icon: 'video',
          title: 'featureGrid2.items.1.title',
          text: 'featureGrid2.items.1.text',
          link: {
            label: 'featureGrid2.items.1.link.label',
            href: '/f-video-subtitle-translate/',
          },
        },
        {
          icon: 'meeting',
          title: 'featureGrid2.items.2.title',
          text: 'featureGrid2.items.2.text',
          link: {
            label: 'featureGrid2.items.2.link.label',
            href: '/docs/features/video-subtitles/',
          },
        },
        {
          icon: 'image',
          title: 'featureGrid2.items.3.title',
          text: 'featureGrid2.items.3.text',
          link: {
            label: 'featureGrid2.items.3.link.label',
            href: '/image/',
          },
        },
        {
          icon: 'manga',
          title: 'featureGrid2.items.4.title',
          text: 'featureGrid2.items.4.text',
          link: {
            label: 'featureGrid2.items.4.link.label',
            href: '/manga/',
          },
          pro: true,
        },
      ],
    },
    {
      type: 'featureGrid',
      id: 'write',
      title: 'featureGrid3.title',
      items: [
        {
          icon: 'keyboard',
          title: 'featureGrid3.items.1.title',
          text: 'featureGrid3.items.1.text',
          link: {
            label: 'featureGrid3.items.1.link.label',
            href: '/docs/input/',
          },
        },
        {
          icon: 'selection',
          title: 'featureGrid3.items.2.title',
          text: 'featureGrid3.items.2.text',
          link: {
            label: 'featureGrid3.items.2.link.label',
            href: '/docs/usage/',
          },
        },
        {
          icon: 'share',
          title: 'featureGrid3.items.3.title',
          text: 'featureGrid3.items.3.text',
          link: {
            label: 'featureGrid3.items.3.link.label',
            href: '/f-share-bilingual-content/',
          },
        },
        {
          icon: 'subtitles',
          title: 'featureGrid3.items.4.title',
          text: 'featureGrid3.items.4.text',
          link: {
            label: 'featureGrid3.items.4.link.label',
            href: '/docs/features/subtitles/',
          },
        },
      ],
    },
    {
      type: 'featureGrid',
      id: 'platforms',
      title: 'featureGrid4.title',
      items: [
        {
          icon: 'download',
          title: 'featureGrid4.items.1.title',
          text: 'featureGrid4.items.1.text',
          link: {
            label: 'featureGrid4.items.1.link.label',
            href: '/download/',
          },
        },
        {
          icon: 'mobile',
          title: 'featureGrid4.items.2.title',
          text: 'featureGrid4.items.2.text',
          link: {
            label: 'featureGrid4.items.2.link.label',
            href: '/mobile/',
          },
        },
        {
          icon: 'engine',
          title: 'featureGrid4.items.3.title',
          text: 'featureGrid4.items.3.text',
          link: {
            label: 'featureGrid4.items.3.link.label',
            href: '/docs/services/',
          },
        },
        {
          icon: 'star',
          title: 'featureGrid4.items.4.title',
          text: 'featureGrid4.items.4.text',
          link: {
            label: 'featureGrid4.items.4.link.label',
            href: '/pricing/',
          },
        },
      ],
    },
  ],
};

export default layout;
