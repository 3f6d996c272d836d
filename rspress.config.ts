import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { defineConfig } from '@rspress/core';
import { BRAND } from './site/brand';
import { bootScript } from './rules/boot-script';
import { DEFAULT_LOCALE, LOCALE_CODES, LOCALES } from './site/locales';
import { DOCS_SIDEBAR } from './site/sidebar';
import { NAVBAR } from './site/navbar';
import { DOCS_PAGES } from './site/routes';
import { validateNavbar } from './rules/navbar-config';
import { validateSidebar } from './rules/sidebar-config';
import { brandTokensPlugin } from './plugins/brand-tokens';
import { navbarFitPlugin } from './plugins/navbar-fit';
import { CHUNK_LOADING_GLOBAL, compactRuntimePlugin } from './plugins/compact-runtime';
import { ContentHashedChunksPlugin } from './plugins/content-hashed-chunks';
import { dependenciesPlugin } from './plugins/dependencies';
import { headingPhrasesPlugin } from './plugins/heading-phrases';
import { localePagesPlugin, planPages } from './plugins/locale-pages';
import { seoFilesPlugin, seoHead } from './plugins/seo';
import { previewPlugin } from './plugins/preview';
import { searchIndexPlugin } from './plugins/search-index';
import { searchConfigFromEnv } from './site/search';
import { rspressStrings } from './plugins/rspress-strings';
import type { StringTable } from './rules/strings';
import { devLocales } from './rules/dev-locales';
import strings from './i18n.json';
import { RENDER_AFTER_MAIN } from './theme/components/Layout/parsed-mark';

const root = path.dirname(fileURLToPath(import.meta.url));
const docsRoot = path.join(root, 'docs');

// A broken sidebar or navbar is a configuration error: fail before building.
validateSidebar(DOCS_SIDEBAR);
validateNavbar(NAVBAR, new Set(DOCS_PAGES.map(page => page.id)));

/**
 * `npm run dev -- --locale ja` (or `DIGLOT_LOCALES=ja`): the dev server
 * plans and compiles only those locales' routes, page data and sidebars.
 * A build always has every locale.
 */
function servedLocales() {
  if (process.env.NODE_ENV !== 'development') {
    if (process.env.DIGLOT_LOCALES) console.warn('DIGLOT_LOCALES applies to the dev server only; building every locale.');
    return null;
  }
  const chosen = devLocales({ flag: process.env.DIGLOT_LOCALE_FLAG, env: process.env.DIGLOT_LOCALES }, LOCALE_CODES);
  if (!chosen.ok) throw new Error(chosen.error);
  if (chosen.locales) {
    console.log(
      `Dev server for ${chosen.locales.join(', ')} only (${chosen.from === 'flag' ? '--locale' : 'DIGLOT_LOCALES'}); other locales are not served.`,
    );
  }
  return chosen.locales;
}
const served = servedLocales();
const hashedChunks = new ContentHashedChunksPlugin();

