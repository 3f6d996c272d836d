/**
 * Which headers a response of the deployed site carries: one rule for the
 * Node server and the shipped host configurations (values in site/headers.ts).
 */
import { ACCOUNT_API_BASE } from '../site/account';
import { BRAND } from '../site/brand';
import { FILE_STATUSES, HSTS, IMMUTABLE_CACHE, REDIRECT_CACHE, REVALIDATE_CACHE, SECURITY_HEADERS } from '../site/headers';
import { searchConfigFromEnv } from '../site/search';
import { bootScriptHash } from './boot-script';
import { contentSecurityPolicy } from './csp';

/** The Cache-Control of a response, by its status and request path: one rule for every host. */
export function cacheControlFor(pathname: string, status = 200): string {
  if (status === 301) return REDIRECT_CACHE;
  const isFile = (FILE_STATUSES as readonly number[]).includes(status);
  return isFile && pathname.startsWith('/static/') ? IMMUTABLE_CACHE : REVALIDATE_CACHE;
}

/**
 * Every security header of a deployment, the CSP built from the same
 * environment the site was built with (search backend, tag manager).
 */
export function securityHeaders(env: Record<string, string | undefined> = process.env): Record<string, string> {
  const search = searchConfigFromEnv(env);
  return {
    ...SECURITY_HEADERS,
    'Strict-Transport-Security': HSTS,
    'Content-Security-Policy': contentSecurityPolicy({
      bootScriptHash: bootScriptHash(),
      accountApi: env.DIGLOT_ACCOUNT_API || ACCOUNT_API_BASE,
      checkout: BRAND.urls.checkout,
      algoliaAppId: search.algolia?.appId ?? null,
      algoliaInsights: search.insights,
      tagManager: Boolean(env.DIGLOT_GTM_ID),
    }),
  };
}

/**
 * `_headers` for static hosts that read one (Netlify, Cloudflare Pages):
 * the same security and cache headers as the Node server and nginx,
 * written into the build output by the seo plugin.
 */
export function hostHeadersFile(headers: Readonly<Record<string, string>> = securityHeaders()): string {
  const block = (pattern: string, entries: Record<string, string>) =>
    [pattern, ...Object.entries(entries).map(([name, value]) => `  ${name}: ${value}`)].join('\n');
  return `${[
    // These hosts join the values of every matching rule, so Cache-Control is
    // set only where it differs from their revalidate-by-default for HTML.
    block('/*', headers),
    block('/static/*', { 'Cache-Control': IMMUTABLE_CACHE }),
  ].join('\n\n')}\n`;
}
