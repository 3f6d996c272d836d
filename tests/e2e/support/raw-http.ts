/**
 * A bare HTTP/1.1 client over a socket, for sending request targets that
 * URL libraries refuse or normalise (raw backslashes, control bytes, bytes
 * that are not UTF-8) and reading every response header line as sent.
 */
import net from 'node:net';

export interface RawResponse {
  status: number;
  /** Header lines in order, names lower-cased. */
  headers: Array<[string, string]>;
  header(name: string): string | undefined;
}

/** What to send besides the target: header lines after the request line (default one Host), and a body. */
export interface RawRequestOptions {
  /** Header lines, in order; the default is `Host: 127.0.0.1`. `Connection: close` is always added. */
  headers?: string[];
  body?: string;
  version?: string;
}

/** Sends `<method> <target>` (the target as raw bytes) and reads the head of the answer. */
export function rawRequest(
  port: number,
  target: Buffer | string,
  method = 'GET',
  timeoutMs = 5000,
  options: RawRequestOptions = {},
): Promise<RawResponse> {
  const bytes = typeof target === 'string' ? Buffer.from(target, 'utf8') : target;
  const headers = [...(options.headers ?? ['Host: 127.0.0.1']), 'Connection: close'];
  return new Promise((resolve, reject) => {
    const socket = net.connect(port, '127.0.0.1');
    const chunks: Buffer[] = [];
    const timer = setTimeout(() => {
      socket.destroy();
      reject(new Error(`no answer to ${bytes.toString('latin1').slice(0, 200)} within ${timeoutMs} ms`));
    }, timeoutMs);
    socket.on('connect', () => {
      socket.write(
        Buffer.concat([
          Buffer.from(`${method} `),
          bytes,
          Buffer.from(` HTTP/${options.version ?? '1.1'}\r\n${headers.map(line => `${line}\r\n`).join('')}\r\n`),
          Buffer.from(options.body ?? ''),
        ]),
      );
    });
    socket.on('data', chunk => {
      chunks.push(chunk);
      // Only the head is read: once it is in, stop (nginx lingers on an unread body).
      if (Buffer.concat(chunks).includes('\r\n\r\n')) socket.destroy();
    });
    socket.on('error', err => {
      clearTimeout(timer);
      // A host may close while a body is still being sent: what it answered counts.
      if (chunks.length) socket.emit('close');
      else reject(err);
    });
    socket.once('close', () => {
      clearTimeout(timer);
      const raw = Buffer.concat(chunks).toString('latin1');
      const head = raw.slice(0, raw.indexOf('\r\n\r\n') === -1 ? raw.length : raw.indexOf('\r\n\r\n'));
      const [statusLine = '', ...lines] = head.split('\r\n');
      const status = Number(/^HTTP\/1\.[01] (\d{3})/.exec(statusLine)?.[1] ?? 0);
      const headers = lines.map(line => {
        const at = line.indexOf(':');
        return [line.slice(0, at).toLowerCase(), line.slice(at + 1).trim()] as [string, string];
      });
      resolve({ status, headers, header: name => headers.find(([n]) => n === name)?.[1] });
    });
  });
}
