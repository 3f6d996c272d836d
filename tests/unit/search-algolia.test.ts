/**
 * The Algolia client as the site creates it, against a fake network: the
 * client's own retry strategy over the spec's hosts, timeouts, and the
 * 2 minutes a failed host is left alone.
 */
import { liteClient } from 'algoliasearch/lite';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { algoliaClientOptions } from '../../theme/search/algolia';

type Sent = { url: string; connectTimeout: number; responseTimeout: number };

function fakeNetwork(down: (host: string) => boolean) {
  const sent: Sent[] = [];
  const requester = {
    send: async (request: Sent) => {
      sent.push(request);
      const host = new URL(request.url).host;
      if (down(host)) return { status: 0, content: 'Network request failed', isTimedOut: false };
      return { status: 200, content: JSON.stringify({ results: [{ hits: [], nbHits: 0 }] }), isTimedOut: false };
    },
  };
  return { sent, requester, hosts: () => sent.map(request => new URL(request.url).host) };
}

const search = (client: ReturnType<typeof liteClient>, query: string) =>
  client.search({ requests: [{ indexName: 'diglot_docs', query }] });

afterEach(() => {
  vi.useRealTimers();
});

describe('Algolia client', () => {
  it('uses 1 s to connect and 2 s to read, on the multi-index query path (credentials: see the e2e test, the browser build puts them in the URL)', async () => {
    const network = fakeNetwork(() => false);
    const client = liteClient('APP', 'search-key', { ...algoliaClientOptions(), requester: network.requester });
    await search(client, 'pdf');
    const [first] = network.sent;
    expect(first?.connectTimeout).toBe(1000);
    expect(first?.responseTimeout).toBe(2000);
    const url = new URL(first?.url ?? '');
    expect(url.host).toBe('app-dsn.algolia.net');
    expect(url.pathname).toBe('/1/indexes/*/queries');
  });

  it('leaves a failed host alone for 2 minutes, then tries it first again', async () => {
    vi.useFakeTimers({ toFake: ['Date'] });
    vi.setSystemTime(new Date('2026-11-25T12:00:00Z'));
    const network = fakeNetwork(host => host.includes('-dsn.'));
    const client = liteClient('APP', 'key', { ...algoliaClientOptions(), requester: network.requester });
    await search(client, 'a');
    expect(network.hosts()[0]).toBe('app-dsn.algolia.net');
    const fallback = network.hosts()[1];
    expect(fallback).toMatch(/^app-[123]\.algolianet\.com$/);

    network.sent.length = 0;
    vi.setSystemTime(new Date('2026-11-25T12:01:59Z'));
    await search(client, 'ab');
    expect(network.hosts()).toEqual([fallback]);

    network.sent.length = 0;
    vi.setSystemTime(new Date('2026-11-25T12:02:01Z'));
    await search(client, 'abc');
    expect(network.hosts()[0]).toBe('app-dsn.algolia.net');
  });

  it('fails with the RetryError DocSearch shows its error screen for when every host is down', async () => {
    const network = fakeNetwork(() => true);
    const client = liteClient('APP', 'key', { ...algoliaClientOptions(), requester: network.requester });
    await expect(search(client, 'a')).rejects.toMatchObject({ name: 'RetryError' });
    expect(network.hosts()[0]).toBe('app-dsn.algolia.net');
    expect(network.hosts().slice(1).sort()).toEqual(['app-1.algolianet.com', 'app-2.algolianet.com', 'app-3.algolianet.com']);
  });
});
