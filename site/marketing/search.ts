/** Layout of the search page; its words are in docs/<lang>/_copy/search.json. */
import type { SectionsLayout } from './types';

const layout: SectionsLayout = {
  meta: {
    title: 'meta.title',
    description: 'meta.description',
  },
  sections: [
    {
      type: 'guides',
      title: 'guides.title',
      lead: 'guides.lead',
      items: [
        {
          tag: 'guides.items.1.tag',
          title: 'guides.items.1.title',
          text: 'guides.items.1.text',
          href: '/docs/usage/',
        },
        {
          tag: 'guides.items.2.tag',
          title: 'guides.items.2.title',
          text: 'guides.items.2.text',
          href: '/docs/installation/',
        },
        {
          tag: 'guides.items.3.tag',
          title: 'guides.items.3.title',
          text: 'guides.items.3.text',
          href: '/docs/faq/',
        },
        {
          tag: 'guides.items.4.tag',
          title: 'guides.items.4.title',
          text: 'guides.items.4.text',
          href: '/docs/services/',
        },
        {
          tag: 'guides.items.5.tag',
          title: 'guides.items.5.title',
          text: 'guides.items.5.text',
          href: '/docs/features/pdf/',
        },
        {
          tag: 'guides.items.6.tag',
          title: 'guides.items.6.title',
          text: 'guides.items.6.text',
          href: '/docs/features/video-subtitles/',
        },
      ],
    },
    {
      type: 'featureGrid',
      title: 'featureGrid.title',
      items: [
        {
          icon: 'compass',
          title: 'featureGrid.items.1.title',
          text: 'featureGrid.items.1.text',
        },
        {
          icon: 'engine',
          title: 'featureGrid.items.2.title',
          text: 'featureGrid.items.2.text',
        },
        {
          icon: 'keyboard',
          title: 'featureGrid.items.3.title',
          text: 'featureGrid.items.3.text',
        },
      ],
    },
  ],
};

export default layout;
