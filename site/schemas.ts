/**
 * Schemas of the site's configuration (zod). The types of site/ data are
 * inferred from them, and the build checks the data against them, with
 * errors that name the item. Build-time only: browser code imports the
 * types (`import type`), never this module, so zod stays out of the bundle.
 */
import { z } from 'zod';
import strings from '../i18n.json';
import { NavbarConfigError } from '../rules/navbar';
import type { I18nKey } from './i18n-keys';
import { DOCS_OUTSIDE_SIDEBAR, DOCS_PAGES } from './routes';
import { SIDEBAR_NAME } from './sidebar-entry';

/** A key of i18n.json. */
export const i18nKey = z.custom<I18nKey>(value => typeof value === 'string' && Object.hasOwn(strings, value), {
  error: issue => `${JSON.stringify(issue.input)} is not a key of i18n.json`,
});

// Navbar (spec §2.4) ----------------------------------------------------------------

const itemBase = {
  /** Stable id, used by tests and by the visitor-state rules. */
  id: z.string().min(1, 'has no id'),
  position: z.enum(['left', 'right']).optional(),
  /** Hidden until a rule reveals it (no flash of content that goes away). */
  hiddenByDefault: z.boolean().optional(),
  className: z.string().optional(),
};

const linkItem = z.strictObject({ ...itemBase, type: z.literal('link'), label: i18nKey, href: z.string().min(1, 'has no href') });
const docItem = z.strictObject({ ...itemBase, type: z.literal('doc'), docId: z.string().min(1), label: i18nKey.optional() });

/** Every kind of navbar item; the theme has one component per kind (NAVBAR_ITEM_COMPONENTS). */
export const navbarItemSchema = z.discriminatedUnion('type', [
  linkItem,
  z.strictObject({
    ...itemBase,
    type: z.literal('dropdown'),
    label: i18nKey,
    items: z.array(z.discriminatedUnion('type', [linkItem, docItem])).min(1, 'has no items'),
  }),
  z.strictObject({ ...itemBase, type: z.literal('localeDropdown') }),
  z.strictObject({ ...itemBase, type: z.literal('search') }),
  /** Trusted markup from site/navbar.ts, never from visitors. */
  z.strictObject({ ...itemBase, type: z.literal('html'), value: z.string() }),
  docItem,
  z.strictObject({ ...itemBase, type: z.literal('docSidebar'), sidebarId: z.string().min(1), label: i18nKey }),
  z.strictObject({ ...itemBase, type: z.literal('docsVersion'), label: i18nKey.optional() }),
  z.strictObject({ ...itemBase, type: z.literal('docsVersionDropdown') }),
  /** Reserved for a price-currency switcher; renders nothing yet. */
  z.strictObject({ ...itemBase, type: z.literal('custom-currency') }),
]);

export const NAVBAR_ITEM_KINDS = navbarItemSchema.options.map(option => option.shape.type.value);

export const navbarConfigSchema = z.strictObject({
  title: z.string().min(1),
  logo: z.strictObject({ src: z.string().min(1), alt: z.string(), width: z.number().positive(), height: z.number().positive() }),
  /** Hide when scrolling down, show again when scrolling up. */
  hideOnScroll: z.boolean(),
  style: z.enum(['primary', 'dark']),
  items: z.array(navbarItemSchema),
});

export type NavbarItem = z.infer<typeof navbarItemSchema>;
export type NavbarConfig = z.infer<typeof navbarConfigSchema>;

/** `navbar › more › more.joinUs`: where an issue is, by the ids of the items on its path. */
function trail(root: unknown, path: readonly PropertyKey[], start: string): string {
  const names = [start];
  let node: unknown = root;
  for (const step of path) {
    node = (node as Record<PropertyKey, unknown> | undefined)?.[step];
    if (node && typeof node === 'object' && !Array.isArray(node) && 'id' in node) names.push(String(node.id));
  }
  return names.join(' › ');
}

