/**
 * The Algolia backend: the official lite client, so host selection and
 * retries are Algolia's own strategy. Requests are built by
 * `algoliaSearchRequest` (rules/search.ts) and posted to the multi-index
 * query path with the credentials as query parameters (the browser
 * client's default). Timeouts are the spec's (§9: 1 s connect, 2 s read,
 * 30 s write); the client leaves a host that failed alone for 2 minutes
 * and throws a `RetryError` when every host fails, which is the error
 * DocSearch shows its error screen for.
 */
import { createMemoryCache } from '@algolia/client-common';
import { type LiteClient, liteClient } from 'algoliasearch/lite';
import { type AlgoliaConfig, SEARCH_LIMITS } from '../../site/search';
import { algoliaSearchRequest, realIndexName, type SearchContext } from '../../rules/search';

const clients = new Map<string, LiteClient>();

/** One client per application, so host state outlives a single query. */
export function algoliaLiteClient(config: AlgoliaConfig): LiteClient {
  const key = `${config.appId}:${config.apiKey}`;
  let client = clients.get(key);
  if (!client) {
    const { connectMs, readMs, writeMs } = SEARCH_LIMITS.timeouts;
    client = liteClient(config.appId, config.apiKey, {
      timeouts: { connect: connectMs, read: readMs, write: writeMs },
      // Host states kept as live objects: the default cache puts them in
      // localStorage as JSON, which drops the methods the retry strategy
      // calls on them (and is not there when storage is blocked).
      hostsCache: createMemoryCache({ serializable: false }),
    });
    clients.set(key, client);
  }
  return client;
}

export interface AlgoliaRequest {
  query: string;
  indexName: string;
  page?: number;
}

export interface AlgoliaResults {
  results: Array<{ hits: unknown[]; nbHits: number; queryID?: string; nbPages?: number }>;
}

export async function algoliaSearch(config: AlgoliaConfig, ctx: SearchContext, requests: AlgoliaRequest[]): Promise<AlgoliaResults> {
  const answer = await algoliaLiteClient(config).search({
    requests: requests.map(request => ({
      ...algoliaSearchRequest(request.query, realIndexName(request.indexName || config.indexName), ctx),
      ...(request.page ? { page: request.page } : {}),
    })),
  });
  return answer as unknown as AlgoliaResults;
}

/** A client with the `search({ requests })` method DocSearch calls. */
export function algoliaClient(config: AlgoliaConfig, ctx: SearchContext) {
  return { search: ({ requests }: { requests: AlgoliaRequest[] }) => algoliaSearch(config, ctx, requests) };
}
