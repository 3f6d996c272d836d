/**
 * The Algolia backend: a small search client for DocSearch and the search
 * page. Requests are built by `algoliaSearchRequest` (rules/search.ts) and
 * posted to the multi-index query path with the credentials as query
 * parameters; each host has 1 s to connect and 2 s to answer, a host that
 * fails is left alone for 2 minutes, and when every host fails the error
 * is the one DocSearch shows its error screen for.
 */
import { type AlgoliaConfig, SEARCH_LIMITS } from '../../site/search';
import {
  algoliaHosts,
  algoliaQueryUrl,
  algoliaSearchRequest,
  type HostFailures,
  hostsToTry,
  realIndexName,
  type SearchContext,
  withHostFailure,
  withHostSuccess,
} from '../../rules/search';

export class AllHostsUnreachableError extends Error {
  constructor(cause?: unknown) {
    super('Unreachable hosts - your application id may be incorrect.', { cause });
    // DocSearch recognises the error screen's case by this name.
    this.name = 'RetryError';
  }
}

let failures: HostFailures = {};

async function postWithTimeouts(url: string, body: string): Promise<Response> {
  const { connectMs, readMs } = SEARCH_LIMITS.timeouts;
  const controller = new AbortController();
  let timer = window.setTimeout(() => controller.abort(new Error('connect timeout')), connectMs);
  try {
    const response = await fetch(url, {
      method: 'POST',
      body,
      headers: { 'content-type': 'application/x-www-form-urlencoded' },
      signal: controller.signal,
    });
    window.clearTimeout(timer);
    timer = window.setTimeout(() => controller.abort(new Error('read timeout')), readMs);
    const text = await response.text();
    return new Response(text, { status: response.status, headers: response.headers });
  } finally {
    window.clearTimeout(timer);
  }
}

export interface AlgoliaRequest {
  query: string;
  indexName: string;
  page?: number;
}

export async function algoliaSearch(config: AlgoliaConfig, ctx: SearchContext, requests: AlgoliaRequest[]) {
  const body = JSON.stringify({
    requests: requests.map(request => ({
      ...algoliaSearchRequest(request.query, realIndexName(request.indexName || config.indexName), ctx),
      ...(request.page ? { page: request.page } : {}),
    })),
  });
  let lastError: unknown;
  for (const host of hostsToTry(algoliaHosts(config.appId), failures, Date.now(), SEARCH_LIMITS.hostRetryMs)) {
    try {
      const response = await postWithTimeouts(algoliaQueryUrl(host, config.appId, config.apiKey), body);
      if (response.status >= 500) throw new Error(`HTTP ${response.status}`);
      const json = await response.json();
      if (!response.ok) throw Object.assign(new Error(json.message ?? `HTTP ${response.status}`), { status: response.status, final: true });
      failures = withHostSuccess(failures, host);
      return json as { results: Array<{ hits: unknown[]; nbHits: number; queryID?: string; nbPages?: number }> };
    } catch (error) {
      if ((error as { final?: boolean }).final) throw error;
      failures = withHostFailure(failures, host, Date.now());
      lastError = error;
    }
  }
  throw new AllHostsUnreachableError(lastError);
}

/** A client with the `search({ requests })` method DocSearch calls. */
export function algoliaClient(config: AlgoliaConfig, ctx: SearchContext) {
  return { search: ({ requests }: { requests: AlgoliaRequest[] }) => algoliaSearch(config, ctx, requests) };
}
