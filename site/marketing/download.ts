/** Layout of the download page; its words are in docs/<lang>/_copy/download.json. */
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
        href: '#stores',
      },
      secondary: {
        label: 'hero.secondary.label',
        href: '/docs/installation/',
      },
      note: 'hero.note',
      illustration: 'install',
    },
    {
      type: 'download',
      title: 'download.title',
      yourBrowser: 'download.yourBrowser',
      otherBrowsers: 'download.otherBrowsers',
      mobileTitle: 'download.mobileTitle',
      stores: {
        chrome: {
          name: 'download.stores.chrome.name',
          action: 'download.stores.chrome.action',
          note: 'download.stores.chrome.note',
        },
        edge: {
          name: 'download.stores.edge.name',
          action: 'download.stores.edge.action',
          note: 'download.stores.edge.note',
        },
        firefox: {
          name: 'download.stores.firefox.name',
          action: 'download.stores.firefox.action',
          note: 'download.stores.firefox.note',
        },
        safariMac: {
          name: 'download.stores.safariMac.name',
          action: 'download.stores.safariMac.action',
          note: 'download.stores.safariMac.note',
        },
        safariIos: {
          name: 'download.stores.safariIos.name',
          action: 'download.stores.safariIos.action',
          note: 'download.stores.safariIos.note',
        },
        mobileApp: {
          name: 'download.stores.mobileApp.name',
          action: 'download.stores.mobileApp.action',
          note: 'download.stores.mobileApp.note',
        },
        apk: {
          name: 'download.stores.apk.name',
          action: 'download.stores.apk.action',
          note: 'download.stores.apk.note',
        },
        zip: {
          name: 'download.stores.zip.name',
          action: 'download.stores.zip.action',
          note: 'download.stores.zip.note',
        },
      },
      manualTitle: 'download.manualTitle',
      manualText: 'download.manualText',
      manualLink: {
        label: 'download.manualLink.label',
        href: '/manual-chrome-extension/',
      },
    },
    {
      type: 'steps',
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
          link: {
            label: 'steps.items.3.link.label',
            href: '/welcome/',
          },
        },
      ],
    },
  ],
};

export default layout;
