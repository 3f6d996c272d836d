/**
 * The `docs` sidebar (spec §2.3). Labels are i18n keys: `sidebar.<doc id>`
 * for pages and `sidebar.category.<id>` for categories.
 */
import { DOCS_OUTSIDE_SIDEBAR, DOCS_PAGES } from './routes';

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

const doc = (id: string): SidebarDoc => ({ type: 'doc', id });
const category = (id: string, items: SidebarItem[], link?: string): SidebarCategory => ({
  type: 'category',
  id,
  items,
  ...(link ? { link } : {}),
});

export const SIDEBAR_NAME = 'docs';

export const DOCS_SIDEBAR: SidebarItem[] = [
  category('start', [doc('index'), doc('installation'), doc('usage'), doc('usecase'), doc('faq')]),
  category('features', [
    doc('features/webpage'),
    doc('features/pdf'),
    doc('pdf-helper'),
    doc('features/epub'),
    doc('features/subtitles'),
    doc('features/video-subtitles'),
    doc('videoSiteSupport'),
    doc('features/image'),
    doc('features/manga'),
    doc('features/hover'),
    doc('input'),
    doc('sites'),
  ]),
  category(
    'services',
    [
      doc('services/index'),
      category('servicesAi', [
        doc('services/ai'),
        doc('services/openai'),
        doc('services/azure-openai'),
        doc('services/claude'),
        doc('services/gemini'),
        doc('services/deepseek'),
        doc('services/grok'),
        doc('services/groq'),
        doc('services/openrouter'),
        doc('services/kimi'),
        doc('services/zhipu'),
        doc('services/qwen-mt'),
        doc('services/aliyun-bailian'),
        doc('services/lingyiwanwu'),
        doc('services/doubao'),
        doc('services/tencent-hunyuan'),
        doc('services/baidu-qianfan'),
        doc('services/youdao-ziyue'),
      ]),
      category('servicesMachine', [
        doc('services/deepL'),
        doc('services/azure'),
        doc('services/tencent'),
        doc('services/volcano'),
        doc('services/aliyun'),
        doc('services/baidu'),
        doc('services/caiyun'),
        doc('services/youdao'),
        doc('services/niu'),
        doc('services/openL'),
      ]),
      category('servicesLocal', [doc('services/ollama'), doc('services/custom')]),
    ],
  ),
  category('advanced', [
    doc('advanced'),
    doc('prompts'),
    doc('js-sdk'),
    doc('browserExtensionIntegration'),
  ]),
  category('about', [
    doc('CHANGELOG'),
    doc('communities'),
    doc('friends'),
    doc('recommend'),
    doc('review'),
  ]),
];

/** Docs pages in reading order, as the sidebar lists them (for prev/next). */
export function flattenSidebar(items: readonly SidebarItem[]): string[] {
  const ids: string[] = [];
  for (const item of items) {
    if (item.type === 'doc') ids.push(item.id);
    else ids.push(...flattenSidebar(item.items));
  }
  return ids;
}

/** Ids of the categories that lead to a doc, outermost first ([] if not listed). */
export function sidebarTrail(items: readonly SidebarItem[], id: string): string[] {
  for (const item of items) {
    if (item.type === 'doc' && item.id === id) return [];
    if (item.type === 'category') {
      const inner = sidebarTrail(item.items, id);
      if (inner.length > 0 || item.items.some(child => child.type === 'doc' && child.id === id)) return [item.id, ...inner];
    }
  }
  return [];
}

export class SidebarConfigError extends Error {}

/**
 * A sidebar item must lead somewhere: a doc that exists and is meant for
 * the sidebar, or a category with at least one item. Run at build time so
 * a broken sidebar fails the build with the item named.
 */
export function validateSidebar(
  items: readonly SidebarItem[],
  known: ReadonlySet<string> = new Set(DOCS_PAGES.map(p => p.id)),
  trail: string[] = [SIDEBAR_NAME],
): void {
  for (const item of items) {
    if (item.type === 'doc') {
      if (!item.id) {
        throw new SidebarConfigError(
          `Sidebar "${trail.join(' › ')}" has a doc item without a link (no doc id).`,
        );
      }
      if (!known.has(item.id)) {
        throw new SidebarConfigError(
          `Sidebar "${trail.join(' › ')}" links to "${item.id}", which is not a docs page.`,
        );
      }
      if (DOCS_OUTSIDE_SIDEBAR.includes(item.id)) {
        throw new SidebarConfigError(
          `Sidebar "${trail.join(' › ')}" lists "${item.id}", which the spec keeps out of the sidebar.`,
        );
      }
    } else if (item.type === 'category') {
      if (item.items.length === 0 && !item.link) {
        throw new SidebarConfigError(
          `Sidebar category "${[...trail, item.id].join(' › ')}" has no items and no link.`,
        );
      }
      validateSidebar(item.items, known, [...trail, item.id]);
    } else {
      throw new SidebarConfigError(
        `Sidebar "${trail.join(' › ')}" has an item of unknown type: ${JSON.stringify(item)}`,
      );
    }
  }
}
