/**
 * The HTTP server of `npm start` around the site handler (app.ts), with
 * limits that keep abusive clients from starving visitors. It is meant for
 * small deployments and previews; in production nginx (deploy/) or a CDN
 * is the front.
 *
 * - Node's own options bound time: a request head must arrive within
 *   `headersTimeout`, a whole request within `requestTimeout`, an idle
 *   keep-alive connection is closed after `keepAliveTimeout`, and a
 *   connection serves at most `maxRequestsPerSocket` requests.
 * - A connection may have `maxQueuedRequests` pipelined requests waiting
 *   for their turn; one that sends more is closed.
 * - Past `softConnections` open connections, the oldest that are not being
 *   answered (slow headers, idle keep-alive) are closed, so a new visitor
 *   takes the place of a client that is doing nothing; `maxConnections`
 *   stops accepting before the process runs out of descriptors.
 */
import fs from 'node:fs';
import http from 'node:http';
import type { Socket } from 'node:net';
import {
  type ConnectionPhase,
  connectionsToShed,
  descriptorLimitFrom,
  type ServerLimits,
  serverLimits,
} from '../rules/connections';
import { refusedRequestStatus } from '../rules/request';
import { cacheControlFor, securityHeaders } from '../rules/headers';
import { createSiteHandler, type SiteHandlerOptions } from './app';

/** What Node's parser adds to the error of a request it refused. */
type ParserError = NodeJS.ErrnoException & { rawPacket?: unknown };

interface Connection {
  socket: Socket;
  phase: ConnectionPhase;
  /** Requests received and not yet answered (the one being answered included). */
  pending: number;
}

/** The process's soft descriptor limit, read from /proc on Linux (1024 where it cannot be read). */
export function descriptorLimit(): number {
  try {
    return descriptorLimitFrom(fs.readFileSync('/proc/self/limits', 'utf8')) ?? 1024;
  } catch {
    return 1024;
  }
}

export function createSiteServer(root: string, options: SiteHandlerOptions & { limits?: ServerLimits } = {}): http.Server {
  const limits = options.limits ?? serverLimits(descriptorLimit());
  const handler = createSiteHandler(root, options);
  const open = new Map<Socket, Connection>();

  const server = http.createServer(
    {
      headersTimeout: limits.headersTimeout,
      requestTimeout: limits.requestTimeout,
      keepAliveTimeout: limits.keepAliveTimeout,
      // Node checks the two timeouts above on this interval (30 s by default).
      connectionsCheckingInterval: 1000,
      // nginx reads up to four 8 KB header buffers; a single line over 8 KB
      // is refused by the shared rule (rules/request.ts).
      maxHeaderSize: 32 * 1024,
      // A missing Host header is refused by the shared rule, with the site's headers.
      requireHostHeader: false,
    },
    (req, res) => {
      const connection = open.get(req.socket);
      if (req.socket.destroyed || !connection) return;
      connection.pending += 1;
      connection.phase = 'busy';
      if (connection.pending > limits.maxQueuedRequests) {
        // No browser pipelines; a client that queues this much is shed.
        open.delete(req.socket);
        req.socket.destroy();
        return;
      }
      res.once('close', () => {
        connection.pending -= 1;
        if (connection.pending === 0) connection.phase = 'idle';
      });
      handler(req, res);
    },
  );
  server.maxConnections = limits.maxConnections;
  server.maxRequestsPerSocket = limits.maxRequestsPerSocket;

  // Requests Node's parser refuses (malformed, headers too large, too
  // slow) get the site's headers too, as nginx's own error answers do.
  const errorHeaders = Object.entries({ ...securityHeaders(), ...options.headers, 'Cache-Control': cacheControlFor('', 400) })
    .map(([name, value]) => `${name}: ${value}\r\n`)
    .join('');
  server.on('clientError', (err: ParserError, socket: Socket) => {
    if (!socket.writable || (err.code === 'ECONNRESET' && !socket.readable)) {
      socket.destroy();
      return;
    }
    const status = err.code === 'ERR_HTTP_REQUEST_TIMEOUT' ? 408 : refusedStatus(err, socket);
    socket.end(
      `HTTP/1.1 ${status} ${http.STATUS_CODES[status]}\r\n${errorHeaders}Content-Length: 0\r\nConnection: close\r\n\r\n`,
    );
  });

  /**
   * 400, or what nginx would answer instead (rules/request.ts). Judged only
   * when this packet is all the connection has sent, so that it starts with
   * the request line.
   */
  const refusedStatus = (err: ParserError, socket: Socket): number => {
    const { rawPacket } = err;
    if (!Buffer.isBuffer(rawPacket) || socket.bytesRead !== rawPacket.length) return 400;
    return refusedRequestStatus(rawPacket);
  };

  server.on('connection', (socket: Socket) => {
    open.set(socket, { socket, phase: 'waiting', pending: 0 });
    socket.once('close', () => open.delete(socket));
    if (open.size <= limits.softConnections) return;
    for (const connection of connectionsToShed(open.values(), open.size, limits.softConnections)) {
      open.delete(connection.socket);
      connection.socket.destroy();
    }
  });
  return server;
}
