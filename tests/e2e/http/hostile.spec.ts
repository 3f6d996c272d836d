import { expect, test } from '@playwright/test';
import fc from 'fast-check';
import { securityHeaders } from '../../../rules/headers';
import { startNginx } from '../support/nginx';
import { type RawRequestOptions, type RawResponse, rawRequest } from '../support/raw-http';

// The two deployments — `npm start` and nginx with the shipped config — sent
// hostile request targets as raw bytes: no redirect leaves the site or
// carries a header, and both answer the same status and Location.
const NODE_PORT = Number(process.env.TEST_PORT ?? 4173);
const NGINX_PORT = 4175;
let nginx: { stop(): void };

test.describe.configure({ mode: 'serial' });
test.beforeAll(async () => {
  nginx = await startNginx(NGINX_PORT);
});
test.afterAll(() => nginx?.stop());

/** Every header either host may send; anything else was injected. */
const KNOWN_HEADERS = new Set([
  ...Object.keys(securityHeaders()).map(name => name.toLowerCase()),
  'server',
  'date',
  'content-type',
  'content-length',
  'connection',
  'keep-alive',
  'transfer-encoding',
  'location',
  'cache-control',
  'vary',
  'etag',
  'last-modified',
  'accept-ranges',
  'content-encoding',
  'allow',
]);

function problemsWith(host: string, res: RawResponse): string[] {
  const problems: string[] = [];
  if (res.status === 0) problems.push(`${host}: no status line`);
  for (const [name] of res.headers) if (!KNOWN_HEADERS.has(name)) problems.push(`${host}: unexpected header ${name}`);
  const locations = res.headers.filter(([name]) => name === 'location');
  if (locations.length > 1) problems.push(`${host}: ${locations.length} Location headers`);
  const location = res.header('location');
  if (location !== undefined) {
    if (!location.startsWith('/') || location.startsWith('//')) problems.push(`${host}: Location leaves the site: ${location}`);
    if (/[\r\n\t\\]/.test(location))
      problems.push(`${host}: Location holds a control character or backslash: ${JSON.stringify(location)}`);
  }
  return problems;
}

async function compare(target: Buffer, method = 'GET', options: RawRequestOptions = {}): Promise<string[]> {
  const [node, ngx] = await Promise.all([
    rawRequest(NODE_PORT, target, method, 5000, options),
    rawRequest(NGINX_PORT, target, method, 5000, options),
  ]);
  const problems = [...problemsWith('node', node), ...problemsWith('nginx', ngx)];
  if (node.status !== ngx.status) problems.push(`status node ${node.status} ≠ nginx ${ngx.status}`);
  if (node.header('location') !== ngx.header('location')) {
    problems.push(`Location node ${node.header('location')} ≠ nginx ${ngx.header('location')}`);
  }
  return problems;
}

const show = (target: Buffer) => JSON.stringify(target.toString('latin1'));

// Named examples: the attacks that worked on the old nginx config, and the
// cases where the two hosts used to disagree.
const EXAMPLES: Array<[string, number, string | null]> = [
  ['/%5Cevil.com/x', 404, null],
  ['/%5Cevil.com/index.html', 404, null],
  ['/%09/evil.com/index', 404, null],
  ['/%0dSet-Cookie:%20pwn=1;%20Path=%2f/index', 404, null],
  ['/%0d%0aSet-Cookie:%20pwn=1/index.html', 404, null],
  ['/\\evil.com/index.html', 404, null],
  ['//evil.com/index', 404, null],
  ['/ja//pricing/', 404, null],
  ['/ja/pricing%2f', 404, null],
  ['/ja/pricing%2F', 404, null],
  ['/ja/%2e%2e/pricing/', 404, null],
  ['/../etc/passwd', 400, null],
  ['/%00/index', 400, null],
  ['/ja/pricing?next=\\evil.com', 400, null],
  ['/ja/pricing?next=//evil.com', 301, '/ja/pricing/?next=//evil.com'],
  ['/ja/pricing', 301, '/ja/pricing/'],
  ['/ja/pricing/index.html?plan=pro', 301, '/ja/pricing/?plan=pro'],
  ['/ja/404.html', 301, '/ja/404/'],
  ['/ja/pricing/', 200, null],
  // A raw fragment: nginx decodes the path up to it, and so does the rule.
  ['/#/%', 404, null],
  ['/ja#/../..', 404, null],
  ['/%zz#a', 400, null],
  ['/..#a', 400, null],
  ['/ja/pricing#top', 404, null],
];