export default defineConfig({
  root: docsRoot,
  outDir: 'doc_build',
  title: BRAND.name,
  siteOrigin: BRAND.siteOrigin,
  lang: DEFAULT_LOCALE,
  locales: LOCALES.map(l => ({ lang: l.lang, label: l.label })),
  head: [
    // The one inline script (its hash is in the Content-Security-Policy).
    `<script>${bootScript()}</script>`,
    RENDER_AFTER_MAIN,
    seoHead(planPages(docsRoot, served)),
    // The hashes of the scripts this page may load (production builds).
    route => hashedChunks.head(route.lang || DEFAULT_LOCALE),
  ],
  icon: new URL('./public/img/favicon.svg', import.meta.url),
  route: {
    cleanUrls: true,
    // `auto` keeps only the first part of navigator.language (pt-BR → pt).
    localeRedirect: 'never',
    // Other locales' own files (their pages, generated or not, come from plugins/locale-pages.ts).
    exclude: served ? LOCALE_CODES.filter(lang => !served.includes(lang)).map(lang => `${lang}/**`) : [],
  },
  search: false,
  mediumZoom: false,
  llms: false,
  themeConfig: {
    darkMode: false,
    nav: [],
    sidebar: {},
    locales: LOCALES.map(l => ({ lang: l.lang, label: l.label })),
  },
  markdown: {
    link: { checkDeadLinks: true, checkAnchors: true },
    // Images live in /public at the project root, which Rspress's check does
    // not look in; the link checker over the build output covers them.
    image: { checkDeadImages: false },
  },
  plugins: [
    brandTokensPlugin(path.join(root, 'node_modules/.cache/diglot')),
    navbarFitPlugin(path.join(root, 'node_modules/.cache/diglot')),
    localePagesPlugin(
      docsRoot,
      path.join(root, 'node_modules/.cache/diglot/pages'),
      {
        outDir: path.join(root, 'doc_build'),
        strings: strings as StringTable,
      },
      served,
    ),
    compactRuntimePlugin({
      // A dev server for some locales numbers its pages apart from the build's.
      cacheDir: path.join(root, 'node_modules/.cache/diglot', served ? `routes-of-${served.join('+')}` : 'routes'),
      docsChrome: path.join(root, 'theme/components/DocLayout/chrome.ts'),
    }),
    previewPlugin(path.join(root, 'doc_build')),
    headingPhrasesPlugin(docsRoot, path.join(root, 'node_modules/.cache/diglot/pages/converted')),
    dependenciesPlugin(root),
    searchIndexPlugin(path.join(root, 'doc_build'), searchConfigFromEnv(process.env), {
      dir: path.join(root, 'node_modules/.cache/diglot/search'),
      root,
    }),
    seoFilesPlugin(path.join(root, 'doc_build'), () => planPages(docsRoot)),
  ],
  // Rspress reads `i18n.json` for its own components too; give it only the
  // few keys of theirs we render, from our table.
  i18nSource: () =>
    rspressStrings(
      strings as StringTable,
      LOCALES.map(l => l.lang),
    ),
  builderConfig: {
    performance: {
      // Rspack's persistent cache, for production builds only: with it, the
      // dev server rendered docs pages without their content.
      buildCache:
        process.env.NODE_ENV === 'production' && process.env.DIGLOT_BUILD_CACHE !== 'off'
          ? { cacheDirectory: path.join(root, 'node_modules/.cache/diglot/rspack') }
          : false,
      // Its table gzips every file again just to print sizes; `npm run bench` reports page weight.
      printFileSize: false,
    },
    output: {
      sourceMap: { js: process.env.ANALYZE ? 'source-map' : false },
      filename: { js: '[name].[contenthash:10].js' },
    },
    tools: {
      // Lazily loaded scripts are named `[id].js` here and by their content
      // after minification (plugins/content-hashed-chunks.ts): a deploy
      // renames only what changed, and no table of ~700 hashes is in the runtime.
      rspack: (config, { environment }) => {
        if (environment.name === 'web' && config.output) {
          config.output.chunkFilename = 'static/js/async/[id].js';
          config.output.chunkLoadingGlobal = CHUNK_LOADING_GLOBAL;
          if (process.env.NODE_ENV === 'production') {
            config.plugins ??= [];
            config.plugins.push(hashedChunks);
          }
        }
        // The browser applies head changes itself (theme/head/client.ts);
        // unhead stays for the server render, which writes every page's head.
        if (environment.name === 'web') {
          const headClient = path.join(root, 'theme/head/client.ts');
          config.resolve ??= {};
          config.resolve.alias = {
            ...(config.resolve.alias as Record<string, string>),
            '@unhead/react$': headClient,
            '@unhead/react/client$': headClient,
          };
        }
      },
    },
    server: { publicDir: { name: path.join(root, 'public') } },
    source: {
      define: {
        'process.env.DIGLOT_GTM_ID': JSON.stringify(process.env.DIGLOT_GTM_ID ?? ''),
        'process.env.DIGLOT_ACCOUNT_API': JSON.stringify(process.env.DIGLOT_ACCOUNT_API ?? ''),
        // The locales this dev server serves ('' for all, and always in a build).
        'process.env.DIGLOT_DEV_LOCALES': JSON.stringify(served?.join(',') ?? ''),
      },
    },
  },
});
