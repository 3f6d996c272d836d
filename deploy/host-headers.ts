/**
 * `_headers` for static hosts that read one (Netlify, Cloudflare Pages):
 * the same security and cache headers as the Node server and nginx,
 * written into the build output by the seo plugin.
 */
import { IMMUTABLE_CACHE, securityHeaders } from '../site/headers';

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
