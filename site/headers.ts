/**
 * HTTP response headers of the deployed site, shared by the Node server
 * (`npm start`) and the shipped nginx configuration. Node-only.
 */
import { contentSecurityPolicy } from '../rules/csp';
import { ACCOUNT_API_BASE } from './account';
import { bootScriptHash } from './boot-script';
import { BRAND } from './brand';
import { searchConfigFromEnv } from './search';

/** Long-lived caching for content-hashed build assets. */
export const IMMUTABLE_CACHE = 'public, max-age=31536000, immutable';
/** HTML and other unhashed files: always revalidate. */
export const REVALIDATE_CACHE = 'no-cache';

/** Files the build writes `.br` and `.gz` beside (scripts/precompress.ts), and that hosts serve them for. */
export const COMPRESSIBLE_EXTENSIONS: readonly string[] = ['.html', '.js', '.css', '.json', '.xml', '.svg', '.txt'];
/** Smaller files gain less than a compressed variant costs to look up. */
export const MIN_COMPRESS_BYTES = 1024;

/** Permanent redirects: an hour, so a corrected rule reaches browsers the same day. */
export const REDIRECT_CACHE = 'public, max-age=3600';
/** Statuses whose body is the file at the path (and so may be cached with it). */
export const FILE_STATUSES = [200, 206, 304] as const;

/** The Cache-Control of a response, by its status and request path: one rule for every host. */
export function cacheControlFor(pathname: string, status = 200): string {
  if (status === 301) return REDIRECT_CACHE;
  const isFile = (FILE_STATUSES as readonly number[]).includes(status);
  return isFile && pathname.startsWith('/static/') ? IMMUTABLE_CACHE : REVALIDATE_CACHE;
}

export const SECURITY_HEADERS: Readonly<Record<string, string>> = {
  'X-Content-Type-Options': 'nosniff',
  'Referrer-Policy': 'strict-origin-when-cross-origin',
  'Permissions-Policy': 'camera=(), microphone=(), geolocation=(), payment=(), usb=(), interest-cohort=()',
  'X-Frame-Options': 'SAMEORIGIN',
};

/** Two years, subdomains included: the site is only ever served over HTTPS. */
export const HSTS = 'max-age=63072000; includeSubDomains';

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
