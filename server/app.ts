/**
 * Serves the built site with the URL rules of spec §2.1 (rules/request.ts):
 * canonical URLs end in `/`; `/x`, `/x.html`, `/x/index` and `/x/index.html`
 * answer a permanent redirect to `/x/`; anything else that names no file
 * answers 404 with the not-found page of the path's locale.
 *
 * Files are sent by `send` (ranges, conditional requests, ETags), choosing
 * the `.br` or `.gz` the build wrote beside them when the client accepts it;
 * nothing is compressed per request. Every error a request can cause ends
 * that response, never the process.
 *
 * A client that pipelines requests and hangs up unread must cost nothing
 * once it is gone: a request waits for its turn on the connection before
 * any file is opened (Node queues pipelined responses, and a queued one
 * never learns that its client left), a request whose connection is
 * already closed is dropped, and a file stream is closed when its response
 * closes, not only when it finishes.
 */
import fs from 'node:fs';
import type { IncomingMessage, ServerResponse } from 'node:http';
import path from 'node:path';
import mime from 'mime-types';
import Negotiator from 'negotiator';
import send from 'send';
import { COMPRESSIBLE_EXTENSIONS } from '../site/headers';
import { cacheControlFor, securityHeaders } from '../rules/headers';
import { localeOfPath, withLocale } from '../rules/url';
import { requestHeadProblem, routeRequest } from '../rules/request';
import type { LocaleCode } from '../site/locales';

type Handler = (req: IncomingMessage, res: ServerResponse) => void;

export interface SiteHandlerOptions {
  /** Extra headers for every response (e.g. a Content-Security-Policy). */
  headers?: Readonly<Record<string, string>>;
}

const ENCODED_VARIANTS = [
  { encoding: 'br', suffix: '.br' },
  { encoding: 'gzip', suffix: '.gz' },
] as const;
const IDENTITY = { encoding: 'identity', suffix: '' } as const;
type Variant = (typeof ENCODED_VARIANTS)[number] | typeof IDENTITY;

interface HttpError extends Error {
  status?: number;
  statusCode?: number;
  headers?: Record<string, string>;
}

function contentTypeOf(file: string): string {
  const type = mime.lookup(file) || 'application/octet-stream';
  const charset = mime.charset(type);
  return charset ? `${type}; charset=${charset.toLowerCase()}` : type;
}

/** Which variant of a file to send: the client's preferred encoding among those written. */
function chooseVariant(req: IncomingMessage, file: string, exists: (file: string) => boolean): Variant {
  if (!COMPRESSIBLE_EXTENSIONS.includes(path.extname(file))) return IDENTITY;
  const available = ENCODED_VARIANTS.filter(v => exists(file + v.suffix));
  if (available.length === 0) return IDENTITY;
  // Where the client rates encodings equally, the smallest (brotli) wins.
  const offered = [...available.map(v => v.encoding), 'identity'];
  const preferred = new Negotiator(req).encoding(offered, { preferred: offered });
  return available.find(v => v.encoding === preferred) ?? IDENTITY;
}

