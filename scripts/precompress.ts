/**
 * Writes `.br` and `.gz` beside every compressible file of the build, so
 * that hosts serve them as they are (nginx `gzip_static`/`brotli_static`,
 * the Node server through `send`) instead of compressing on each request.
 *   npx tsx scripts/precompress.ts [doc_build]
 *
 * Results are kept by content hash in node_modules/.cache/diglot/precompress,
 * so a rebuild recompresses only files whose bytes changed.
 */
import crypto from 'node:crypto';
import fs from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { promisify } from 'node:util';
import zlib from 'node:zlib';
import { COMPRESSIBLE_EXTENSIONS, MIN_COMPRESS_BYTES } from '../site/headers';

const brotli = promisify(zlib.brotliCompress);
const gzip = promisify(zlib.gzip);

export const ENCODINGS = [
  { name: 'br', suffix: '.br' },
  { name: 'gzip', suffix: '.gz' },
] as const;

/** Whether a file of the build gets compressed variants. */
export function isCompressible(file: string, size: number): boolean {
  return size >= MIN_COMPRESS_BYTES && COMPRESSIBLE_EXTENSIONS.includes(path.extname(file));
}

/**
 * One brotli quality for every file. Measured on this build: quality 8 writes
 * scripts 0.1% and HTML/JSON 0.1% larger than quality 9 in 1/16 of the time
 * (22 MB of scripts: 0.5 s instead of 7.3 s), and HTML/JSON 1.7% smaller
 * than quality 5 for 0.4 s more.
 */
export const BROTLI_QUALITY = 8;

/**
 * A window just large enough for the file (brotli's default is 4 MB): the
 * encoder's tables scale with it, and allocating them for every small file
 * cost more kernel time than the compression itself (3.6 s of page faults
 * over this build's files; 1.1 s with fitted windows, and 0.1% fewer bytes).
 */
export function brotliWindow(size: number): number {
  return Math.max(zlib.constants.BROTLI_MIN_WINDOW_BITS, Math.min(24, Math.ceil(Math.log2(Math.max(size, 1)))));
}

async function encode(encoding: 'br' | 'gzip', bytes: Buffer): Promise<Buffer> {
  if (encoding === 'gzip') return gzip(bytes, { level: 9 });
  return brotli(bytes, {
    params: {
      [zlib.constants.BROTLI_PARAM_QUALITY]: BROTLI_QUALITY,
      [zlib.constants.BROTLI_PARAM_SIZE_HINT]: bytes.length,
      [zlib.constants.BROTLI_PARAM_LGWIN]: brotliWindow(bytes.length),
    },
  });
}

function listFiles(dir: string): string[] {
  return fs
    .readdirSync(dir, { withFileTypes: true, recursive: true })
    .filter(entry => entry.isFile())
    .map(entry => path.join(entry.parentPath, entry.name));
}

async function linkOrCopy(from: string, to: string): Promise<void> {
  try {
    await fs.promises.link(from, to);
  } catch {
    await fs.promises.copyFile(from, to);
  }
}

export interface PrecompressStats {
  files: number;
  written: number;
  fromCache: number;
  bytesIn: number;
  bytesOut: { br: number; gzip: number };
}

export async function precompress(outDir: string, cacheDir: string, concurrency = 8): Promise<PrecompressStats> {
  fs.mkdirSync(cacheDir, { recursive: true });
  const stats: PrecompressStats = { files: 0, written: 0, fromCache: 0, bytesIn: 0, bytesOut: { br: 0, gzip: 0 } };
  const used = new Set<string>();
  const listed = listFiles(outDir);
  const present = new Set(listed);
  const queue = listed.filter(file => !ENCODINGS.some(e => file.endsWith(e.suffix)));

  async function one(file: string) {
    const bytes = await fs.promises.readFile(file);
    for (const { suffix } of ENCODINGS) if (present.has(file + suffix)) await fs.promises.rm(file + suffix);
    if (!isCompressible(file, bytes.length)) return;
    stats.files++;
    stats.bytesIn += bytes.length;
    const hash = crypto.createHash('sha256').update(path.extname(file)).update(bytes).digest('hex');
    for (const { name, suffix } of ENCODINGS) {
      const cached = path.join(cacheDir, hash + suffix);
      used.add(path.basename(cached));
      let size: number;
      if (fs.existsSync(cached)) {
        size = (await fs.promises.stat(cached)).size;
        stats.fromCache++;
      } else {
        const out = await encode(name, bytes);
        await fs.promises.writeFile(cached, out);
        size = out.length;
      }
      // A variant no smaller than the original is not worth a lookup.
      if (size >= bytes.length) continue;
      // A hard link to the cache entry: nothing writes to either in place
      // (outputs are removed before they are written again).
      await linkOrCopy(cached, file + suffix);
      stats.written++;
      stats.bytesOut[name] += size;
    }
  }

  let next = 0;
  await Promise.all(
    Array.from({ length: concurrency }, async () => {
      while (next < queue.length) await one(queue[next++] as string);
    }),
  );
  // Keep the cache to what this build used, so it cannot grow without end.
  for (const name of fs.readdirSync(cacheDir)) if (!used.has(name)) fs.rmSync(path.join(cacheDir, name));
  return stats;
}

if (process.argv[1] && fileURLToPath(import.meta.url) === path.resolve(process.argv[1])) {
  const root = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '..');
  const outDir = path.resolve(process.argv[2] ?? path.join(root, 'doc_build'));
  const started = Date.now();
  const stats = await precompress(outDir, path.join(root, 'node_modules/.cache/diglot/precompress'));
  const mb = (n: number) => `${(n / 1e6).toFixed(1)} MB`;
  console.log(
    `Precompressed ${stats.files} files (${mb(stats.bytesIn)}) → br ${mb(stats.bytesOut.br)}, gzip ${mb(stats.bytesOut.gzip)}; ` +
      `${stats.fromCache} from cache, ${Date.now() - started} ms`,
  );
}
