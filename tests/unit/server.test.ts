import fs from 'node:fs';
import http from 'node:http';
import type { AddressInfo } from 'node:net';
import os from 'node:os';
import net from 'node:net';
import path from 'node:path';
import zlib from 'node:zlib';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createSiteHandler } from '../../server/app';

let dir: string;
let server: http.Server;
let base: string;

function write(file: string, body: string) {
  const full = path.join(dir, file);
  fs.mkdirSync(path.dirname(full), { recursive: true });
  fs.writeFileSync(full, body);
}

beforeAll(async () => {
  dir = fs.mkdtempSync(path.join(os.tmpdir(), 'diglot-site-'));
  write('index.html', 'zh home');
  write('404.html', 'zh not found');
  write('ja/index.html', 'ja home');
  write('ja/404.html', 'ja not found');
  write('ja/pricing/index.html', 'ja pricing');
  write('static/js/app.1234.js', 'console.log(1)');
  write('sitemap.xml', `<urlset>${'<url><loc>/ja/</loc></url>'.repeat(12_000)}</urlset>`);
  server = http.createServer(createSiteHandler(dir, { headers: { 'X-Test': 'yes' } }));
  await new Promise<void>(resolve => server.listen(0, '127.0.0.1', resolve));
  base = `http://127.0.0.1:${(server.address() as AddressInfo).port}`;
});

afterAll(() => {
  server.close();
  fs.rmSync(dir, { recursive: true, force: true });
});

const get = (p: string, init?: RequestInit) => fetch(base + p, { redirect: 'manual', ...init });

describe('static server', () => {
  it('serves canonical pages', async () => {
    const res = await get('/ja/pricing/');
    expect(res.status).toBe(200);
    expect(await res.text()).toBe('ja pricing');
    expect(res.headers.get('cache-control')).toBe('no-cache');
    expect(res.headers.get('x-content-type-options')).toBe('nosniff');
    expect(res.headers.get('x-test')).toBe('yes');
  });

  it.each(['/ja/pricing', '/ja/pricing.html', '/ja/pricing/index', '/ja/pricing/index.html'])(
    'redirects %s permanently to /ja/pricing/',
    async from => {
      const res = await get(from);
      expect(res.status).toBe(301);
      expect(res.headers.get('location')).toBe('/ja/pricing/');
    },
  );

  it('keeps the query string on redirect', async () => {
    const res = await get('/ja/pricing?plan=pro');
    expect(res.headers.get('location')).toBe('/ja/pricing/?plan=pro');
  });

  it('answers 404 with the not-found page of the locale', async () => {
    const ja = await get('/ja/no-such-page/');
    expect(ja.status).toBe(404);
    expect(await ja.text()).toBe('ja not found');
    const zh = await get('/no-such-page/');
    expect(zh.status).toBe(404);
    expect(await zh.text()).toBe('zh not found');
    const de = await get('/de/nothing/');
    expect(de.status).toBe(404);
    expect(await de.text()).toBe('zh not found');
  });

  it('caches hashed assets forever and never redirects them', async () => {
    const res = await get('/static/js/app.1234.js');
    expect(res.status).toBe(200);
    expect(res.headers.get('cache-control')).toContain('immutable');
    expect((await get('/static/js/missing.js')).status).toBe(404);
  });

  it('refuses other methods', async () => {
    const res = await get('/ja/', { method: 'POST' });
    expect(res.status).toBe(405);
  });

  it('serves the variant the build compressed, by what the client accepts, and never compresses itself', async () => {
    const page = 'ja big page '.repeat(500);
    write('ja/big/index.html', page);
    fs.writeFileSync(path.join(dir, 'ja/big/index.html.br'), zlib.brotliCompressSync(page));
    fs.writeFileSync(path.join(dir, 'ja/big/index.html.gz'), zlib.gzipSync(page));
    const raw = (encoding: string) =>
      new Promise<http.IncomingMessage>(resolve => {
        http.get(`${base}/ja/big/`, { headers: { 'accept-encoding': encoding } }, resolve);
      });
    for (const [accepted, used] of [
      ['gzip, deflate, br', 'br'],
      ['gzip', 'gzip'],
      ['identity', undefined],
      ['br;q=0, gzip;q=0.5', 'gzip'],
    ] as const) {
      const res = await raw(accepted);
      expect(res.headers['content-encoding'], accepted).toBe(used);
      expect(res.headers['content-type']).toBe('text/html; charset=utf-8');
      expect(res.headers.vary).toBe('Accept-Encoding');
      const body = Buffer.concat(await res.toArray());
      const text = used === 'br' ? zlib.brotliDecompressSync(body) : used === 'gzip' ? zlib.gunzipSync(body) : body;
      expect(text.toString()).toBe(page);
    }
    // A file the build did not compress is sent as it is.
    write('ja/small/index.html', 'small');
    const small = await get('/ja/small/', { headers: { 'accept-encoding': 'gzip, br' } });
    expect(small.headers.get('content-encoding')).toBeNull();
    expect(await small.text()).toBe('small');
  });

  it('answers ranges and preconditions as HTTP says, not with a 404', async () => {
    const unsatisfiable = await get('/ja/pricing/', { headers: { range: 'bytes=9999-' } });
    expect(unsatisfiable.status).toBe(416);
    expect(unsatisfiable.headers.get('content-range')).toBe('bytes */10');
    expect(unsatisfiable.headers.get('etag')).toBeNull();
    const partial = await get('/ja/pricing/', { headers: { range: 'bytes=3-6' } });
    expect(partial.status).toBe(206);
    expect(await partial.text()).toBe('pric');
    expect((await get('/ja/pricing/', { headers: { 'if-match': '"nope"' } })).status).toBe(412);
    expect((await get('/ja/pricing/', { headers: { 'if-unmodified-since': 'Mon, 01 Jan 1990 00:00:00 GMT' } })).status).toBe(412);
    const etag = (await get('/ja/pricing/')).headers.get('etag') as string;
    // fetch() adds `Cache-Control: no-cache` to conditional requests; a browser revalidating does not.
    const revalidated = await new Promise<http.IncomingMessage>(resolve => {
      http.get(`${base}/ja/pricing/`, { headers: { 'if-none-match': etag } }, resolve);
    });
    revalidated.resume();
    expect(revalidated.statusCode).toBe(304);
  });

  it('refuses unreadable targets and never echoes an unsafe query', async () => {
    expect((await get('/..%2f..%2fetc/passwd')).status).toBe(400);
    expect((await get('/ja/pricing?next=%5C')).headers.get('location')).toBe('/ja/pricing/?next=%5C');
    expect((await get('/%5Cevil.com/index.html')).status).toBe(404);
  });
});

