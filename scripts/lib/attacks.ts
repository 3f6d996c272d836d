/**
 * The abusive clients of the second attack pass (issue 28), on loopback
 * only and bounded in size and time: used by the resilience test
 * (tests/e2e/http/resilience.spec.ts) and `npm run bench -- --server`.
 */
import net from 'node:net';

const HOST = '127.0.0.1';

function connect(port: number): net.Socket {
  const socket = net.connect(port, HOST);
  socket.on('error', () => {});
  return socket;
}

/** A request head for `path`, as a pipelining client repeats it. */
export function requestHead(path: string, acceptEncoding: string): string {
  return `GET ${path} HTTP/1.1\r\nHost: ${HOST}\r\nAccept-Encoding: ${acceptEncoding}\r\n\r\n`;
}

/**
 * `connections` clients at once, each writing `head` `repeat` times without
 * reading a byte of the answers, then hanging up after `holdMs`.
 */
export async function pipelineAndHangUp(
  port: number,
  { connections, repeat, head, holdMs = 300 }: { connections: number; repeat: number; head: string; holdMs?: number },
): Promise<void> {
  const sockets = Array.from({ length: connections }, () => {
    const socket = connect(port);
    socket.on('connect', () => {
      socket.pause();
      socket.write(head.repeat(repeat));
    });
    return socket;
  });
  await new Promise(resolve => setTimeout(resolve, holdMs));
  for (const socket of sockets) socket.destroy();
}

/**
 * `connections` clients that open a request head and then send one more
 * header byte every `everyMs`, never finishing it. Call `stop()` to hang
 * them all up.
 */
export async function slowHeaders(
  port: number,
  { connections, everyMs = 1000 }: { connections: number; everyMs?: number },
): Promise<{ stop(): void; open(): number }> {
  const sockets: net.Socket[] = [];
  for (let i = 0; i < connections; i++) {
    const socket = connect(port);
    socket.on('connect', () => socket.write(`GET /ja/ HTTP/1.1\r\nHost: ${HOST}\r\nX-Slow: `));
    sockets.push(socket);
    // Open them in batches, as a flood arrives: not all in one tick.
    if (i % 200 === 199) await new Promise(resolve => setTimeout(resolve, 20));
  }
  const timer = setInterval(() => {
    for (const socket of sockets) if (!socket.destroyed && socket.writable) socket.write('a');
  }, everyMs);
  return {
    open: () => sockets.filter(socket => !socket.destroyed).length,
    stop() {
      clearInterval(timer);
      for (const socket of sockets) socket.destroy();
    },
  };
}

/**
 * A GET that announces a body of `bytes` and sends one byte every
 * `everyMs`; resolves with how long the server kept it open (ms) and the
 * status it answered with, if any.
 */
export function slowBody(
  port: number,
  { bytes = 1_000_000, everyMs = 1000, giveUpMs = 60_000 } = {},
): Promise<{ heldMs: number; answer: string }> {
  return new Promise(resolve => {
    const started = performance.now();
    const socket = connect(port);
    let answer = '';
    const timer = setInterval(() => socket.writable && socket.write('a'), everyMs);
    const done = () => {
      clearInterval(timer);
      clearTimeout(limit);
      socket.destroy();
      resolve({ heldMs: Math.round(performance.now() - started), answer: /^HTTP\/1\.1 (\d{3})/.exec(answer)?.[1] ?? '' });
    };
    const limit = setTimeout(done, giveUpMs);
    socket.on('connect', () => socket.write(`GET /ja/ HTTP/1.1\r\nHost: ${HOST}\r\nContent-Length: ${bytes}\r\n\r\n`));
    socket.on('data', chunk => {
      answer += chunk.toString('latin1');
    });
    socket.on('close', done);
  });
}

/**
 * How long until `url` answers 200 with its page (ms), trying again on
 * refusal or reset, up to `timeoutMs` (then Infinity).
 */
