/**
 * What search engines and link previews read: per-page head tags
 * (canonical, x-default, Open Graph and Twitter cards, robots), and after
 * the build the sitemap (with language alternates), robots.txt and
 * llms.txt.
 */
import fs from 'node:fs';
import path from 'node:path';
import type { RspressPlugin, UserConfig } from '@rspress/core';
import { SitemapStream, streamToPromise } from 'sitemap';
import { BRAND } from '../site/brand';
import { LOCALES } from '../site/locales';
import { DOCS_PAGES, docsPath } from '../site/routes';
import {
  alternatesFor,
  canonicalUrl,
  isNoIndexRoute,
  isNotFoundRoute,
  isSelfCanonical,
  ogLocale,
  type RouteInfo,
} from '../rules/seo';
import { switchLocaleUrl } from '../rules/url';
import { hostHeadersFile } from '../rules/headers';
import type { PagePlan } from './locale-pages';

type HeadEntry = NonNullable<UserConfig['head']>[number];
type Tag = [string, Record<string, string>];

const escapeAttr = (value: string) => value.replace(/&/g, '&amp;').replace(/"/g, '&quot;').replace(/</g, '&lt;');

function tag([name, attrs]: Tag): string {
  return `<${name} ${Object.entries(attrs)
    .map(([k, v]) => `${k}="${escapeAttr(v)}"`)
    .join(' ')}>`;
}

/** Head tags that depend only on the route (title and description come from the page). */
export function routeHeadTags(route: RouteInfo, origin = BRAND.siteOrigin): string {
  const tags: Tag[] = [];
  const canonical = canonicalUrl(origin, route);
  if (canonical) {
    tags.push(['link', { rel: 'canonical', href: canonical }]);
    tags.push(['meta', { property: 'og:url', content: canonical }]);
  }
  if (!isNotFoundRoute(route.routePath)) {
    const xDefault = alternatesFor(origin, route.routePath).find(a => a.hreflang === 'x-default');
    if (xDefault) tags.push(['link', { rel: 'alternate', hreflang: 'x-default', href: xDefault.href }]);
  }
  if (isNoIndexRoute(route.routePath) || route.draft) tags.push(['meta', { name: 'robots', content: 'noindex, follow' }]);
  const image = `${origin}${BRAND.socialImage.src}`;
  tags.push(
    ['meta', { property: 'og:site_name', content: BRAND.name }],
    ['meta', { property: 'og:locale', content: ogLocale(route.lang) }],
    ['meta', { property: 'og:image', content: image }],
    ['meta', { property: 'og:image:width', content: String(BRAND.socialImage.width) }],
    ['meta', { property: 'og:image:height', content: String(BRAND.socialImage.height) }],
    ['meta', { name: 'twitter:card', content: 'summary_large_image' }],
    ['meta', { name: 'twitter:image', content: image }],
  );
  return tags.map(tag).join('');
}

/** Rspress `head` entry: looks the route up in the page plan. */
export function seoHead(plans: readonly PagePlan[]): HeadEntry {
  const byPath = new Map(plans.map(plan => [plan.routePath, plan]));
  return route => {
    const routePath = route.routePath;
    const notFound = isNotFoundRoute(routePath);
    const plan = byPath.get(routePath);
    if (!plan && !notFound) return '';
    const lang = (plan?.lang ?? route.lang ?? 'zh') as RouteInfo['lang'];
    return routeHeadTags({ routePath, lang, sourceLang: plan?.sourceLang ?? lang, draft: plan?.draft });
  };
}

export async function sitemapXml(plans: readonly PagePlan[], origin = BRAND.siteOrigin): Promise<string> {
  const stream = new SitemapStream({ hostname: origin, xmlns: { news: false, video: false, image: false, xhtml: true } });
  for (const plan of plans) {
    if (!isSelfCanonical(plan)) continue;
    stream.write({
      url: plan.routePath,
      links: alternatesFor(origin, plan.routePath).map(a => ({ lang: a.hreflang, url: a.href })),
    });
  }
  stream.end();
  return (await streamToPromise(stream)).toString();
}

export function robotsTxt(origin = BRAND.siteOrigin): string {
  return `User-agent: *\nAllow: /\nDisallow: /static/search/\n\nSitemap: ${origin}/sitemap.xml\n`;
}

/** llms.txt: what the site is and where its documentation lives, per language. */
export function llmsTxt(titles: Map<string, { title: string; description: string }>, origin = BRAND.siteOrigin): string {
  const lines = [
    `# ${BRAND.name}`,
    '',
    `> ${BRAND.name} is a browser extension for bilingual reading: it translates web pages, PDFs, e-books, subtitles, video, images and manga and shows the translation next to the original.`,
    '',
    `Documentation is written in English, Japanese and Simplified Chinese; ${LOCALES.length} locales in all.`,
  ];
  for (const lang of ['en', 'ja', 'zh'] as const) {
    lines.push('', `## Docs (${LOCALES.find(l => l.lang === lang)?.label})`, '');
    for (const page of DOCS_PAGES) {
      const url = switchLocaleUrl(docsPath(page.id), lang);
      const info = titles.get(url);
      if (!info) continue;
      lines.push(`- [${info.title}](${origin}${url})${info.description ? `: ${info.description}` : ''}`);
    }
  }
  return `${lines.join('\n')}\n`;
}

function readHead(html: string): { title: string; description: string } {
  const title = /<title>([^<]*)<\/title>/.exec(html)?.[1] ?? '';
  const description = /<meta name="description" content="([^"]*)"/.exec(html)?.[1] ?? '';
  const decode = (s: string) =>
    s
      .replace(/&quot;/g, '"')
      .replace(/&#x27;/g, "'")
      .replace(/&amp;/g, '&');
  return { title: decode(title).replace(/ [|–—] .*$/, ''), description: decode(description) };
}

export function seoFilesPlugin(outDir: string, plans: () => PagePlan[]): RspressPlugin {
  return {
    name: 'diglot:seo-files',
    async afterBuild(_config, isProd) {
      if (!isProd) return;
      const all = plans();
      fs.writeFileSync(path.join(outDir, 'sitemap.xml'), await sitemapXml(all));
      fs.writeFileSync(path.join(outDir, 'robots.txt'), robotsTxt());
      fs.writeFileSync(path.join(outDir, '_headers'), hostHeadersFile());
      const titles = new Map<string, { title: string; description: string }>();
      for (const plan of all) {
        if (plan.kind !== 'docs' || plan.draft || !['en', 'ja', 'zh'].includes(plan.lang)) continue;
        const file = path.join(outDir, plan.routePath, 'index.html');
        if (fs.existsSync(file)) titles.set(plan.routePath, readHead(fs.readFileSync(file, 'utf8')));
      }
      fs.writeFileSync(path.join(outDir, 'llms.txt'), llmsTxt(titles));
    },
  };
}
