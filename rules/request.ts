/**
 * How a host answers a request target, decided on the raw bytes the client
 * sent (never on a decoded form): the one rule both deployments follow, the
 * Node server by calling it and nginx through maps generated from the same
 * patterns (deploy/nginx.ts).
 *
 * Every file the build writes is named with unreserved URL characters, so a
 * path made of anything else (percent-escapes, backslashes, empty or dot
 * segments, control or non-ASCII bytes) names nothing and is not found.
 * A redirect therefore only ever echoes characters from that small set,
 * and the query it keeps is checked before it is echoed: no request can
 * steer a `Location` header off the site or inject a header through it.
 */
import { canonicalPathname, isPagePath, localeOfPath } from './url';
import type { LocaleCode } from '../site/locales';

/** A path segment the site can serve: unreserved characters, not starting with a dot. */
export const SEGMENT_PATTERN = '[A-Za-z0-9_~-][A-Za-z0-9._~-]*';
/** A whole servable path: `/`, or segments with an optional trailing slash. */
export const CLEAN_PATH_PATTERN = `^(?:/${SEGMENT_PATTERN})*/?$`;
const CLEAN_PATH_RE = new RegExp(CLEAN_PATH_PATTERN);
/**
 * A query that may be echoed into a redirect: visible ASCII (0x21–0x7E)
 * without a backslash; browsers percent-encode everything else they send.
 * Written without backslashes so nginx reads the same pattern: a leading
 * `]` is literal in PCRE.
 */
export const SAFE_QUERY_PATTERN = '^[]!-[^-~]*$';
const SAFE_QUERY_RE = pcreClass(SAFE_QUERY_PATTERN);

/** JavaScript reads `[]` as an empty class; PCRE reads a leading `]` as itself. */
function pcreClass(pattern: string): RegExp {
  return new RegExp(pattern.replace('[]', '[\\]'));
}
/** A request target is visible ASCII: browsers percent-encode the rest, and Node's parser refuses it. */
export const VISIBLE_ASCII_PATTERN = '^[!-~]*$';
const VISIBLE_ASCII_RE = new RegExp(VISIBLE_ASCII_PATTERN);

/**
 * Longest request line either host reads: nginx keeps it in one of its
 * 8 KB header buffers (`large_client_header_buffers 4 8k`), CRLF included,
 * and answers 414 past that. A header line must fit one buffer too.
 */
export const MAX_REQUEST_LINE = 8192;
/** Largest body a request may announce (nginx's `client_max_body_size 1m`); 413 past it. */
export const MAX_BODY_BYTES = 1024 * 1024;

/** Whether `METHOD target HTTP/1.x` with its CRLF is longer than a host reads. */
export function isTooLongRequestLine(method: string, target: string): boolean {
  // In bytes as sent: Node hands over the target decoded as UTF-8, so a
  // character outside ASCII stands for two to four bytes of nginx's buffer.
  return method.length + 1 + UTF8.encode(target).length + ' HTTP/1.1\r\n'.length > MAX_REQUEST_LINE;
}
const UTF8 = new TextEncoder();

/**
 * A target nginx refuses as it parses its start, before its buffer can run
 * out (so a long one is a 400, not a 414): neither a path nor an absolute URL,
 * or an absolute URL with userinfo.
 */
