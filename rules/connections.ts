/**
 * How the Node server (`npm start`) spends its connection slots when
 * clients misbehave: which connections to shed when there are too many,
 * and the limits it runs with. The server is for small deployments and
 * previews; nginx or a CDN is the production front (README).
 */

/**
 * What a connection is doing: `waiting` for its first request head (a
 * new visitor, or a client sending its headers a byte at a time), `busy`
 * with a response, or `idle` between keep-alive requests.
 */
export type ConnectionPhase = 'waiting' | 'busy' | 'idle';

/**
 * The connections to close so that at most `limit` stay open, oldest
 * first, never one that is being answered: slow or idle clients are shed
 * before a new visitor is refused. `connections` is in the order they
 * opened.
 */
export function connectionsToShed<T extends { phase: ConnectionPhase }>(
  connections: Iterable<T>,
  open: number,
  limit: number,
): T[] {
  const shed: T[] = [];
  let excess = open - limit;
  if (excess <= 0) return shed;
  for (const connection of connections) {
    if (connection.phase === 'busy') continue;
    shed.push(connection);
    if (--excess === 0) break;
  }
  return shed;
}

export interface ServerLimits {
  /** Above this many open connections, the oldest waiting or idle ones are closed. */
  softConnections: number;
  /** Node refuses new connections past this (`server.maxConnections`), so accept never runs out of descriptors. */
  maxConnections: number;
  /** Requests a connection may have waiting for their turn before it is closed as abusive. */
  maxQueuedRequests: number;
  /** Time to receive a request head (ms). */
  headersTimeout: number;
  /** Time to receive a whole request, body included (ms). */
  requestTimeout: number;
  /** How long an idle keep-alive connection is kept (ms). */
  keepAliveTimeout: number;
  /** Requests served on one connection before it is closed. */
  maxRequestsPerSocket: number;
}

/** Descriptors kept free for files being sent, the not-found pages and the process itself. */
const RESERVED_DESCRIPTORS = 64;

/**
 * The server's limits under a descriptor limit (`ulimit -n`): an open
 * connection costs a descriptor, and the one file it may be sending
 * another, so connections take at most half of what is left after the
 * reserve, and the oldest waiting or idle ones are shed from 40 %.
 */
export function serverLimits(descriptorLimit: number): ServerLimits {
  const usable = Math.max(64, descriptorLimit - RESERVED_DESCRIPTORS);
  return {
    softConnections: Math.floor(usable * 0.4),
    maxConnections: Math.floor(usable / 2),
    maxQueuedRequests: 16,
    headersTimeout: 10_000,
    requestTimeout: 20_000,
    keepAliveTimeout: 5_000,
    maxRequestsPerSocket: 1000,
  };
}

/** The soft descriptor limit from the text of `/proc/self/limits`, or undefined. */
export function descriptorLimitFrom(limits: string): number | undefined {
  const match = /^Max open files\s+(\d+|unlimited)\s/m.exec(limits);
  if (!match) return undefined;
  return match[1] === 'unlimited' ? undefined : Number(match[1]);
}
