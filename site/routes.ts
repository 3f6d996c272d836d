/**
 * Every route of the site (spec §2.2 and §2.3), as data. The pages plugin
 * generates the marketing pages and the fallback docs pages from these
 * tables; tests walk them to check that every route answers.
 */
import { docsPath } from './docs-version';

// Every page's first load needs these two, not the tables below (site/docs-version.ts).
export { DOCS_VERSION, docsPath } from './docs-version';

/** Marketing pages, by id; `path` is locale-less and ends in `/`. */
export const MARKETING_PAGES = [
  { id: 'landing', path: '/' },
  { id: 'android', path: '/android/' },
  { id: 'ao3', path: '/ao3/' },
  { id: 'bill', path: '/bill/' },
  { id: 'deals-manga', path: '/deals/manga/' },
  { id: 'download', path: '/download/' },
  { id: 'exchange', path: '/exchange/' },
  { id: 'f-pdf-translate', path: '/f-pdf-translate/' },
  { id: 'f-share-bilingual-content', path: '/f-share-bilingual-content/' },
  { id: 'f-video-subtitle-translate', path: '/f-video-subtitle-translate/' },
  { id: 'home', path: '/home/' },
  { id: 'image', path: '/image/' },
  { id: 'learn', path: '/learn/' },
  { id: 'manga', path: '/manga/' },
  { id: 'manual-chrome-extension', path: '/manual-chrome-extension/' },
  { id: 'manual-chrome-extension-zip', path: '/manual-chrome-extension/zip/' },
  { id: 'mobile', path: '/mobile/' },
  { id: 'pricing', path: '/pricing/' },
  { id: 'search', path: '/search/' },
  { id: 'topup', path: '/topup/' },
  { id: 'usage-scenarios', path: '/usage-scenarios/' },
  { id: 'welcome', path: '/welcome/' },
] as const;

export type MarketingPageId = (typeof MARKETING_PAGES)[number]['id'];

export type DocsSection = 'general' | 'features' | 'services';

export interface DocsPage {
  /** Doc id as in the spec, case kept: `index`, `CHANGELOG`, `services/deepL`. */
  id: string;
  section: DocsSection;
  /** Pages of spec §2.3 that are not in the `docs` sidebar. */
  inSidebar: boolean;
}

export const GENERAL_DOC_IDS = [
  'index',
  'advanced',
  'apikey',
  'browserExtensionIntegration',
  'CHANGELOG',
  'communities',
  'dependences',
  'donate',
  'EULA',
  'faq',
  'friends',
  'input',
  'installation',
  'joinUs',
  'js-sdk',
  'pdf-helper',
  'PRIVACY',
  'prompts',
  'recommend',
  'review',
  'share',
  'sites',
  'TERMS',
  'thanks',
  'usage',
  'usecase',
  'videoSiteSupport',
] as const;

export const FEATURE_DOC_IDS = ['epub', 'hover', 'image', 'manga', 'pdf', 'subtitles', 'video-subtitles', 'webpage'] as const;

export const SERVICE_DOC_IDS = [
  'ai',
  'aliyun',
  'aliyun-bailian',
  'azure',
  'azure-openai',
  'baidu',
  'baidu-qianfan',
  'caiyun',
  'claude',
  'custom',
  'deepL',
  'deepseek',
  'doubao',
  'gemini',
  'grok',
  'groq',
  'kimi',
  'lingyiwanwu',
  'niu',
  'ollama',
  'openai',
  'openL',
  'openrouter',
  'qwen-mt',
  'tencent',
  'tencent-hunyuan',
  'volcano',
  'youdao',
  'youdao-ziyue',
  'zhipu',
] as const;

export type ServiceId = (typeof SERVICE_DOC_IDS)[number];

/** Spec §2.3: "Pages not in the sidebar". */
export const DOCS_OUTSIDE_SIDEBAR: readonly string[] = [
  'apikey',
  'dependences',
  'donate',
  'EULA',
  'joinUs',
  'PRIVACY',
  'share',
  'TERMS',
  'thanks',
];

export const DOCS_PAGES: readonly DocsPage[] = [
  ...GENERAL_DOC_IDS.map(id => ({
    id,
    section: 'general' as const,
    inSidebar: !DOCS_OUTSIDE_SIDEBAR.includes(id),
  })),
  ...FEATURE_DOC_IDS.map(id => ({
    id: `features/${id}`,
    section: 'features' as const,
    inSidebar: true,
  })),
  { id: 'services/index', section: 'services', inSidebar: true },
  ...SERVICE_DOC_IDS.map(id => ({
    id: `services/${id}`,
    section: 'services' as const,
    inSidebar: true,
  })),
];

/**
 * Docs pages written in every locale, not only ja, zh and en: the first steps
 * and the most-read features. Other pages may fall back to their source.
 */
export const CORE_DOC_IDS: readonly string[] = [
  'index',
  'installation',
  'usage',
  'faq',
  'input',
  'features/webpage',
  'features/pdf',
  'features/video-subtitles',
  'features/hover',
  'services/index',
];

/** The docs page at a locale-less canonical path, if any. */
export function docIdOfPath(path: string): string | null {
  return DOCS_PAGES.find(page => docsPath(page.id) === path)?.id ?? null;
}

/** Source file of a docs page inside a locale folder. */
export function docsSourceFile(id: string): string {
  if (id === 'index') return 'docs/index.mdx';
  if (id.endsWith('/index')) return `docs/${id}.mdx`;
  return `docs/${id}/index.mdx`;
}

/**
 * The docs page of a source file, from its path under a locale folder
 * (`de/docs/TERMS/index.mdx` → `TERMS`, `en/docs/index.mdx` → `index`; a
 * page converted at build time lives elsewhere but ends the same way), if any.
 */
export function docIdOfSourceFile(file: string): string | null {
  const at = `/${file}`.lastIndexOf('/docs/');
  if (at < 0) return null;
  const relative = `/${file}`.slice(at + 1);
  return DOCS_PAGES.find(page => docsSourceFile(page.id) === relative)?.id ?? null;
}

/** Legal pages: translated for readers, but the English text is the one that binds. */
export const LEGAL_DOC_IDS: readonly string[] = ['TERMS', 'PRIVACY', 'EULA'];
