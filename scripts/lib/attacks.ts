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
      const res = await fetch(url, { signal: AbortSignal.timeout(Math.max(1, timeoutMs - (performance.now() - started))) });
      const body = await res.text();
      if (res.status === 200 && body.includes('<html')) return Math.round(performance.now() - started);
    } catch {}
    await new Promise(resolve => setTimeout(resolve, 20));
  }
  return Number.POSITIVE_INFINITY;
}
