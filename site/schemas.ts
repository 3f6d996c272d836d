/**
 * Schemas of the site's configuration (valibot): the types of site/ data
 * are inferred from them, and the build checks the data against them
 * (rules/navbar-config.ts, rules/sidebar-config.ts), with errors that name
 * the item. Browser code imports only the types (`import type`).
 */
import * as v from 'valibot';
import strings from '../i18n.json';
import type { I18nKey } from './i18n-keys';

/** A key of i18n.json. */
export const i18nKey = v.custom<I18nKey>(
  value => typeof value === 'string' && Object.hasOwn(strings, value),
  issue => `${JSON.stringify(issue.input)} is not a key of i18n.json`,
);

/** An object with exactly these fields: a missing field, or one its kind does not have, is named. */
const exactly = <T extends v.ObjectEntries>(entries: T) =>
  v.strictObject(entries, issue => {
    if (!issue.path?.length) return `is ${issue.received}, not an object`;
    return issue.expected === 'never' ? 'is not a field of this kind of item' : 'is missing';
  });

// Navbar (spec §2.4) ----------------------------------------------------------------

const itemBase = {
  /** Stable id, used by tests and by the visitor-state rules. */
  id: v.pipe(v.string(), v.minLength(1, 'has no id')),
  position: v.optional(v.picklist(['left', 'right'])),
  /** Hidden until a rule reveals it (no flash of content that goes away). */
  hiddenByDefault: v.optional(v.boolean()),
  className: v.optional(v.string()),
};

const linkItem = exactly({
  ...itemBase,
  type: v.literal('link'),
  label: i18nKey,
  href: v.pipe(v.string(), v.minLength(1, 'has no href')),
});
const docItem = exactly({
  ...itemBase,
  type: v.literal('doc'),
  docId: v.pipe(v.string(), v.minLength(1)),
  label: v.optional(i18nKey),
});

/** Every kind of navbar item; the theme has one component per kind (NAVBAR_ITEM_COMPONENTS). */
export const navbarItemSchema = v.variant('type', [
  linkItem,
  exactly({
    ...itemBase,
    type: v.literal('dropdown'),
    label: i18nKey,
    items: v.pipe(v.array(v.variant('type', [linkItem, docItem])), v.minLength(1, 'has no items')),
  }),
  exactly({ ...itemBase, type: v.literal('localeDropdown') }),
  exactly({ ...itemBase, type: v.literal('search') }),
  /** Trusted markup from site/navbar.ts, never from visitors. */
  exactly({ ...itemBase, type: v.literal('html'), value: v.string() }),
  docItem,
  exactly({ ...itemBase, type: v.literal('docSidebar'), sidebarId: v.pipe(v.string(), v.minLength(1)), label: i18nKey }),
  exactly({ ...itemBase, type: v.literal('docsVersion'), label: v.optional(i18nKey) }),
  exactly({ ...itemBase, type: v.literal('docsVersionDropdown') }),
  /** Reserved for a price-currency switcher; renders nothing yet. */
  exactly({ ...itemBase, type: v.literal('custom-currency') }),
]);

export const NAVBAR_ITEM_KINDS = navbarItemSchema.options.map(option => option.entries.type.literal);

export const navbarConfigSchema = exactly({
  title: v.pipe(v.string(), v.minLength(1)),
  logo: exactly({
    src: v.pipe(v.string(), v.minLength(1)),
    alt: v.string(),
    width: v.pipe(v.number(), v.gtValue(0, 'is not above 0')),
    height: v.pipe(v.number(), v.gtValue(0, 'is not above 0')),
  }),
  /** Hide when scrolling down, show again when scrolling up. */
  hideOnScroll: v.boolean(),
  style: v.picklist(['primary', 'dark']),
  items: v.array(navbarItemSchema),
});

export type NavbarItem = v.InferOutput<typeof navbarItemSchema>;
export type NavbarConfig = v.InferOutput<typeof navbarConfigSchema>;

// Docs sidebar (spec §2.3) ----------------------------------------------------------------

export interface SidebarDoc {
  type: 'doc';
  /** Doc id (`faq`, `features/pdf`, `services/deepL`). */
  id: string;
}

export interface SidebarCategory {
  type: 'category';
  id: string;
  items: SidebarItem[];
  /** A category may open a page of its own (the services overview). */
  link?: string;
}

export type SidebarItem = SidebarDoc | SidebarCategory;

const sidebarDoc = exactly({ type: v.literal('doc'), id: v.string() });

const sidebarCategory = exactly({
  type: v.literal('category'),
  id: v.pipe(v.string(), v.minLength(1)),
  items: v.array(v.lazy((): v.GenericSchema<SidebarItem> => sidebarItemSchema)),
  link: v.optional(v.string()),
});

export const sidebarItemSchema = v.variant('type', [sidebarDoc, sidebarCategory]);
