import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { isCleanPath, isMalformedPath, isSafeQuery, originForm, routeRequest, splitTarget } from '../../rules/request';

describe('routeRequest', () => {
  it.each([
    ['/ja/pricing', '/ja/pricing/'],
    ['/ja/pricing.html', '/ja/pricing/'],
    ['/ja/pricing/index', '/ja/pricing/'],
    ['/ja/pricing/index.html', '/ja/pricing/'],
    ['/index.html', '/'],
    ['/ja', '/ja/'],
    ['/ja/pricing?plan=pro', '/ja/pricing/?plan=pro'],
    ['/ja?', '/ja/'],
    ['/ja?a=1#frag', '/ja/?a=1'],
    ['http://evil.com/ja', '/ja/'],
  ])('redirects %s to %s', (target, location) => {
    expect(routeRequest(target)).toEqual({ kind: 'redirect', location });
  });

  it.each([
    '/%5Cevil.com/x',
    '/%5Cevil.com/index.html',
    '/%09/evil.com/index',
    '/%0dSet-Cookie:%20pwn=1;%20Path=%2f/index',
    '//evil.com/index',
    '/\\evil.com/index',
    '/ja//pricing/',
    '/ja/pricing%2f',
    '/ja/./pricing/',
    '/.well-known/x',
    'http://evil.com?x',
  ])('names no file for %s', target => {
    expect(routeRequest(target).kind).toBe('notFound');
  });

  it('finds the not-found page of the locale the path starts with', () => {
    expect(routeRequest('/ar/%5C/')).toEqual({ kind: 'notFound', locale: 'ar' });
    expect(routeRequest('/zh-TW/a//b/')).toEqual({ kind: 'notFound', locale: 'zh-TW' });
    expect(routeRequest('/%5C/')).toEqual({ kind: 'notFound', locale: 'zh' });
  });

  it.each([
    '/..',
    '/a/../..',
    '/%2e%2e/',
    '/%00',
    '/a%',
    '/%zz/',
    '/é/',
    '/a\tb',
    '*',
    '/ja/pricing?next=\\evil.com',
    '/ja/pricing?a=\u0001',
  ])('refuses %s as a bad request', target => {
    expect(routeRequest(target)).toEqual({ kind: 'badRequest' });
  });

  it('refuses targets longer than either host reads', () => {
    expect(routeRequest(`/${'a'.repeat(8000)}`)).toEqual({ kind: 'tooLong' });
  });

  it('serves canonical pages and assets by their file', () => {
    expect(routeRequest('/ja/pricing/?x=1')).toEqual({ kind: 'file', pathname: '/ja/pricing/', file: '/ja/pricing/index.html' });
    expect(routeRequest('/static/js/app.1a2b.js')).toEqual({
      kind: 'file',
      pathname: '/static/js/app.1a2b.js',
      file: '/static/js/app.1a2b.js',
    });
  });

  it('parts of the rule', () => {
    expect(splitTarget('/a?b?c#d')).toEqual({ path: '/a', query: 'b?c' });
    expect(originForm('HTTPS://host:8080/x?y')).toBe('/x?y');
    expect(originForm('http://host')).toBe('/');
    expect(isCleanPath('/')).toBe(true);
    expect(isCleanPath('/a/.b')).toBe(false);
    expect(isMalformedPath('/a/..')).toBe(false);
    // A raw fragment: nginx decodes up to it and no further.
    expect(isMalformedPath('/#/%')).toBe(false);
    expect(isMalformedPath('/a#/../..')).toBe(false);
    expect(isMalformedPath('/%zz#')).toBe(true);
    expect(isMalformedPath('/..#a')).toBe(true);
    expect(routeRequest('/#/%')).toEqual({ kind: 'notFound', locale: 'zh' });
    expect(isSafeQuery('a=]&b=[^`{|}~')).toBe(true);
    expect(isSafeQuery('a b')).toBe(false);
  });
});

// Hostile input, generated: whatever a client sends, a redirect stays on the
// site, echoes nothing that can end or start a header line, and is final.
const targets = fc.oneof(
  fc.string({ unit: 'binary', maxLength: 60 }).map(s => `/${s}`),
  fc.string({ unit: 'binary-ascii', maxLength: 60 }),
  fc
    .array(
      fc.constantFrom(
        'ja',
        '..',
        '.',
        '',
        '%2f',
        '%5c',
        '\\',
        '%0d%0a',
        '\r\n',
        '\t',
        'evil.com',
        'index',
        'index.html',
        'a.html',
        '@',
        ':',
      ),
      { maxLength: 8 },
    )
    .map(parts => `/${parts.join('/')}`),
  fc.tuple(fc.webPath(), fc.string({ unit: 'binary-ascii', maxLength: 20 })).map(([p, q]) => `${p || '/'}?${q}`),
);

describe('routeRequest on generated hostile targets', () => {
  it('never redirects off the site or echoes a control character or backslash', () => {
    fc.assert(
      fc.property(targets, target => {
        const route = routeRequest(target);
        if (route.kind !== 'redirect') return;
        expect(route.location.startsWith('/')).toBe(true);
        expect(route.location.startsWith('//')).toBe(false);
        expect(route.location).toMatch(/^[!-[\]-~]+$/);
      }),
      { numRuns: 20_000 },
    );
  });

  it('redirects straight to a URL that is served as it is', () => {
    fc.assert(
      fc.property(targets, target => {
        const route = routeRequest(target);
        if (route.kind === 'redirect') expect(routeRequest(route.location).kind).toBe('file');
      }),
      { numRuns: 20_000 },
    );
  });

  it('only ever serves files named by plain segments', () => {
    fc.assert(
      fc.property(targets, target => {
        const route = routeRequest(target);
        if (route.kind === 'file') expect(route.file).toMatch(/^(\/[A-Za-z0-9_~-][A-Za-z0-9._~-]*)+$/);
      }),
      { numRuns: 20_000 },
    );
  });
});