/** Checks the navbar at build time, naming the first bad item. */
export function validateNavbar(config: unknown, knownDocs: ReadonlySet<string>): NavbarConfig {
  const result = navbarConfigSchema.safeParse(config);
  if (!result.success) {
    const issue = result.error.issues[0] as z.core.$ZodIssue;
    const last = issue.path.at(-1);
    if (issue.code === 'invalid_union' && last === 'type') {
      const kind = (trailNode(config, issue.path.slice(0, -1)) as { type?: unknown })?.type;
      const where = trail(config, issue.path, 'navbar');
      throw new NavbarConfigError(`No NavbarItem component found for type "${String(kind)}" (${where}).`);
    }
    const field = typeof last === 'string' && last !== 'type' ? `${last} ` : '';
    throw new NavbarConfigError(`Navbar item ${trail(config, issue.path, 'navbar')}: ${field}${issue.message}`);
  }
  const seen = new Set<string>();
  const visit = (item: NavbarItem, where: string) => {
    const here = `${where} › ${item.id}`;
    if (seen.has(item.id)) throw new NavbarConfigError(`Navbar item id "${item.id}" is used twice.`);
    seen.add(item.id);
    if (item.type === 'doc' && !knownDocs.has(item.docId)) {
      throw new NavbarConfigError(`Navbar doc link ${here} points to unknown doc "${item.docId}".`);
    }
    if (item.type === 'dropdown') for (const child of item.items) visit(child, here);
  };
  for (const item of result.data.items) visit(item, 'navbar');
  return result.data;
}

function trailNode(root: unknown, path: readonly PropertyKey[]): unknown {
  let node: unknown = root;
  for (const step of path) node = (node as Record<PropertyKey, unknown> | undefined)?.[step];
  return node;
}

// Docs sidebar (spec §2.3) ----------------------------------------------------------------

const sidebarDoc = z.strictObject({
  type: z.literal('doc'),
  /** Doc id (`faq`, `features/pdf`, `services/deepL`). */
  id: z.string(),
});

const sidebarCategory = z.strictObject({
  type: z.literal('category'),
  id: z.string().min(1),
  get items() {
    return z.array(sidebarItemSchema);
  },
  /** A category may open a page of its own (the services overview). */
  link: z.string().optional(),
});

export const sidebarItemSchema: z.ZodDiscriminatedUnion<[typeof sidebarDoc, typeof sidebarCategory]> = z.discriminatedUnion(
  'type',
  [sidebarDoc, sidebarCategory],
);

export type SidebarDoc = z.infer<typeof sidebarDoc>;
export type SidebarCategory = z.infer<typeof sidebarCategory>;
export type SidebarItem = z.infer<typeof sidebarItemSchema>;

export class SidebarConfigError extends Error {}

/**
 * A sidebar item must lead somewhere: a doc that exists and is meant for
 * the sidebar, or a category with at least one item. Run at build time so
 * a broken sidebar fails the build with the item named.
 */
export function validateSidebar(items: unknown, known: ReadonlySet<string> = new Set(DOCS_PAGES.map(p => p.id))): SidebarItem[] {
  const result = z.array(sidebarItemSchema).safeParse(items);
  if (!result.success) {
    const issue = result.error.issues[0] as z.core.$ZodIssue;
    const names = [SIDEBAR_NAME];
    let node: unknown = items;
    issue.path.forEach((step, index) => {
      node = (node as Record<PropertyKey, unknown> | undefined)?.[step];
      // The item the issue is in, named by the ids of the categories around it.
      const category = node && typeof node === 'object' && (node as { type?: unknown }).type === 'category';
      if (category && index < issue.path.length - 1) names.push(String((node as { id?: unknown }).id));
    });
    const where = names.join(' › ');
    const bad = trailNode(items, issue.code === 'invalid_union' ? issue.path.slice(0, -1) : issue.path);
    if (issue.code === 'invalid_union') {
      throw new SidebarConfigError(`Sidebar "${where}" has an item of unknown type: ${JSON.stringify(bad)}`);
    }
    throw new SidebarConfigError(`Sidebar "${where}": ${issue.message}`);
  }
  const visit = (list: readonly SidebarItem[], trail: readonly string[]) => {
    for (const item of list) {
      if (item.type === 'doc') {
        if (!item.id) {
          throw new SidebarConfigError(`Sidebar "${trail.join(' › ')}" has a doc item without a link (no doc id).`);
        }
        if (!known.has(item.id)) {
          throw new SidebarConfigError(`Sidebar "${trail.join(' › ')}" links to "${item.id}", which is not a docs page.`);
        }
        if (DOCS_OUTSIDE_SIDEBAR.includes(item.id)) {
          throw new SidebarConfigError(
            `Sidebar "${trail.join(' › ')}" lists "${item.id}", which the spec keeps out of the sidebar.`,
          );
        }
      } else {
        if (item.items.length === 0 && !item.link) {
          throw new SidebarConfigError(`Sidebar category "${[...trail, item.id].join(' › ')}" has no items and no link.`);
        }
        visit(item.items, [...trail, item.id]);
      }
    }
  };
  visit(result.data, [SIDEBAR_NAME]);
  return result.data;
}