for (const [target, status, location] of EXAMPLES) {
  test(`both hosts answer ${target} with ${status}${location ? ` → ${location}` : ''}`, async () => {
    const bytes = Buffer.from(target, 'latin1');
    expect(await compare(bytes)).toEqual([]);
    const res = await rawRequest(NODE_PORT, bytes);
    expect(res.status).toBe(status);
    expect(res.header('location') ?? null).toBe(location);
  });
}

/** Request heads nginx's parser judges before the path: both hosts must answer alike. */
const HEADS: Record<string, RawRequestOptions> = {
  plain: {},
  'two Host headers': { headers: ['Host: 127.0.0.1', 'Host: evil.com'] },
  'no Host header': { headers: [] },
  'HTTP/1.0 without Host': { headers: [], version: '1.0' },
  'a 9 KB header': { headers: ['Host: 127.0.0.1', `X-Big: ${'a'.repeat(9 * 1024)}`] },
  'a 2 MB GET body': { headers: ['Host: 127.0.0.1', 'Content-Length: 2000000'], body: 'a'.repeat(4096) },
};

const EDGE_CASES: Array<[string, string, string, RawRequestOptions, number]> = [
  ['two Host headers', 'GET', '/ja/', HEADS['two Host headers'], 400],
  ['no Host header', 'GET', '/ja/', HEADS['no Host header'], 400],
  ['userinfo in an absolute-form target', 'GET', 'http://user:pw@127.0.0.1/ja/', {}, 400],
  ['userinfo alone', 'GET', 'http://evil.com@127.0.0.1/ja/', {}, 400],
  ['OPTIONS *', 'OPTIONS', '*', {}, 400],
  ['a 9 KB header', 'GET', '/ja/', HEADS['a 9 KB header'], 400],
  ['a 2 MB GET body', 'GET', '/ja/', HEADS['a 2 MB GET body'], 413],
  ...[8001, 8100, 8176, 8177].map(
    n =>
      [`a ${n}-character target`, 'GET', `/ja/${'a'.repeat(n - 5)}/`, {}, 404] as [
        string,
        string,
        string,
        RawRequestOptions,
        number,
      ],
  ),
  ['an 8,177-character redirect', 'GET', `/ja/pricing?q=${'a'.repeat(8177 - 14)}`, {}, 301],
  ['an 8,178-character target', 'GET', `/ja/${'a'.repeat(8173)}/`, {}, 414],
  ['an 8,177-character target on HEAD', 'HEAD', `/ja/${'a'.repeat(8172)}/`, {}, 414],
  // Node's parser refuses a NUL wherever it is; nginx sees it only inside its 8 KB buffer.
  ['a NUL as the last byte of an 8 KB buffer', 'GET', `/${'a'.repeat(8185)}?\0`, {}, 400],
  ['a NUL one byte past an 8 KB buffer', 'GET', `/${'a'.repeat(8186)}?\0`, {}, 414],
  // A raw byte above 0x7F passes nginx's parser: a line that long is a 414 (Node's parser refuses the byte).
  ['a raw non-ASCII byte in an 8,200-character target', 'GET', `/\u00c2\u00a0/${'a'.repeat(8200)}`, {}, 414],
];

