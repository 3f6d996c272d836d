/**
 * The docs breadcrumb trail (issue 27): Docs › category › page for a page in
 * the sidebar, Docs › page for one outside it, and never the same crumb
 * twice ("Docs › Docs › Terms" was the bug). The visible trail and the
 * schema.org BreadcrumbList are both drawn from this one list.
 */
import type { SidebarCategory, SidebarItem } from '../site/schemas';

/** One crumb: what it reads and the docs page it opens. */
export interface Crumb {
  label: string;
  docId: string;
}

export interface CrumbLabels {
  home: string;
  category: (id: string) => string;
  page: (id: string) => string;
}

/** The categories that lead to a doc, outermost first ([] when it is not listed). */
export function categoriesOf(items: readonly SidebarItem[], id: string): SidebarCategory[] {
  for (const item of items) {
    if (item.type !== 'category') continue;
    if (item.items.some(child => child.type === 'doc' && child.id === id)) return [item];
    const inner = categoriesOf(item.items, id);
    if (inner.length > 0) return [item, ...inner];
  }
  return [];
}

/** The page a category opens: its own link, else the first page listed in it. */
export function categoryDoc(category: SidebarCategory): string | null {
  if (category.link) return category.link;
  for (const item of category.items) {
    const id = item.type === 'doc' ? item.id : categoryDoc(item);
    if (id) return id;
  }
  return null;
}

/** Whether two crumbs would read the same (case and spacing aside). */
function sameLabel(a: string, b: string): boolean {
  const norm = (s: string) => s.normalize('NFC').replace(/\s+/gu, ' ').trim().toLocaleLowerCase();
  return norm(a) === norm(b);
}

/**
 * The trail without repeats: walking from the page outwards, a crumb that
 * reads like one already kept is dropped, so the page itself always stays
 * and an outer crumb gives way to an inner one of the same name.
 */
export function withoutRepeats(crumbs: readonly Crumb[]): Crumb[] {
  const kept: Crumb[] = [];
  for (const crumb of [...crumbs].reverse()) {
    if (!kept.some(other => sameLabel(other.label, crumb.label))) kept.push(crumb);
  }
  return kept.reverse();
}

/**
 * Docs home, the sidebar categories that hold the page (none for a page
 * outside the sidebar), then the page. The docs home has no trail.
 */
export function docsBreadcrumbs(sidebar: readonly SidebarItem[], id: string, homeId: string, labels: CrumbLabels): Crumb[] {
  if (id === homeId) return [];
  const categories = categoriesOf(sidebar, id).flatMap(category => {
    const docId = categoryDoc(category);
    return docId ? [{ label: labels.category(category.id), docId }] : [];
  });
  return withoutRepeats([{ label: labels.home, docId: homeId }, ...categories, { label: labels.page(id), docId: id }]);
}
