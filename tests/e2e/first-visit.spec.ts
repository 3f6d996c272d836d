/**
 * Issue 20: a first visit runs at most 120 KB gzip of script, counting every
 * script fetched and run with no interaction until 3 s after load (route
 * chunks and workers included); links in view are only prefetched
 * (`<link rel="prefetch">`: downloaded at idle, not run).
 */
import { expect, test } from '@playwright/test';
import { FIRST_VISIT_BUDGET, FIRST_VISIT_PAGES, measureFirstVisit } from '../../scripts/lib/first-visit';

const kb = (bytes: number) => `${(bytes / 1024).toFixed(1)} KB`;

for (const url of FIRST_VISIT_PAGES) {
  test(`first visit to ${url} runs at most ${kb(FIRST_VISIT_BUDGET)} of script`, async ({ context }) => {
    const visit = await measureFirstVisit(context, url);
    const detail = Object.entries(visit.scripts)
      .map(([file, size]) => `${file} ${kb(size)}`)
      .join('\n');
    // A page that failed to start would run little script: it must have hydrated.
    expect(visit.hydrated, 'the page hydrated').toBe(true);
    expect(Object.keys(visit.scripts).length).toBeGreaterThan(0);
    expect(visit.scriptBytes, `${url}: ${kb(visit.scriptBytes)} run\n${detail}`).toBeLessThanOrEqual(FIRST_VISIT_BUDGET);
  });
}

test('links in view are prefetched at idle without being run', async ({ context }) => {
  const visit = await measureFirstVisit(context, '/ja/');
  const prefetched = Object.keys(visit.prefetched);
  expect(prefetched.length).toBeGreaterThan(0);
  for (const file of prefetched) expect(file).toMatch(/^\/static\/js\/async\//);
  // What was prefetched did not run: no script element or chunk load asked for it.
  for (const file of prefetched) expect(Object.keys(visit.scripts)).not.toContain(file);
});