describe('static server without not-found pages', () => {
  it('answers 404 in plain text instead of failing', async () => {
    const bare = fs.mkdtempSync(path.join(os.tmpdir(), 'diglot-bare-'));
    fs.writeFileSync(path.join(bare, 'index.html'), 'home');
    const plain = http.createServer(createSiteHandler(bare));
    await new Promise<void>(resolve => plain.listen(0, '127.0.0.1', resolve));
    const url = `http://127.0.0.1:${(plain.address() as AddressInfo).port}`;
    try {
      for (let i = 0; i < 3; i++) {
        const res = await fetch(`${url}/ja/missing/`);
        expect(res.status).toBe(404);
        expect(await res.text()).toBe('Not found');
      }
      expect((await fetch(`${url}/`)).status).toBe(200);
    } finally {
      plain.close();
      fs.rmSync(bare, { recursive: true, force: true });
    }
  });
});

describe('clients that hang up unread', () => {
  const openFiles = () => fs.readdirSync('/proc/self/fd').length;

  it('leave no file open: queued requests open nothing, and a stream closes with its response', async () => {
    expect(fs.statSync(path.join(dir, 'sitemap.xml')).size).toBeGreaterThan(200_000);
    const port = (server.address() as AddressInfo).port;
    const before = openFiles();
    const request = 'GET /sitemap.xml HTTP/1.1\r\nHost: 127.0.0.1\r\nAccept-Encoding: identity\r\n\r\n';
    const sockets = Array.from({ length: 20 }, () => {
      const socket = net.connect(port, '127.0.0.1');
      socket.on('error', () => {});
      socket.on('connect', () => {
        socket.pause();
        socket.write(request.repeat(10));
      });
      return socket;
    });
    await new Promise(resolve => setTimeout(resolve, 300));
    for (const socket of sockets) socket.destroy();
    await expect.poll(openFiles, { timeout: 5000 }).toBeLessThanOrEqual(before + 2);
    expect((await get('/sitemap.xml', { headers: { 'accept-encoding': 'identity' } })).status).toBe(200);
  });
});
