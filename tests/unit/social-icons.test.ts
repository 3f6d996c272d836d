import fs from 'node:fs';
import { describe, expect, it } from 'vitest';
import { SOCIAL_ICONS_CSS, socialIconsCss } from '../../scripts/social-icons';
import { FOOTER } from '../../site/footer';

describe('footer social icons', () => {
  it('are up to date with simple-icons (regenerate with `npx tsx scripts/social-icons.ts`)', () => {
    expect(fs.readFileSync(SOCIAL_ICONS_CSS, 'utf8')).toBe(socialIconsCss());
  });

  it('have a shape for every network the footer links to', () => {
    const css = socialIconsCss();
    const icons = JSON.stringify(FOOTER).match(/"icon":"(\w+)"/g) ?? [];
    expect(icons.length).toBeGreaterThan(0);
    for (const match of icons) expect(css).toContain(`.dg-footer__icon--${match.slice(8, -1)} {`);
  });
});