export function createSiteHandler(root: string, options: SiteHandlerOptions = {}): Handler {
  const headers = { ...securityHeaders(), ...options.headers };
  const exists = (file: string) => {
    try {
      return fs.statSync(path.join(root, file)).isFile();
    } catch {
      return false;
    }
  };
  // The not-found pages are small and few: read once, answer from memory.
  const notFoundPages = new Map<string, Promise<Buffer | null>>();
  const readPage = (file: string) => {
    let page = notFoundPages.get(file);
    if (!page) {
      page = fs.promises.readFile(path.join(root, file)).catch(() => null);
      notFoundPages.set(file, page);
    }
    return page;
  };

  function finish(res: ServerResponse, status: number, pathname: string) {
    res.statusCode = status;
    res.setHeader('Cache-Control', cacheControlFor(pathname, status));
  }

  async function sendNotFound(req: IncomingMessage, res: ServerResponse, pathname: string, locale: LocaleCode) {
    finish(res, 404, pathname);
    res.removeHeader('Content-Encoding');
    for (const file of [withLocale('/404.html', locale), '/404.html']) {
      const plain = await readPage(file);
      if (!plain) continue;
      const loaded = new Set<string>();
      for (const { suffix } of ENCODED_VARIANTS) if (await readPage(file + suffix)) loaded.add(file + suffix);
      const variant = chooseVariant(req, file, name => loaded.has(name));
      const body = (variant.suffix && (await readPage(file + variant.suffix))) || plain;
      if (body !== plain) res.setHeader('Content-Encoding', variant.encoding);
      res.setHeader('Content-Type', 'text/html; charset=utf-8');
      res.setHeader('Content-Length', body.length);
      res.end(req.method === 'HEAD' ? undefined : body);
      return;
    }
    res.setHeader('Content-Type', 'text/plain; charset=utf-8');
    res.end(req.method === 'HEAD' ? undefined : 'Not found');
  }

  function sendError(res: ServerResponse, err: HttpError) {
    const status = err.status ?? err.statusCode ?? 500;
    if (res.headersSent) {
      // A read failed mid-body: the client gets a truncated response.
      res.destroy();
      return;
    }
    for (const name of ['Content-Encoding', 'Content-Type', 'Content-Length', 'ETag', 'Last-Modified']) res.removeHeader(name);
    for (const [name, value] of Object.entries(err.headers ?? {})) res.setHeader(name, value);
    res.statusCode = status;
    res.setHeader('Cache-Control', cacheControlFor('', status));
    res.end();
  }

  function sendFile(req: IncomingMessage, res: ServerResponse, pathname: string, file: string) {
    const variant = chooseVariant(req, file, exists);
    res.setHeader('Content-Type', contentTypeOf(file));
    if (variant.encoding !== 'identity') res.setHeader('Content-Encoding', variant.encoding);
    const notFound = () => void sendNotFound(req, res, pathname, localeOfPath(pathname));
    send(req, file + variant.suffix, { root, dotfiles: 'ignore', index: false, cacheControl: false })
      // `send` closes its stream when the response finishes; a client that
      // leaves first must not keep the descriptor open.
      .on('stream', (stream: fs.ReadStream) => {
        if (res.destroyed || res.socket?.destroyed) stream.destroy();
        else res.once('close', () => stream.destroy());
      })
      .on('headers', () => res.setHeader('Cache-Control', cacheControlFor(pathname, 200)))
      // A directory named without its slash (`/static/x.y`): no page lives there.
      .on('directory', notFound)
      .on('error', (err: HttpError) => {
        const status = err.status ?? err.statusCode ?? 500;
        if (status === 404 && !res.headersSent) notFound();
        else sendError(res, err);
      })
      .pipe(res);
  }

  const respond: Handler = (req, res) => {
    for (const [name, value] of Object.entries(headers)) res.setHeader(name, value);
    res.setHeader('Vary', 'Accept-Encoding');
    const target = req.url ?? '/';
    const method = req.method ?? 'GET';
    // What nginx's parser refuses before it looks at the method or the path.
    const problem = requestHeadProblem({ method, target, httpVersion: req.httpVersion, headers: headerPairs(req.rawHeaders) });
    if (problem) {
      finish(res, problem === 'tooLong' ? 414 : problem === 'tooLarge' ? 413 : 400, target);
      // The body that was announced is not read: the connection ends here.
      res.setHeader('Connection', 'close');
      res.setHeader('Content-Type', 'text/plain; charset=utf-8');
      res.end('Bad request');
      return;
    }
    if (method !== 'GET' && method !== 'HEAD') {
      finish(res, 405, target);
      res.setHeader('Allow', 'GET, HEAD');
      res.end();
      return;
    }
    const route = routeRequest(target, method);
    switch (route.kind) {
      case 'tooLong':
      case 'badRequest':
        finish(res, route.kind === 'tooLong' ? 414 : 400, target);
        res.setHeader('Content-Type', 'text/plain; charset=utf-8');
        res.end('Bad request');
        return;
      case 'redirect':
        finish(res, 301, target);
        res.setHeader('Location', route.location);
        res.end();
        return;
      case 'notFound':
        void sendNotFound(req, res, target, route.locale);
        return;
      case 'file':
        sendFile(req, res, route.pathname, route.file);
    }
  };

  return (req, res) => inTurn(req, res, respond);
}

function headerPairs(raw: string[]): Array<[string, string]> {
  const pairs: Array<[string, string]> = [];
  for (let i = 0; i + 1 < raw.length; i += 2) pairs.push([raw[i], raw[i + 1]]);
  return pairs;
}

/**
 * Runs `respond` once the response is first in line on its connection, and
 * not at all if the client has gone by then. Node calls the handler for
 * every pipelined request as soon as it is parsed, while their responses
 * wait in a queue without a socket; a queued response whose client hangs up
 * is never closed, so any file it had opened stayed open for good.
 */
export function inTurn(req: IncomingMessage, res: ServerResponse, respond: Handler): void {
  const run = () => {
    if (req.socket.destroyed) return;
    respond(req, res);
  };
  if (res.socket) run();
  else res.once('socket', run);
}
