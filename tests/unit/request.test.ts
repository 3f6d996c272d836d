import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import {
  isCleanPath,
  isMalformedPath,
  isSafeQuery,
  isTooLongRequestLine,
  originForm,
  refusedRequestStatus,
  requestHeadProblem,
  routeRequest,
  splitTarget,
} from '../../rules/request';

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

  it('refuses request lines longer than either host reads (nginx: 8,192 bytes with method, version and CRLF)', () => {
    // GET: 8,177 characters of target fit, 8,178 do not; HEAD has one byte less.
    expect(routeRequest(`/${'a'.repeat(8176)}`).kind).not.toBe('tooLong');
    expect(routeRequest(`/${'a'.repeat(8177)}`)).toEqual({ kind: 'tooLong' });
    expect(routeRequest(`/${'a'.repeat(8175)}`, 'HEAD').kind).not.toBe('tooLong');
    expect(routeRequest(`/${'a'.repeat(8176)}`, 'HEAD')).toEqual({ kind: 'tooLong' });
    expect(isTooLongRequestLine('GET', 'x'.repeat(8177))).toBe(false);
    expect(isTooLongRequestLine('GET', 'x'.repeat(8178))).toBe(true);
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

describe('requestHeadProblem', () => {
  const head = (over: Partial<Parameters<typeof requestHeadProblem>[0]> = {}) => ({
    method: 'GET',
    target: '/ja/',
    httpVersion: '1.1',
    headers: [['Host', 'example.com']] as Array<[string, string]>,
    ...over,
  });

  it('lets an ordinary request through', () => {
    expect(requestHeadProblem(head())).toBeNull();
    expect(requestHeadProblem(head({ target: 'http://example.com/ja/' }))).toBeNull();
    expect(requestHeadProblem(head({ httpVersion: '1.0', headers: [] }))).toBeNull();
    expect(
      requestHeadProblem(
        head({
          headers: [
            ['Host', 'a'],
            ['Content-Length', String(1024 * 1024)],
          ],
        }),
      ),
    ).toBeNull();
  });

  it.each([
    ['OPTIONS *', head({ method: 'OPTIONS', target: '*' }), 'badRequest'],
    ['userinfo in an absolute target', head({ target: 'http://user:pw@example.com/ja/' }), 'badRequest'],
    ['a bare @ as userinfo', head({ target: 'http://@example.com/' }), 'badRequest'],
    [
      'two Host headers',
      head({
        headers: [
          ['Host', 'a'],
          ['host', 'b'],
        ],
      }),
      'badRequest',
    ],
    ['no Host in HTTP/1.1', head({ headers: [] }), 'badRequest'],
    [
      'a 9 KB header',
      head({
        headers: [
          ['Host', 'a'],
          ['X-Big', 'a'.repeat(9000)],
        ],
      }),
      'badRequest',
    ],
    [
      'a 2 MB body on a GET',
      head({
        headers: [
          ['Host', 'a'],
          ['Content-Length', '2000000'],
        ],
      }),
      'tooLarge',
    ],
    ['an 8,178-character target', head({ target: `/${'a'.repeat(8177)}` }), 'tooLong'],
    // Counted in bytes: 66 two-byte characters make this line 8,193 bytes long.
    ['a long target outside ASCII', head({ target: `/${'\u00a0'.repeat(66)}${'a'.repeat(8045)}` }), 'tooLong'],
    // As nginx: the userinfo is refused while the line is parsed, before its length counts.
    ['a long target with userinfo', head({ target: `http://user@evil.com//${'a'.repeat(8200)}` }), 'badRequest'],
  ])('refuses %s', (_, request, problem) => {
    expect(requestHeadProblem(request)).toBe(problem);
  });

  it('never throws on generated heads, and refuses every over-long request line', () => {
    fc.assert(
      fc.property(
        fc.string({ maxLength: 10 }),
        fc.oneof(
          fc.string({ maxLength: 40 }),
          fc.integer({ min: 7990, max: 8300 }).map(n => `/${'a'.repeat(n)}`),
        ),
        fc.constantFrom('1.0', '1.1'),
        fc.array(fc.tuple(fc.constantFrom('Host', 'host', 'Content-Length', 'X'), fc.string({ maxLength: 12 })), {
          maxLength: 4,
        }),
        (method, target, httpVersion, headers) => {
          const problem = requestHeadProblem({ method, target, httpVersion, headers });
          if (isTooLongRequestLine(method, target)) expect(problem).toBe('tooLong');
          else expect(problem).not.toBe('tooLong');
        },
      ),
    );
  });
});

describe('refusedRequestStatus', () => {
  const bytes = (text: string) => Buffer.from(text, 'latin1');
  it.each([
    // "GET " + 8,188 bytes puts the NUL at byte 8,192: past nginx's buffer.
    ['a NUL one byte past the 8 KB buffer', `GET /${'a'.repeat(8186)}?\0 HTTP/1.1\r\n`, 414],
    ["a NUL as the buffer's last byte", `GET /${'a'.repeat(8185)}?\0 HTTP/1.1\r\n`, 400],
    // nginx's parser lets a byte above 0x7F through: the line's length decides.
    ['a raw non-ASCII byte in a long line', `GET /\u00c2\u00a0/${'a'.repeat(8200)} HTTP/1.1\r\n`, 414],
    ['a raw non-ASCII byte in a short line', 'GET /\u00c2\u00a0/ HTTP/1.1\r\nHost: a\r\n\r\n', 400],
    ['userinfo at the start of a long absolute target', `GET http://a:b@127.0.0.1//${'a'.repeat(8200)} HTTP/1.1\r\n`, 400],
    [
      'a raw non-ASCII byte with a 2 MB body announced',
      'GET /\u00c2\u00a0/ HTTP/1.1\r\nHost: a\r\nContent-Length: 2000000\r\n\r\n',
      413,
    ],
    [
      'raw non-ASCII bytes in a line that fits, with a 2 MB body announced',
      `GET /\u00c2\u00a0/\u00f0/${'a'.repeat(8160)} HTTP/1.1\r\nHost: a\r\nContent-Length: 2000000\r\n\r\n`,
      413,
    ],
    ['a control character early in a long line', `GET /\u0001/${'a'.repeat(8200)} HTTP/1.1\r\n`, 400],
    ['a bad header past 8 KB, after the line ended', `GET / HTTP/1.1\r\nX: ${'a'.repeat(8200)}\0\r\n`, 400],
  ])('%s', (_what, text, status) => {
    expect(refusedRequestStatus(bytes(text))).toBe(status);
  });

  it('is 414 exactly when the buffer fills before a line end or a control character', () => {
    const byte = fc.oneof(
      { arbitrary: fc.integer({ min: 0x21, max: 0x7e }), weight: 20 },
      fc.integer({ min: 0x80, max: 0xff }),
      fc.integer({ min: 0, max: 0x1f }),
      fc.constant(0x7f),
    );
    fc.assert(
      fc.property(
        fc.integer({ min: 8000, max: 8400 }),
        fc.array(fc.tuple(fc.integer({ min: 5, max: 8400 }), byte), { maxLength: 3 }),
        (length, faults) => {
          const received = new Uint8Array(length).fill(0x61);
          received.set(Buffer.from('GET /'));
          for (const [at, value] of faults) if (at < length) received[at] = value;
          const seen = received.slice(0, 8192);
          const stops = seen.some(b => b === 0x0a || (b < 0x20 && b !== 0x0d) || b === 0x7f);
          expect(refusedRequestStatus(received)).toBe(!stops && length >= 8192 ? 414 : 400);
        },
      ),
    );
  });
});