export async function timeToOk(url: string, timeoutMs = 10_000): Promise<number> {
  const started = performance.now();
  while (performance.now() - started < timeoutMs) {
    try {
      const left = Math.max(1, Math.ceil(timeoutMs - (performance.now() - started)));
      const res = await fetch(url, { signal: AbortSignal.timeout(left) });
      const body = await res.text();
      if (res.status === 200 && body.includes('<html')) return Math.round(performance.now() - started);
    } catch {}
    await new Promise(resolve => setTimeout(resolve, 20));
  }
  return Number.POSITIVE_INFINITY;
}

export interface AttackResult {
  attack: string;
  /** Time from the end of the attack to the first 200 for /ja/ (ms; Infinity if none within 10 s). */
  firstOkMs: number;
  /** The same, 2 s later. */
  againMs: number;
  filesBefore: number;
  filesAfter: number;
  rssBeforeMb: number;
  rssAfterMb: number;
}

/**
 * Each attack of the second attack pass against a fresh server (descriptor
 * limit `maxFiles`): the time to the first 200 after it, and the server's
 * descriptors and memory before it and 3 s after.
 */
export async function attackReport(port: number, maxFiles = 1024): Promise<AttackResult[]> {
  const { startSiteServer } = await import('./site-server');
  const sleep = (ms: number) => new Promise(resolve => setTimeout(resolve, ms));
  const mb = (bytes: number) => Math.round((bytes / 1024 / 1024) * 10) / 10;
  const attacks: Array<[string, () => Promise<() => void>]> = [
    [
      '60 × 10 unread pipelined /sitemap.xml (identity), hang up',
      async () => {
        await pipelineAndHangUp(port, { connections: 60, repeat: 10, head: requestHead('/sitemap.xml', 'identity') });
        return () => {};
      },
    ],
    [
      '20 rounds × 40 connections × 100 pipelined /ja/, hang up',
      async () => {
        const head = requestHead('/ja/', 'gzip, br');
        for (let round = 0; round < 20; round++) await pipelineAndHangUp(port, { connections: 40, repeat: 100, head });
        return () => {};
      },
    ],
    [
      '2,000 slow-header clients (kept open while measured)',
      async () => {
        const slow = await slowHeaders(port, { connections: 2000 });
        return () => slow.stop();
      },
    ],
    [
      '20 × 40 pipelining hang-ups + 2,000 slow-header clients',
      async () => {
        const head = requestHead('/ja/', 'gzip, br');
        const rounds: Array<Promise<void>> = [];
        for (let round = 0; round < 20; round++) {
          rounds.push(pipelineAndHangUp(port, { connections: 40, repeat: 40, head }));
          await sleep(50);
        }
        const slow = await slowHeaders(port, { connections: 2000 });
        await Promise.all(rounds);
        return () => slow.stop();
      },
    ],
  ];
  const results: AttackResult[] = [];
  for (const [attack, run] of attacks) {
    const server = await startSiteServer(port, { maxFiles });
    try {
      for (const path of ['/ja/', '/sitemap.xml', '/ja/no-such-page/'])
        await fetch(server.base + path).then(res => res.arrayBuffer());
      await sleep(500);
      const filesBefore = server.openFiles();
      const rssBefore = server.rss();
      const stop = await run();
      const firstOkMs = await timeToOk(`${server.base}/ja/`);
      await sleep(2000);
      const againMs = await timeToOk(`${server.base}/ja/`);
      stop();
      await sleep(3000);
      results.push({
        attack,
        firstOkMs,
        againMs,
        filesBefore,
        filesAfter: server.openFiles(),
        rssBeforeMb: mb(rssBefore),
        rssAfterMb: mb(server.rss()),
      });
    } finally {
      await server.stop();
    }
  }
  const slowBodyServer = await startSiteServer(port, { maxFiles });
  try {
    const { heldMs, answer } = await slowBody(port);
    results.push({
      attack: `GET announcing 1 MB, a byte a second: held ${heldMs} ms${answer ? `, answered ${answer}` : ''}`,
      firstOkMs: await timeToOk(`${slowBodyServer.base}/ja/`),
      againMs: Number.NaN,
      filesBefore: Number.NaN,
      filesAfter: slowBodyServer.openFiles(),
      rssBeforeMb: Number.NaN,
      rssAfterMb: mb(slowBodyServer.rss()),
    });
  } finally {
    await slowBodyServer.stop();
  }
  return results;
}
