/** Layout of the welcome page; its words are in docs/<lang>/_copy/welcome.json. */
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
        href: '/learn/',
      },
      illustration: 'rocket',
    },
    {
      type: 'steps',
      id: 'first-steps',
      title: 'steps.title',
      items: [
        {
          title: 'steps.items.1.title',
          text: 'steps.items.1.text',
        },
        {
          title: 'steps.items.2.title',
          text: 'steps.items.2.text',
        },
        {
          title: 'steps.items.3.title',
          text: 'steps.items.3.text',
        },
        {
          title: 'steps.items.4.title',
          text: 'steps.items.4.text',
          link: {
            label: 'steps.items.4.link.label',
            href: '/docs/services/',
          },
        },
      ],
    },
    {
      type: 'featureGrid',
      title: 'featureGrid.title',
      lead: 'featureGrid.lead',
      items: [
        {
          icon: 'keyboard',
          title: 'featureGrid.items.1.title',
          text: 'featureGrid.items.1.text',
        },
        {
          icon: 'keyboard',
          title: 'featureGrid.items.2.title',
          text: 'featureGrid.items.2.text',
        },
        {
          icon: 'cursor',
          title: 'featureGrid.items.3.title',
          text: 'featureGrid.items.3.text',
        },
        {
          icon: 'keyboard',
          title: 'featureGrid.items.4.title',
          text: 'featureGrid.items.4.text',
        },
      ],
    },
    {
      type: 'featureGrid',
      title: 'featureGrid2.title',
      items: [
        {
          icon: 'pdf',
          title: 'featureGrid2.items.1.title',
          text: 'featureGrid2.items.1.text',
          link: {
            label: 'featureGrid2.items.1.link.label',
            href: '/f-pdf-translate/',
          },
        },
        {
          icon: 'video',
          title: 'featureGrid2.items.2.title',
          text: 'featureGrid2.items.2.text',
          link: {
            label: 'featureGrid2.items.2.link.label',
            href: '/f-video-subtitle-translate/',
          },
        },
        {
          icon: 'palette',
          title: 'featureGrid2.items.3.title',
          text: 'featureGrid2.items.3.text',
          link: {
            label: 'featureGrid2.items.3.link.label',
            href: '/docs/features/webpage/',
          },
        },
      ],
    },
    {
      type: 'cta',
      title: 'cta.title',
      text: 'cta.text',
      primary: {
        label: 'cta.primary.label',
        href: '/docs/faq/',
      },
      secondary: {
        label: 'cta.secondary.label',
        href: '/docs/communities/',
      },
    },
  ],
};

export default layout;
