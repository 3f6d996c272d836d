import { describe, expect, it } from 'vitest';
import { LOCALES } from '../../site/locales';
import {
  canonicalHref,
  canonicalPathname,
  isPagePath,
  localeOfPath,
  redirectTarget,
  relocateHref,
  stripLocale,
  switchLocaleUrl,
  withLocale,
} from '../../rules/url';

describe('URL normalisation', () => {
  it.each([
    ['/ja/pricing', '/ja/pricing/'],
    ['/ja/pricing.html', '/ja/pricing/'],
    ['/ja/pricing/index', '/ja/pricing/'],
    ['/ja/pricing/index.html', '/ja/pricing/'],
    ['/ja', '/ja/'],
    ['/index.html', '/'],
    ['/index', '/'],
    ['/ja/docs/services/deepL', '/ja/docs/services/deepL/'],
    ['/ja/docs/CHANGELOG.html', '/ja/docs/CHANGELOG/'],
  ])('%s redirects to %s', (from, to) => {
    expect(redirectTarget(from)).toBe(to);
    expect(canonicalPathname(from)).toBe(to);
  });

  it('leaves canonical paths alone', () => {
    for (const path of ['/', '/ja/', '/ja/pricing/', '/docs/faq/', '/pt-BR/docs/services/deepL/']) {
      expect(redirectTarget(path)).toBeNull();
    }
  });

  it('keeps the query string on redirect', () => {
    expect(redirectTarget('/ja/search', '?q=pdf')).toBe('/ja/search/?q=pdf');
  });

  it('never redirects assets', () => {
    for (const path of ['/static/js/index.abc.js', '/img/logo.svg', '/robots.txt', '/sitemap.xml']) {
      expect(isPagePath(path)).toBe(false);
      expect(redirectTarget(path)).toBeNull();
    }
  });

  it('cannot be turned into an open redirect', () => {
    expect(redirectTarget('//evil.example/path')).toBe('/evil.example/path/');
    expect(canonicalPathname('///a//b')).toBe('/a/b/');
  });
});

describe('locale paths', () => {
  it('reads the locale from the first path segment', () => {
    expect(localeOfPath('/ja/docs/faq/')).toBe('ja');
    expect(localeOfPath('/pt-BR/')).toBe('pt-BR');
    expect(localeOfPath('/zh-TW/pricing/')).toBe('zh-TW');
    expect(localeOfPath('/docs/faq/')).toBe('zh');
    expect(localeOfPath('/')).toBe('zh');
    expect(localeOfPath('/zh/docs/')).toBe('zh');
  });

  it('strips and adds prefixes', () => {
    expect(stripLocale('/ja/docs/faq/')).toBe('/docs/faq/');
    expect(stripLocale('/ja/')).toBe('/');
    expect(stripLocale('/ja')).toBe('/');
    expect(stripLocale('/docs/')).toBe('/docs/');
    expect(withLocale('/docs/usage/', 'ja')).toBe('/ja/docs/usage/');
    expect(withLocale('/docs/usage/', 'zh')).toBe('/docs/usage/');
  });

  it('switches locale keeping query, hash and trailing slash', () => {
    expect(switchLocaleUrl('/ja/docs/faq/?a=1#x', 'en')).toBe('/en/docs/faq/?a=1#x');
    expect(switchLocaleUrl('/ja/', 'zh')).toBe('/');
    expect(switchLocaleUrl('/', 'ja')).toBe('/ja/');
    expect(switchLocaleUrl('/docs/faq/#q', 'pt-BR')).toBe('/pt-BR/docs/faq/#q');
    expect(switchLocaleUrl('/zh-TW/pricing/?plan=pro', 'zh-Hans')).toBe('/zh-Hans/pricing/?plan=pro');
  });

  it('maps every sample path between all 15 locales and back', () => {
    const samples = ['/', '/docs/', '/docs/services/deepL/', '/pricing/?billing=yearly', '/docs/faq/#install'];
    for (const from of LOCALES) {
      for (const to of LOCALES) {
        for (const sample of samples) {
          const url = switchLocaleUrl(switchLocaleUrl(sample, from.lang), to.lang);
          expect(url).toBe(withLocale(sample.replace(/[?#].*$/, ''), to.lang) + (sample.match(/[?#].*$/)?.[0] ?? ''));
          expect(localeOfPath(url)).toBe(to.lang);
        }
      }
    }
  });

  it('relocates links of a fallback source into the visitor locale', () => {
    expect(relocateHref('/en/docs/usage/', 'en', 'de')).toBe('/de/docs/usage/');
    expect(relocateHref('/en/docs/usage/#install', 'en', 'de')).toBe('/de/docs/usage/#install');
    expect(relocateHref('/docs/usage/', 'zh', 'zh-TW')).toBe('/zh-TW/docs/usage/');
    expect(relocateHref('/ja/docs/', 'en', 'de')).toBe('/ja/docs/');
    expect(relocateHref('https://example.com/en/', 'en', 'de')).toBe('https://example.com/en/');
    expect(relocateHref('#local', 'en', 'de')).toBe('#local');
  });
});

describe('canonical links', () => {
  it('strips index.html from page links and keeps query and fragment', () => {
    expect(canonicalHref('/ja/docs/faq/index.html#pro')).toBe('/ja/docs/faq/#pro');
    expect(canonicalHref('/ja/search/index.html?q=pdf')).toBe('/ja/search/?q=pdf');
    expect(canonicalHref('/ja/pricing')).toBe('/ja/pricing/');
  });

  it('leaves assets, other origins and fragments alone', () => {
    expect(canonicalHref('/img/docs/figure.svg')).toBe('/img/docs/figure.svg');
    expect(canonicalHref('https://example.com/a/index.html')).toBe('https://example.com/a/index.html');
    expect(canonicalHref('//cdn.example.com/x')).toBe('//cdn.example.com/x');
    expect(canonicalHref('#overview')).toBe('#overview');
  });
});
