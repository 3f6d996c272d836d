/**
 * The `docs` sidebar (spec §2.3). Labels are i18n keys: `sidebar.<doc id>`
 * for pages and `sidebar.category.<id>` for categories.
 */
import type { SidebarCategory, SidebarDoc, SidebarItem } from './schemas';
import { SIDEBAR_NAME } from './sidebar-entry';

// The shape of sidebar items is defined once, by the schema (site/schemas.ts).
export type { SidebarCategory, SidebarDoc, SidebarItem };

const doc = (id: string): SidebarDoc => ({ type: 'doc', id });
const category = (id: string, items: SidebarItem[], link?: string): SidebarCategory => ({
  type: 'category',
  id,
  items,
  ...(link ? { link } : {}),
});

export { SIDEBAR_NAME };

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
  category('services', [
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
  ]),
  category('advanced', [doc('advanced'), doc('prompts'), doc('js-sdk'), doc('browserExtensionIntegration')]),
  category('about', [doc('CHANGELOG'), doc('communities'), doc('friends'), doc('recommend'), doc('review')]),
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
