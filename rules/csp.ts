/**
 * The Content-Security-Policy of the site, from what a deployment is
 * configured to use. Everything is same-origin except what a configured
 * feature needs: the account service (claim, redeem), Algolia when search
 * runs there, and the tag manager when one is set.
 */

export interface CspInput {
  /** `'sha256-…'` of the one inline script (rules/boot-script.ts). */
  bootScriptHash: string;
  /** Base URL of the account service the marketing flows call. */
  accountApi: string;
  /** Where the top-up form posts when JavaScript is off. */
  checkout: string;
  /** Algolia application id, when search runs on Algolia. */
  algoliaAppId: string | null;
  /** Algolia click analytics (DocSearch loads its insights client). */
  algoliaInsights: boolean;
  /** A tag manager container is configured. */
  tagManager: boolean;
}

const GTM = {
  script: ['https://www.googletagmanager.com'],
  img: ['https://www.googletagmanager.com', 'https://*.google-analytics.com'],
  connect: ['https://*.google-analytics.com', 'https://*.analytics.google.com', 'https://*.googletagmanager.com'],
};

function origin(url: string): string {
  return new URL(url).origin;
}

export function algoliaOrigins(appId: string): string[] {
  return [
    `https://${appId}-dsn.algolia.net`,
    `https://${appId}-1.algolianet.com`,
    `https://${appId}-2.algolianet.com`,
    `https://${appId}-3.algolianet.com`,
  ];
}

/** Directive name → sources, in the order they are written. */
export function cspDirectives(input: CspInput): [string, string[]][] {
  const script = ["'self'", input.bootScriptHash];
  const connect = ["'self'", origin(input.accountApi)];
  const img = ["'self'", 'data:'];
  if (input.algoliaAppId) connect.push(...algoliaOrigins(input.algoliaAppId));
  if (input.algoliaAppId && input.algoliaInsights) {
    script.push('https://cdn.jsdelivr.net');
    connect.push('https://insights.algolia.io');
  }
  if (input.tagManager) {
    script.push(...GTM.script);
    img.push(...GTM.img);
    connect.push(...GTM.connect);
  }
  return [
    ['default-src', ["'self'"]],
    ['script-src', script],
    // React and DocSearch set style attributes.
    ['style-src', ["'self'", "'unsafe-inline'"]],
    ['img-src', img],
    ['font-src', ["'self'"]],
    ['connect-src', [...new Set(connect)]],
    ['form-action', ["'self'", origin(input.checkout)]],
    ['frame-ancestors', ["'self'"]],
    ['base-uri', ["'self'"]],
    ['object-src', ["'none'"]],
  ];
}

export function contentSecurityPolicy(input: CspInput): string {
  return cspDirectives(input)
    .map(([name, sources]) => `${name} ${sources.join(' ')}`)
    .join('; ');
}
