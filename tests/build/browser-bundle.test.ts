/**
 * What stays on the build side: the schemas that check site/ data and the
 * catalogs, and the catalog keys themselves (the browser gets each
 * marketing page's words already in its layout).
 */
import fs from 'node:fs';
import path from 'node:path';
import { describe, expect, it } from 'vitest';
import { OUT } from './support';

function scripts(): string[] {
  const dir = path.join(OUT, 'static/js');
  if (!fs.existsSync(dir)) throw new Error('No build in doc_build/: run `npm run build` first');
  return (fs.readdirSync(dir, { recursive: true }) as string[])
    .filter(file => file.endsWith('.js'))
    .map(file => path.join(dir, file));
}

describe('browser scripts', () => {
  const files = scripts();

  it('exist', () => {
    expect(files.length).toBeGreaterThan(10);
  });

  // (A dependency's lazy chunk bundles zod of its own; what is checked
  // here is that our schemas and validators are not shipped.)
  it('carry none of the build-time schemas and validators of site/', () => {
    const pattern = /is not a key of i18n\.json|has no words for|which the spec keeps out of the sidebar|Navbar item id/;
    const shipped = files.filter(file => pattern.test(fs.readFileSync(file, 'utf8')));
    expect(shipped.map(file => path.relative(OUT, file))).toEqual([]);
  });

  it('carry the words of marketing pages, not the keys that name them', () => {
    const text = files.map(file => fs.readFileSync(file, 'utf8')).join('\n');
    expect(text).toContain('Free for everyday reading. Pro for the hard stuff.');
    expect(text).not.toMatch(/["']hero\.primary\.label["']|["']meta\.description["']/);
  });
});
