/**
 * What search costs the visitor's browser: every request from the moment
 * this starts counting, on the whole context (workers included), except the
 * page's idle route prefetches (`<link rel="prefetch">`, marked
 * `Sec-Purpose: prefetch`). Those belong to the docs page behind the dialog:
 * its links prefetch the next routes' code at idle time, and how many of them
 * land while the dialog loads depends on timing, not on search. The dialog's
 * code, the settings, the index files and page texts are all counted.
 */
import type { BrowserContext, Request } from '@playwright/test';
import { isIdlePrefetch } from '../../../scripts/lib/first-visit';

export interface SearchCost {
  /** The URLs counted so far. */
  urls(): string[];
  /** Requests counted and the KB they took (bodies and headers, as transferred). */
  total(): Promise<{ requests: number; kb: number; urls: string[] }>;
  stop(): void;
}

export function countSearchCost(context: BrowserContext): SearchCost {
  const requests: Request[] = [];
  let counting = true;
  const onRequest = (request: Request) => {
    if (counting && !isIdlePrefetch(request.headers())) requests.push(request);
  };
  context.on('request', onRequest);
  return {
    urls: () => requests.map(r => r.url()),
    async total() {
      const seen = [...requests];
      const bytes = await Promise.all(
        seen.map(async request => {
          const response = await request.response();
          await response?.finished();
          const sizes = await request.sizes();
          return sizes.responseBodySize + sizes.responseHeadersSize;
        }),
      );
      return { requests: seen.length, kb: bytes.reduce((a, b) => a + b, 0) / 1024, urls: seen.map(r => r.url()) };
    },
    stop() {
      counting = false;
      context.off('request', onRequest);
    },
  };
}