function isMalformedTargetStart(target: string): boolean {
  const absolute = /^[A-Za-z][A-Za-z0-9+.-]*:\/\/([^/?#]*)/.exec(target);
  return absolute ? (absolute[1] as string).includes('@') : !target.startsWith('/');
}

/**
 * A request line nginx read whole though Node's parser refused it (a raw
 * byte above 0x7F): nginx goes on to the headers, so a body announced too
 * large is a 413 before the site's own rule refuses the target (400).
 */
function refusedWholeLine(received: Uint8Array): HeadProblem | null {
  // Each byte above 0x7F read as one letter: lengths stay counted in bytes, as nginx counts them.
  const text = new TextDecoder('latin1').decode(received.map(byte => (byte > 0x7f ? 0x61 : byte)));
  const end = text.indexOf('\r\n\r\n');
  const lines = (end === -1 ? text : text.slice(0, end)).split('\r\n');
  const [method = '', target = '', version = ''] = (lines[0] ?? '').split(' ');
  const headers = lines.slice(1).map(line => {
    const colon = line.indexOf(':');
    return [line.slice(0, colon), line.slice(colon + 1).trim()] as [string, string];
  });
  return requestHeadProblem({ method, target, httpVersion: version.replace('HTTP/', ''), headers });
}

/**
 * The answer nginx gives a request that Node's parser refused, from the
 * bytes the client sent. nginx's parser reads the request line as it fills
 * its 8 KB buffer and refuses a control character at once (400); it lets a
 * byte above 0x7F through, for the site's own rule to refuse once the line
 * is whole (400). A line that does not end within the buffer is a 414, unless
 * a control character came first.
 */
export function refusedRequestStatus(received: Uint8Array): 400 | 413 | 414 {
  const inBuffer = Math.min(received.length, MAX_REQUEST_LINE);
  for (let i = 0; i < inBuffer; i++) {
    const byte = received[i] as number;
    if (byte === 0x0a) return refusedWholeLine(received) === 'tooLarge' ? 413 : 400;
    if ((byte < 0x20 && byte !== 0x0d) || byte === 0x7f) return 400;
  }
  if (received.length < MAX_REQUEST_LINE) return 400;
  // The whole buffer is one unfinished line: its target's start may still be refused.
  const target = new TextDecoder('latin1').decode(received.subarray(0, MAX_REQUEST_LINE)).split(' ')[1] ?? '';
  return isMalformedTargetStart(target) ? 400 : 414;
}

export type RequestRoute =
  | { kind: 'redirect'; location: string }
  | { kind: 'file'; pathname: string; file: string }
  | { kind: 'notFound'; locale: LocaleCode }
  | { kind: 'badRequest' }
  | { kind: 'tooLong' };

/**
 * Split a raw request target at its first `?`. A fragment is never sent
 * by browsers; when a client sends one, the query ends at it (as nginx's
 * `$args` does).
 */
export function splitTarget(target: string): { path: string; query: string } {
  const at = target.indexOf('?');
  if (at === -1) return { path: target, query: '' };
  const query = target.slice(at + 1);
  const hash = query.indexOf('#');
  return { path: target.slice(0, at), query: hash === -1 ? query : query.slice(0, hash) };
}

export function isCleanPath(path: string): boolean {
  return CLEAN_PATH_RE.test(path);
}

export function isSafeQuery(query: string): boolean {
  return SAFE_QUERY_RE.test(query);
}

/**
 * The request target in origin form: an absolute-form target
 * (`http://host/path?q`, as proxies send) is read for its path and query,
 * as nginx does.
 */
export function originForm(target: string): string {
  const match = /^[A-Za-z][A-Za-z0-9+.-]*:\/\/[^/?]*/.exec(target);
  if (!match) return target;
  return target.slice(match[0].length) || '/';
}

/**
 * A path no host can read: a broken percent-escape, an encoded NUL byte,
 * or dot segments (plain or escaped) that climb above the root. nginx
 * refuses these with 400 while decoding; the Node server does the same.
 * nginx's decoder stops at a `#` (a fragment a raw client sent), so what
 * follows one is not read here either: `/#/%` names nothing (404), it is
 * not malformed.
 */
export function isMalformedPath(path: string): boolean {
  const hash = path.indexOf('#');
  const read = hash === -1 ? path : path.slice(0, hash);
  if (/%(?![0-9A-Fa-f]{2})/.test(read)) return true;
  const decoded = read.replace(/%([0-9A-Fa-f]{2})/g, (_, hex: string) => String.fromCharCode(Number.parseInt(hex, 16)));
  if (decoded.includes('\0')) return true;
  let depth = 0;
  for (const segment of decoded.split('/').slice(1)) {
    if (segment === '' || segment === '.') continue;
    depth += segment === '..' ? -1 : 1;
    if (depth < 0) return true;
  }
  return false;
}

/** The file a clean path names: a directory's `index.html`, or the path itself. */
export function fileForPath(path: string): string {
  return path.endsWith('/') ? `${path}index.html` : path;
}

/**
 * What to answer for a raw request target (`req.url`): a permanent redirect
 * to the canonical URL (spec §2.1), a file to look up, not found, or a bad
 * request (a redirect whose query cannot be echoed safely).
 */
export function routeRequest(target: string, method = 'GET'): RequestRoute {
  if (isTooLongRequestLine(method, target)) return { kind: 'tooLong' };
  if (!VISIBLE_ASCII_RE.test(target)) return { kind: 'badRequest' };
  const origin = originForm(target);
  if (!origin.startsWith('/') && !origin.startsWith('?')) return { kind: 'badRequest' };
  const { path, query } = splitTarget(origin);
  if (isMalformedPath(path)) return { kind: 'badRequest' };
  // `http://host?q` has an empty path: it names nothing.
  if (path === '' || !isCleanPath(path)) return { kind: 'notFound', locale: localeOfPath(path) };
  if (isPagePath(path)) {
    const canonical = canonicalPathname(path);
    if (canonical !== path) {
      if (!isSafeQuery(query)) return { kind: 'badRequest' };
      return { kind: 'redirect', location: query ? `${canonical}?${query}` : canonical };
    }
  }
  return { kind: 'file', pathname: path, file: fileForPath(path) };
}

/** What a host reads of a request before it looks at the path. */
export interface RequestHead {
  method: string;
  target: string;
  /** HTTP/1.0 needs no Host header; HTTP/1.1 needs exactly one. */
  httpVersion: string;
  /** Header lines as sent: name and value. */
  headers: ReadonlyArray<readonly [string, string]>;
}

export type HeadProblem = 'badRequest' | 'tooLong' | 'tooLarge';

/**
 * A request both hosts refuse before looking at its path, as nginx's
 * parser does: a request line over 8 KB (414); a target that is neither a
 * path nor an absolute URL without userinfo (`OPTIONS *`,
 * `http://user@host/`), a header line over 8 KB, no Host header in
 * HTTP/1.1 or more than one (400); an announced body over 1 MB (413).
 */
export function requestHeadProblem({ method, target, httpVersion, headers }: RequestHead): HeadProblem | null {
  if (isMalformedTargetStart(target)) return 'badRequest';
  if (isTooLongRequestLine(method, target)) return 'tooLong';
  // nginx decodes the path next, before it reads a header: a path it cannot
  // decode is a 400 even when the body announced is too large.
  if (isMalformedPath(splitTarget(originForm(target)).path)) return 'badRequest';
  if (headers.some(([name, value]) => name.length + 2 + value.length + 2 > MAX_REQUEST_LINE)) return 'badRequest';
  const hosts = headers.filter(([name]) => name.toLowerCase() === 'host').length;
  if (hosts > 1 || (hosts === 0 && httpVersion !== '1.0')) return 'badRequest';
  const length = headers.find(([name]) => name.toLowerCase() === 'content-length')?.[1];
  if (length !== undefined && /^\d+$/.test(length.trim()) && Number(length.trim()) > MAX_BODY_BYTES) return 'tooLarge';
  return null;
}
