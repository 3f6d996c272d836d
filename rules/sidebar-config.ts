/**
 * The build's check of the docs sidebar (spec §2.3): the data against its
 * schema (site/schemas.ts), then what a schema cannot say. A sidebar item
 * must lead somewhere: a doc that exists and is meant for the sidebar, or a
 * category with at least one item. The first problem fails the build,
 * naming the item by the categories around it.
 */
import * as v from 'valibot';
import { DOCS_OUTSIDE_SIDEBAR, DOCS_PAGES } from '../site/routes';
import { type SidebarItem, sidebarItemSchema } from '../site/schemas';
import { SIDEBAR_NAME } from '../site/sidebar-entry';
import { issueKeys, nodeAt } from './navbar-config';

export class SidebarConfigError extends Error {}

export function validateSidebar(items: unknown, known: ReadonlySet<string> = new Set(DOCS_PAGES.map(p => p.id))): SidebarItem[] {
  const result = v.safeParse(v.array(sidebarItemSchema), items);
  if (!result.success) {
    const issue = result.issues[0];
    const path = issueKeys(issue);
    const names = [SIDEBAR_NAME];
    let node: unknown = items;
    path.forEach((step, index) => {
      node = (node as Record<PropertyKey, unknown> | undefined)?.[step];
      // The item the issue is in, named by the ids of the categories around it.
      const category = node && typeof node === 'object' && (node as { type?: unknown }).type === 'category';
      if (category && index < path.length - 1) names.push(String((node as { id?: unknown }).id));
    });
    const where = names.join(' › ');
    if (issue.type === 'variant') {
      const bad = nodeAt(items, path.at(-1) === 'type' ? path.slice(0, -1) : path);
      throw new SidebarConfigError(`Sidebar "${where}" has an item of unknown type: ${JSON.stringify(bad)}`);
    }
    const field = typeof path.at(-1) === 'string' ? `${String(path.at(-1))} ` : '';
    throw new SidebarConfigError(`Sidebar "${where}": ${field}${issue.message}`);
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
  visit(result.output as SidebarItem[], [SIDEBAR_NAME]);
  return result.output as SidebarItem[];
}
