/**
 * The build's check of the navbar (spec §2.4): the data against its schema
 * (site/schemas.ts), then what a schema cannot say (ids used once, doc
 * links to docs that exist). The first problem fails the build, naming the
 * item by the ids on its path.
 */
import * as v from 'valibot';
import { type NavbarConfig, type NavbarItem, navbarConfigSchema } from '../site/schemas';
import { NavbarConfigError } from './navbar';

/** The keys of an issue's path, from the root. */
export function issueKeys(issue: v.BaseIssue<unknown>): PropertyKey[] {
  return (issue.path ?? []).map(step => step.key as PropertyKey);
}

/** The value at a path inside `root`. */
export function nodeAt(root: unknown, path: readonly PropertyKey[]): unknown {
  let node: unknown = root;
  for (const step of path) node = (node as Record<PropertyKey, unknown> | undefined)?.[step];
  return node;
}

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
  const result = v.safeParse(navbarConfigSchema, config);
  if (!result.success) {
    const issue = result.issues[0];
    const path = issueKeys(issue);
    const last = path.at(-1);
    if (issue.type === 'variant' && last === 'type') {
      const kind = (nodeAt(config, path.slice(0, -1)) as { type?: unknown })?.type;
      const where = trail(config, path, 'navbar');
      throw new NavbarConfigError(`No NavbarItem component found for type "${String(kind)}" (${where}).`);
    }
    const field = typeof last === 'string' && last !== 'type' ? `${last} ` : '';
    throw new NavbarConfigError(`Navbar item ${trail(config, path, 'navbar')}: ${field}${issue.message}`);
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
  for (const item of result.output.items) visit(item, 'navbar');
  return result.output;
}
