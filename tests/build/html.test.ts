import fs from 'node:fs';
import { HtmlValidate } from 'html-validate';
import { describe, expect, it } from 'vitest';
import { PARSED_MARK_ID } from '../../theme/components/Layout/parsed-mark';
import { htmlFiles, urlOf } from './support';

/**
 * html-validate's recommended rules, minus those that only dictate markup
 * style the framework writes differently (React serialises `hidden=""`,
 * `<img/>`, `hrefLang`; React's generated ids start with `_R_`; brand
 * colours of the announcement bar come from configuration as inline style).
 */
const validator = new HtmlValidate({
  extends: ['html-validate:recommended'],
  rules: {
    'doctype-style': 'off',
    'void-style': 'off',
    'attr-case': 'off',
    'valid-id': 'off',
    'attribute-empty-style': 'off',
    'attribute-boolean-style': 'off',
    'no-inline-style': 'off',
  },
});

describe('HTML', () => {
  const pages = htmlFiles();

  it('every built page passes html-validate with zero errors', async () => {
    const problems: string[] = [];
    for (const file of pages) {
      const report = await validator.validateString(fs.readFileSync(file, 'utf8'), urlOf(file));
      for (const result of report.results) {
        for (const message of result.messages) {
          if (problems.length < 40) problems.push(`${urlOf(file)} ${message.ruleId}: ${message.message} (${message.selector})`);
        }
      }
    }
    expect(problems).toEqual([]);
  });

  it('every page has exactly one h1', () => {
    const wrong: string[] = [];
    for (const file of pages) {
      const count = fs.readFileSync(file, 'utf8').match(/<h1[\s>]/g)?.length ?? 0;
      if (count !== 1) wrong.push(`${urlOf(file)}: ${count}`);
    }
    expect(wrong).toEqual([]);
  });

  it('every page holds its first paint until its main content is parsed', () => {
    // The link names an element after </main>: without it the browser paints mid-parse and later markup moves the frame.
    const wrong: string[] = [];
    for (const file of pages) {
      const html = fs.readFileSync(file, 'utf8');
      const head = html.slice(0, html.indexOf('</head>'));
      const link = head.includes(`<link rel="expect" href="#${PARSED_MARK_ID}" blocking="render">`);
      const mark = html.indexOf(`id="${PARSED_MARK_ID}"`);
      if (!link || mark < html.lastIndexOf('</main>') || html.lastIndexOf('</main>') < 0) wrong.push(urlOf(file));
    }
    expect(wrong).toEqual([]);
  });
});
