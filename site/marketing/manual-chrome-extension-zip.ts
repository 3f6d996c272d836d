/** Layout of the manual-chrome-extension-zip page; its words are in docs/<lang>/_copy/manual-chrome-extension-zip.json. */
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
        href: '{store.zip}',
      },
      secondary: {
        label: 'hero.secondary.label',
        href: '/manual-chrome-extension/',
      },
      note: 'hero.note',
      illustration: 'install',
    },
  ],
};

export default layout;
