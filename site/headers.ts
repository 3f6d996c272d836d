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

export function cacheControlFor(pathname: string): string {
  return pathname.startsWith('/static/') ? IMMUTABLE_CACHE : REVALIDATE_CACHE;
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
