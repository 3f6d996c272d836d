import fs from 'node:fs';
import http from 'node:http';
import type { AddressInfo } from 'node:net';
import os from 'node:os';
import path from 'node:path';
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

  it('compresses text responses', async () => {
    write('ja/big/index.html', 'x'.repeat(5000));
    const res = await get('/ja/big/', { headers: { 'accept-encoding': 'gzip' } });
    expect(res.headers.get('content-encoding')).toBe('gzip');
  });
});
