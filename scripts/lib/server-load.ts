/**
 * The Node server under load, as `npm run bench` reports it: autocannon at
 * 100 connections for 20 s on an HTML page (brotli, as browsers ask), a
 * hashed asset and a 404, with the server's resident memory before and after.
 */
import fs from 'node:fs';
import path from 'node:path';
import autocannon from 'autocannon';
import { startSiteServer } from './site-server';

export interface LoadResult {
  target: string;
  path: string;
  requestsPerSecond: number;
  p50Ms: number;
  p99Ms: number;
  errors: number;
  non2xx: number;
}

export interface ServerLoad {
  rssBeforeMb: number;
  rssAfterMb: number;
  runs: LoadResult[];
}

/** A content-hashed script the landing page loads. */
function hashedAsset(outDir: string): string {
  const html = fs.readFileSync(path.join(outDir, 'ja/index.html'), 'utf8');
  const src = /src="(\/static\/js\/[^"]+\.js)"/.exec(html)?.[1];
  if (!src) throw new Error('no hashed script in ja/index.html');
  return src;
}

export async function serverLoad(outDir: string, port: number, seconds = 20, connections = 100): Promise<ServerLoad> {
  const server = await startSiteServer(port);
  const mb = (bytes: number) => Math.round((bytes / 1024 / 1024) * 10) / 10;
  try {
    const rssBeforeMb = mb(server.rss());
    const runs: LoadResult[] = [];
    for (const [target, url] of [
      ['HTML page', '/ja/pricing/'],
      ['hashed asset', hashedAsset(outDir)],
      ['404', '/ja/no-such-page/'],
    ] as const) {
      const result = await autocannon({
        url: server.base + url,
        connections,
        duration: seconds,
        headers: { 'accept-encoding': 'br, gzip' },
      });
      runs.push({
        target,
        path: url,
        requestsPerSecond: Math.round(result.requests.average),
        p50Ms: result.latency.p50,
        p99Ms: result.latency.p99,
        errors: result.errors,
        non2xx: result.non2xx,
      });
    }
    return { rssBeforeMb, rssAfterMb: mb(server.rss()), runs };
  } finally {
    await server.stop();
  }
}
