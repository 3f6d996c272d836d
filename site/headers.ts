/**
 * HTTP response headers of the deployed site, shared by the Node server
 * (`npm start`) and the shipped nginx configuration.
 */

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
