/**
 * Serves the built site with the URL rules of spec §2.1: canonical URLs
 * end in `/`; `/x`, `/x.html`, `/x/index` and `/x/index.html` answer a
 * permanent redirect to `/x/`; unknown paths answer 404 with the not-found
 * page of the visitor's locale. Files are served by `serve-static`.
 */
import fs from 'node:fs';
import type { IncomingMessage, ServerResponse } from 'node:http';
import path from 'node:path';
import compression from 'compression';
import serveStatic from 'serve-static';
import { cacheControlFor, securityHeaders } from '../site/headers';
import { localeOfPath, redirectTarget, withLocale } from '../rules/url';

type Handler = (req: IncomingMessage, res: ServerResponse) => void;

export interface SiteHandlerOptions {
  /** Extra headers for every response (e.g. a Content-Security-Policy). */
  headers?: Readonly<Record<string, string>>;
}

function notFoundFile(root: string, pathname: string): string {
  const localized = path.join(root, withLocale('/404.html', localeOfPath(pathname)));
  return fs.existsSync(localized) ? localized : path.join(root, '404.html');
}

export function createSiteHandler(root: string, options: SiteHandlerOptions = {}): Handler {
  const compress = compression();
  const headers = { ...securityHeaders(), ...options.headers };
  const files = serveStatic(root, {
    index: ['index.html'],
    redirect: false,
    dotfiles: 'ignore',
    setHeaders(res, filePath) {
      const urlPath = `/${path.relative(root, filePath).split(path.sep).join('/')}`;
      res.setHeader('Cache-Control', cacheControlFor(urlPath));
    },
  });

  function sendNotFound(req: IncomingMessage, res: ServerResponse, pathname: string) {
    const file = notFoundFile(root, pathname);
    res.statusCode = 404;
    res.setHeader('Content-Type', 'text/html; charset=utf-8');
    res.setHeader('Cache-Control', 'no-cache');
    if (req.method === 'HEAD') {
      res.end();
      return;
    }
    fs.createReadStream(file).pipe(res);
  }

  return (req, res) => {
    compress(req as never, res as never, () => {
      for (const [name, value] of Object.entries(headers)) {
        res.setHeader(name, value);
      }
      if (req.method !== 'GET' && req.method !== 'HEAD') {
        res.statusCode = 405;
        res.setHeader('Allow', 'GET, HEAD');
        res.end();
        return;
      }
      let pathname: string;
      let search: string;
      try {
        const url = new URL(req.url ?? '/', 'http://localhost');
        pathname = decodeURIComponent(url.pathname);
        search = url.search;
      } catch {
        res.statusCode = 400;
        res.end('Bad request');
        return;
      }
      const target = redirectTarget(pathname, search);
      if (target) {
        res.statusCode = 301;
        res.setHeader('Location', encodeURI(target));
        res.setHeader('Cache-Control', 'public, max-age=3600');
        res.end();
        return;
      }
      files(req, res, () => sendNotFound(req, res, pathname));
    });
  };
}
