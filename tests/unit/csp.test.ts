import { describe, expect, it } from 'vitest';
import { contentSecurityPolicy, cspDirectives, type CspInput } from '../../rules/csp';
import { bootScript, bootScriptHash } from '../../rules/boot-script';
import { hostHeadersFile, securityHeaders } from '../../rules/headers';

import { createHash } from 'node:crypto';

const base: CspInput = {
  bootScriptHash: "'sha256-abc'",
  accountApi: 'https://app.example.com/api',
  checkout: 'https://app.example.com/checkout',
  algoliaAppId: null,
  algoliaInsights: false,
  tagManager: false,
};
const directive = (input: CspInput, name: string) => Object.fromEntries(cspDirectives(input))[name];

describe('contentSecurityPolicy', () => {
  it('allows only the site itself, the boot script and the account service by default', () => {
    expect(contentSecurityPolicy(base)).toBe(
      "default-src 'self'; script-src 'self' 'sha256-abc'; style-src 'self' 'unsafe-inline'; img-src 'self' data:; font-src 'self'; connect-src 'self' https://app.example.com; form-action 'self' https://app.example.com; frame-ancestors 'self'; base-uri 'self'; object-src 'none'",
    );
  });

  it('never allows eval or inline scripts other than the hashed one', () => {
    const script = directive({ ...base, algoliaAppId: 'APP', algoliaInsights: true, tagManager: true }, 'script-src');
    expect(script).not.toContain("'unsafe-inline'");
    expect(script).not.toContain("'unsafe-eval'");
  });

  it('opens Algolia only when search runs there', () => {
    expect(directive({ ...base, algoliaAppId: 'LATENCY' }, 'connect-src')).toEqual([
      "'self'",
      'https://app.example.com',
      'https://LATENCY-dsn.algolia.net',
      'https://LATENCY-1.algolianet.com',
      'https://LATENCY-2.algolianet.com',
      'https://LATENCY-3.algolianet.com',
    ]);
    expect(directive({ ...base, algoliaAppId: 'LATENCY', algoliaInsights: true }, 'script-src')).toContain(
      'https://cdn.jsdelivr.net',
    );
  });

  it('opens the tag manager only when one is configured', () => {
    expect(contentSecurityPolicy(base)).not.toContain('googletagmanager');
    expect(directive({ ...base, tagManager: true }, 'script-src')).toContain('https://www.googletagmanager.com');
  });
});

describe('securityHeaders', () => {
  it('carries the hash of the boot script as shipped', () => {
    const hash = createHash('sha256').update(bootScript()).digest('base64');
    expect(bootScriptHash()).toBe(`'sha256-${hash}'`);
    expect(securityHeaders({})['Content-Security-Policy']).toContain(`'sha256-${hash}'`);
  });

  it('sends HSTS and the other hardening headers', () => {
    const headers = securityHeaders({});
    expect(headers['Strict-Transport-Security']).toMatch(/^max-age=\d{8,}; includeSubDomains$/);
    expect(headers['X-Content-Type-Options']).toBe('nosniff');
    expect(headers['Referrer-Policy']).toBe('strict-origin-when-cross-origin');
    expect(headers['Permissions-Policy']).toContain('camera=()');
  });

  it('follows the build environment for search and the tag manager', () => {
    const csp = securityHeaders({ DIGLOT_ALGOLIA_APP_ID: 'APP1', DIGLOT_ALGOLIA_SEARCH_KEY: 'key', DIGLOT_GTM_ID: 'GTM-X' })[
      'Content-Security-Policy'
    ];
    expect(csp).toContain('https://APP1-dsn.algolia.net');
    expect(csp).toContain('https://www.googletagmanager.com');
  });
});

describe('hostHeadersFile', () => {
  it('writes every header for all paths and immutable caching for hashed assets only', () => {
    const file = hostHeadersFile({ 'X-Test': 'yes' });
    expect(file).toBe('/*\n  X-Test: yes\n\n/static/*\n  Cache-Control: public, max-age=31536000, immutable\n');
  });
});
