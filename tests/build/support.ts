/** Reading the built site for the build checks. */
import fs from 'node:fs';
import path from 'node:path';
import zlib from 'node:zlib';

export const OUT = path.resolve('doc_build');

export function htmlFiles(): string[] {
  if (!fs.existsSync(path.join(OUT, 'index.html'))) throw new Error('No build in doc_build/: run `npm run build` first');
  return (fs.readdirSync(OUT, { recursive: true }) as string[])
    .filter(file => file.endsWith('.html') && !file.startsWith('~demo'))
    .map(file => path.join(OUT, file))
    .sort();
}

/** `doc_build/ja/docs/faq/index.html` → `/ja/docs/faq/`; `ja/404.html` → `/ja/404`. */
export function urlOf(file: string): string {
  const rel = `/${path.relative(OUT, file).split(path.sep).join('/')}`;
  return rel.endsWith('/index.html') ? rel.slice(0, -'index.html'.length) : rel.replace(/\.html$/, '');
}

const gzipCache = new Map<string, number>();
export function gzipSize(file: string): number {
  const cached = gzipCache.get(file);
  if (cached !== undefined) return cached;
  const size = zlib.gzipSync(fs.readFileSync(file), { level: 9 }).length;
  gzipCache.set(file, size);
  return size;
}

/** Scripts and stylesheets a page loads before it is interactive. */
export function firstLoadAssets(html: string): { js: string[]; css: string[] } {
  const js = new Set<string>();
  const css = new Set<string>();
  for (const m of html.matchAll(/<script[^>]*\ssrc="([^"]+\.js)"/g)) js.add(m[1] as string);
  for (const m of html.matchAll(
    /<link[^>]*rel="(?:preload|modulepreload)"[^>]*href="([^"]+\.js)"|<link[^>]*href="([^"]+\.js)"[^>]*rel="(?:preload|modulepreload)"/g,
  )) {
    js.add((m[1] ?? m[2]) as string);
  }
  for (const m of html.matchAll(
    /<link[^>]*href="([^"]+\.css)"[^>]*rel="stylesheet"|<link[^>]*rel="stylesheet"[^>]*href="([^"]+\.css)"/g,
  )) {
    css.add((m[1] ?? m[2]) as string);
  }
  return { js: [...js], css: [...css] };
}

export function assetPath(url: string): string {
  return path.join(OUT, url.replace(/^\//, ''));
}
