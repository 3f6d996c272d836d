import { describe, expect, it } from 'vitest';
import { hoistPrecedenceStyles } from '../../plugins/hoist-styles';

const page = (head: string, body: string) => `<!doctype html><html><head>${head}</head><body>${body}</body></html>`;

describe('hoistPrecedenceStyles', () => {
  it('moves the styles React rendered into the body to the end of <head>, in order', () => {
    const html = page(
      '<title>Web page translation</title>',
      '<div id="root"><style data-precedence="display-styles" data-href="dg-ds-underline">.a{}</style>' +
        '<style data-precedence="display-styles" data-href="dg-ds-card">.b{}</style><main>text</main></div>',
    );
    expect(hoistPrecedenceStyles(html)).toBe(
      page(
        '<title>Web page translation</title><style data-precedence="display-styles" data-href="dg-ds-underline">.a{}</style>' +
          '<style data-precedence="display-styles" data-href="dg-ds-card">.b{}</style>',
        '<div id="root"><main>text</main></div>',
      ),
    );
  });

  it('leaves pages without such styles, and ordinary styles, untouched', () => {
    const plain = page('<style>.x{}</style>', '<div id="root"><p>no examples</p></div>');
    expect(hoistPrecedenceStyles(plain)).toBe(plain);
    const inHead = page('<style data-precedence="p" data-href="h">.y{}</style>', '<main></main>');
    expect(hoistPrecedenceStyles(inHead)).toBe(inHead);
  });
});
