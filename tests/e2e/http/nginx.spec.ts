import http from 'node:http';
import { expect, test } from '@playwright/test';
import { securityHeaders } from '../../../rules/headers';
import { startNginx } from '../support/nginx';
import { rawRequest } from '../support/raw-http';

// The shipped nginx configuration applies the same URL rules as `npm start`.
const PORT = 4174;
const base = `http://127.0.0.1:${PORT}`;
let nginx: { stop(): void };

// One nginx on one port: keep this file's tests in one worker.
test.describe.configure({ mode: 'serial' });

test.beforeAll(async () => {
  nginx = await startNginx(PORT);
});
test.afterAll(() => nginx?.stop());

const get = (path: string) => fetch(base + path, { redirect: 'manual' });

test('nginx serves canonical pages with the security headers', async () => {
  const res = await get('/ja/pricing/');
  expect(res.status).toBe(200);
  expect(await res.text()).toContain('<html lang="ja"');
  for (const [name, value] of Object.entries(securityHeaders())) {
    expect(res.headers.get(name), name).toBe(value);
  }
  expect(res.headers.get('cache-control')).toBe('no-cache');
});

test('nginx redirects the four non-canonical forms permanently, keeping the query', async () => {
  for (const form of ['/ja/pricing', '/ja/pricing.html', '/ja/pricing/index', '/ja/pricing/index.html']) {
    const res = await get(`${form}?plan=pro`);
    expect(res.status, form).toBe(301);
    expect(res.headers.get('location'), form).toBe('/ja/pricing/?plan=pro');
  }
  expect((await get('/ja')).headers.get('location')).toBe('/ja/');
});

test('nginx answers unknown paths with the localized 404 page', async () => {
  const ja = await get('/ja/no-such-page/');
  expect(ja.status).toBe(404);
  expect(await ja.text()).toContain('ページが見つかりません');
  const zh = await get('/no-such-page/');
  expect(zh.status).toBe(404);
  expect(await zh.text()).toContain('找不到页面');
  const ar = await get('/ar/no-such-page/');
  expect(ar.status).toBe(404);
  expect(await ar.text()).toContain('dir="rtl"');
  // The not-found page is no page of its own: its URL redirects like any `.html`, then 404s.
  expect((await get('/ja/404.html')).headers.get('location')).toBe('/ja/404/');
  expect((await get('/ja/404/')).status).toBe(404);
});

test('nginx caches hashed assets forever', async () => {
  const html = await (await get('/ja/')).text();
  const script = /src="(\/static\/js\/[^"]+\.js)"/.exec(html)?.[1];
  expect(script).toBeTruthy();
  const res = await get(script as string);
  expect(res.status).toBe(200);
  expect(res.headers.get('cache-control')).toContain('immutable');
});

test('nginx serves the brotli and gzip files the build wrote, and says it varies', async () => {
  for (const [accepted, used] of [
    ['br', 'br'],
    ['gzip', 'gzip'],
    ['identity', null],
  ] as const) {
    const res = await new Promise<http.IncomingMessage>(resolve => {
      http.get(`${base}/sitemap.xml`, { headers: { 'accept-encoding': accepted } }, resolve);
    });
    res.resume();
    expect(res.statusCode).toBe(200);
    expect(res.headers['content-encoding'] ?? null, accepted).toBe(used);
    expect(res.headers.vary).toBe('Accept-Encoding');
  }
});

test("nginx's own error answers carry the security headers: parser-level 400, 414, a header too large", async () => {
  const answers = {
    'a malformed header line': await rawRequest(PORT, '/ja/', 'GET', 5000, { headers: ['Host: 127.0.0.1', 'Bad Header'] }),
    'two Host headers': await rawRequest(PORT, '/ja/', 'GET', 5000, { headers: ['Host: 127.0.0.1', 'Host: b'] }),
    'a request line over 8 KB': await rawRequest(PORT, `/${'a'.repeat(8300)}`),
    'a 9 KB header': await rawRequest(PORT, '/ja/', 'GET', 5000, { headers: ['Host: 127.0.0.1', `X-Big: ${'a'.repeat(9216)}`] }),
  };
  const statuses = Object.fromEntries(Object.entries(answers).map(([what, res]) => [what, res.status]));
  expect(statuses).toEqual({
    'a malformed header line': 400,
    'two Host headers': 400,
    'a request line over 8 KB': 414,
    'a 9 KB header': 400,
  });
  for (const [what, res] of Object.entries(answers)) {
    for (const [name, value] of Object.entries(securityHeaders()))
      expect(res.header(name.toLowerCase()), `${what}: ${name}`).toBe(value);
    expect(res.header('cache-control'), what).toBe('no-cache');
  }
});

test('nginx answers a range past the end with 416 and each header once', async () => {
  const res = await rawRequest(PORT, '/ja/', 'GET', 5000, {
    headers: ['Host: 127.0.0.1', 'Range: bytes=999999999-', 'Accept-Encoding: identity'],
  });
  expect(res.status).toBe(416);
  const names = res.headers.map(([name]) => name);
  const repeated = names.filter((name, i) => names.indexOf(name) !== i);
  expect(repeated).toEqual([]);
  for (const [name, value] of Object.entries(securityHeaders())) expect(res.header(name.toLowerCase()), name).toBe(value);
  expect(res.header('content-range')).toMatch(/^bytes \*\/\d+$/);
});