for (const [what, method, target, options, status] of EDGE_CASES) {
  test(`both hosts answer ${what} with ${status}`, async () => {
    const bytes = Buffer.from(target, 'latin1');
    expect(await compare(bytes, method, options)).toEqual([]);
    expect((await rawRequest(NODE_PORT, bytes, method, 5000, options)).status).toBe(status);
  });
}

test('a crafted link cannot set a cookie of the site in a browser', async ({ page }) => {
  for (const port of [NODE_PORT, NGINX_PORT]) {
    await page.goto(`http://127.0.0.1:${port}/%0dSet-Cookie:%20pwn=1;%20Path=%2f/index`);
    await page.goto(`http://127.0.0.1:${port}/%5Cevil.com/index.html`);
    expect(new URL(page.url()).host).toBe(`127.0.0.1:${port}`);
    expect(await page.context().cookies()).toEqual([]);
  }
});

const pieces = fc.oneof(
  fc.constantFrom(
    'ja',
    'en',
    'ar',
    'zh-TW',
    'docs',
    'faq',
    'pricing',
    'static',
    'js',
    'evil.com',
    'index',
    'index.html',
    '404.html',
    'x.html',
  ),
  fc.constantFrom(
    '',
    '.',
    '..',
    '...',
    '.html',
    '%2e',
    '%2E%2e',
    '%2f',
    '%2F',
    '%5c',
    '%5C',
    '\\',
    '@',
    ':',
    '//',
    '~',
    '%25',
    '%',
    '%zz',
    '%00',
    '#',
  ),
  fc.integer({ min: 0, max: 0x7f }).map(code => `%${code.toString(16).padStart(2, '0')}`),
  fc.string({ unit: 'grapheme', maxLength: 4 }).map(s => encodeURIComponent(s)),
  fc.string({ unit: 'grapheme', maxLength: 3 }),
  fc.string({ unit: 'binary-ascii', maxLength: 4 }),
  fc.stringMatching(/^[A-Za-z0-9._~-]{1,12}$/),
);

const hostileTarget = fc
  .record({
    absolute: fc.constantFrom('', '', '', 'http://evil.com', 'http://user@evil.com', 'http://a:b@127.0.0.1'),
    segments: fc.array(pieces, { maxLength: 8 }),
    ending: fc.constantFrom('', '/', '.html', '/index', '/index.html'),
    query: fc.option(
      fc.oneof(
        fc.string({ unit: 'binary-ascii', maxLength: 12 }),
        fc.constantFrom('next=\\evil', 'a=%0d%0aX:1', 'q=字幕', 'q=%E5%AD%97'),
      ),
      { nil: undefined },
    ),
    repeat: fc.integer({ min: 1, max: 400 }),
    // Around nginx's 8 KB request line: 8,001–8,176 characters fit, more do not.
    length: fc.oneof(fc.constant(0), fc.integer({ min: 7990, max: 8200 })),
  })
  .map(({ absolute, segments, ending, query, repeat, length }) => {
    let path = `/${segments.join('/')}${ending}`;
    if (repeat > 380) path = path.repeat(repeat - 360).slice(0, 7000);
    if (length > 0) path = `${path}/${'a'.repeat(Math.max(0, length - path.length - 1))}`;
    const target = `${absolute}${path}${query === undefined ? '' : `?${query}`}`;
    // Raw CR/LF/space would end the request line itself: not a target.
    return Buffer.from(target.replace(/[\r\n ]/g, '_'), 'utf8');
  });

test('thousands of generated hostile targets: nothing leaves the site, both hosts agree', async () => {
  test.setTimeout(240_000);
  await fc.assert(
    fc.asyncProperty(
      hostileTarget,
      fc.oneof({ arbitrary: fc.constant('plain'), weight: 5 }, fc.constantFrom(...Object.keys(HEADS))),
      async (target, head) => {
        const problems = await compare(target, 'GET', HEADS[head]);
        if (problems.length) throw new Error(`${show(target).slice(0, 300)} (${head}): ${problems.join('; ')}`);
      },
    ),
    { numRuns: 3000 },
  );
});
