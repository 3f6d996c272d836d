import fs from 'node:fs';
import { describe, expect, it } from 'vitest';
import { htmlFiles, urlOf } from './support';

/** Links to other sites: well-formed, and they cannot reach back into our page. */
describe('external links', () => {
  const anchors = htmlFiles().flatMap(file =>
    [...fs.readFileSync(file, 'utf8').matchAll(/<a\s[^>]*>/g)].map(m => ({ page: urlOf(file), tag: m[0] })),
  );
  const external = anchors.filter(a => /\shref="(https?:)?\/\//.test(a.tag));

  it('are absolute https or http URLs with a host', () => {
    expect(external.length).toBeGreaterThan(100);
    const bad = external.filter(({ tag }) => {
      const href = (/\shref="([^"]*)"/.exec(tag)?.[1] ?? '').replace(/&amp;/g, '&');
      try {
        const url = new URL(href);
        return !/^https?:$/.test(url.protocol) || !url.hostname.includes('.') || /\s/.test(href);
      } catch {
        return true;
      }
    });
    expect(bad.slice(0, 20)).toEqual([]);
  });

  it('carry rel="noopener" and, unless they are file downloads, open in a new tab', () => {
    const bad = external.filter(
      ({ tag }) => !/\srel="[^"]*\bnoopener\b/.test(tag) || (!/\sdownload(=|\s|>)/.test(tag) && !/\starget="_blank"/.test(tag)),
    );
    expect(bad.slice(0, 20).map(a => `${a.page} ${a.tag}`)).toEqual([]);
  });
});
