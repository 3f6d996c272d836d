import net from 'node:net';
import { expect, test } from '@playwright/test';
import { startSiteServer, type SiteServer } from '../../../scripts/lib/site-server';

// One client used to take the Node server down in seconds: many connections
// each pipelining requests for a compressible page, then hanging up unread.
// The server must shed those connections and keep serving.
const PORT = 4176;
let server: SiteServer;

test.describe.configure({ mode: 'serial' });
test.beforeAll(async () => {
  // A low descriptor limit makes a leak show within the run.
  server = await startSiteServer(PORT, { maxFiles: 512 });
});
test.afterAll(async () => server?.stop());

const REQUEST = 'GET /ja/ HTTP/1.1\r\nHost: 127.0.0.1\r\nAccept-Encoding: gzip, br\r\n\r\n';

/** 40 connections at once, each sending 100 pipelined requests and closing after 300 ms without reading. */
function hangUpRound(): Promise<void> {
  const sockets = Array.from({ length: 40 }, () => {
    const socket = net.connect(PORT, '127.0.0.1');
    socket.on('error', () => {});
    socket.on('connect', () => {
      socket.pause();
      socket.write(REQUEST.repeat(100));
    });
    return socket;
  });
  return new Promise(resolve =>
    setTimeout(() => {
      for (const socket of sockets) socket.destroy();
      resolve();
    }, 300),
  );
}

test('30 rounds of pipelining clients that hang up leave the server serving, with its descriptors back', async () => {
  test.setTimeout(120_000);
  const before = server.openFiles();
  for (let round = 0; round < 30; round++) await hangUpRound();
  const res = await fetch(`${server.base}/ja/`, { headers: { 'accept-encoding': 'br' } });
  expect(res.status).toBe(200);
  expect(await res.text()).toContain('<html lang="ja"');
  expect(server.exited()).toBe(false);
  // Sockets close asynchronously: give them a moment, then compare.
  await expect.poll(() => server.openFiles(), { timeout: 10_000 }).toBeLessThanOrEqual(before + 5);
});

test('a flood of connections past the descriptor limit is refused for a while, not fatal', async () => {
  test.setTimeout(60_000);
  const sockets: net.Socket[] = [];
  for (let i = 0; i < 700; i++) {
    const socket = net.connect(PORT, '127.0.0.1');
    socket.on('error', () => {});
    sockets.push(socket);
  }
  await new Promise(resolve => setTimeout(resolve, 1500));
  for (const socket of sockets) socket.destroy();
  await expect.poll(async () => (await fetch(`${server.base}/ja/pricing/`)).status, { timeout: 10_000 }).toBe(200);
  expect(server.exited()).toBe(false);
});
