import { describe, expect, it } from 'vitest';
import { isDraftSource } from '../../rules/draft';

describe('draft docs pages', () => {
  it('a source with only its title is a draft', () => {
    expect(isDraftSource('# Advanced settings\n')).toBe(true);
    expect(isDraftSource('---\ntitle: Advanced settings\n---\n\n# Advanced settings\n\n')).toBe(true);
  });

  it('any text under the title makes it a written page', () => {
    expect(isDraftSource('# Advanced settings\n\nSite rules decide which parts of a page are translated.\n')).toBe(false);
    expect(isDraftSource('---\ntitle: FAQ\ndescription: Answers\n---\n\nimport { X } from "@theme/mdx";\n\n# FAQ\n')).toBe(false);
  });
});
