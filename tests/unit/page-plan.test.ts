import fs from 'node:fs';
import path from 'node:path';
import { describe, expect, it } from 'vitest';
import { planPages } from '../../plugins/locale-pages';

const docsRoot = path.resolve(__dirname, '../../docs');

// Planning reads every docs source and the docs' git history: seconds on a loaded machine.
describe('page plan', { timeout: 60_000 }, () => {
  it('is made once per state of the docs folder, and again when a source changes', () => {
    const first = planPages(docsRoot);
    expect(planPages(docsRoot)).toBe(first);
    const file = path.join(docsRoot, 'en/docs/faq/index.mdx');
    const { atime, mtime } = fs.statSync(file);
    try {
      fs.utimesSync(file, atime, new Date(mtime.getTime() + 5000));
      const next = planPages(docsRoot);
      expect(next).not.toBe(first);
      expect(next).toEqual(first);
    } finally {
      fs.utimesSync(file, atime, mtime);
    }
  });
});
