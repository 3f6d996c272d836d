/**
 * HTTP response headers of the deployed site, shared by the Node server
 * (`npm start`) and the shipped nginx configuration: the values. The rules
 * that pick them per response are in rules/headers.ts.
 */

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

export const SECURITY_HEADERS: Readonly<Record<string, string>> = {
  'X-Content-Type-Options': 'nosniff',
  'Referrer-Policy': 'strict-origin-when-cross-origin',
  'Permissions-Policy': 'camera=(), microphone=(), geolocation=(), payment=(), usb=(), interest-cohort=()',
  'X-Frame-Options': 'SAMEORIGIN',
};

/** Two years, subdomains included: the site is only ever served over HTTPS. */
export const HSTS = 'max-age=63072000; includeSubDomains';
