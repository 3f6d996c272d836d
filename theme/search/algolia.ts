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
import { type LiteClient, liteClient } from 'algoliasearch/lite';
import { type AlgoliaConfig, SEARCH_LIMITS } from '../../site/search';
import { algoliaSearchRequest, realIndexName, type SearchContext } from '../../rules/search';

type HostsCache = NonNullable<NonNullable<Parameters<typeof liteClient>[2]>['hostsCache']>;

/**
 * Where the client keeps each host's state (up, down, timed out, and
 * since when), keyed by host name and kept as live objects. The client's
 * default caches key a state by the whole host record, state included, so
 * a failure it writes is never read back (algoliasearch 5.60), and they
 * serialise to JSON, which drops the methods the client calls on a state.
 */
export function hostStateCache(): HostsCache {
  const states = new Map<string, unknown>();
  const keyOf = (key: unknown) => (key as { url?: string } | null)?.url ?? JSON.stringify(key);
  return {
    async get(key, defaultValue, events = { miss: () => Promise.resolve() }) {
      const name = keyOf(key);
      if (states.has(name)) return states.get(name) as never;
      const value = await defaultValue();
      await events.miss(value);
      return value;
    },
    async set(key, value) {
      states.set(keyOf(key), value);
      return value;
    },
    async delete(key) {
      states.delete(keyOf(key));
    },
    async clear() {
      states.clear();
    },
  };
}

const clients = new Map<string, LiteClient>();

/** What the client is created with: the spec's timeouts, host states that stick. */
export function algoliaClientOptions() {
  const { connectMs, readMs, writeMs } = SEARCH_LIMITS.timeouts;
  return { timeouts: { connect: connectMs, read: readMs, write: writeMs }, hostsCache: hostStateCache() };
}

/** One client per application, so host state outlives a single query. */
export function algoliaLiteClient(config: AlgoliaConfig): LiteClient {
  const key = `${config.appId}:${config.apiKey}`;
  let client = clients.get(key);
  if (!client) {
    client = liteClient(config.appId, config.apiKey, algoliaClientOptions());
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

export async function algoliaSearch(
  config: AlgoliaConfig,
  ctx: SearchContext,
  requests: AlgoliaRequest[],
): Promise<AlgoliaResults> {
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
