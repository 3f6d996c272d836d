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

// Hashed assets are compressed once and cached for good, so they get the
// densest brotli; HTML changes with every content edit, so a fast level.
function brotliQuality(file: string): number {
  return /\.(js|css)$/.test(file) ? 9 : 5;
}

async function encode(encoding: 'br' | 'gzip', file: string, bytes: Buffer): Promise<Buffer> {
  if (encoding === 'gzip') return gzip(bytes, { level: 9 });
  return brotli(bytes, {
    params: {
      [zlib.constants.BROTLI_PARAM_QUALITY]: brotliQuality(file),
      [zlib.constants.BROTLI_PARAM_SIZE_HINT]: bytes.length,
    },
  });
}

function listFiles(dir: string): string[] {
  return fs
    .readdirSync(dir, { withFileTypes: true, recursive: true })
    .filter(entry => entry.isFile())
    .map(entry => path.join(entry.parentPath, entry.name));
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
  const queue = listFiles(outDir).filter(file => !ENCODINGS.some(e => file.endsWith(e.suffix)));

  async function one(file: string) {
    const bytes = await fs.promises.readFile(file);
    for (const { suffix } of ENCODINGS) await fs.promises.rm(file + suffix, { force: true });
    if (!isCompressible(file, bytes.length)) return;
    stats.files++;
    stats.bytesIn += bytes.length;
    const hash = crypto.createHash('sha256').update(path.extname(file)).update(bytes).digest('hex');
    for (const { name, suffix } of ENCODINGS) {
      const cached = path.join(cacheDir, hash + suffix);
      used.add(path.basename(cached));
      let out: Buffer;
      if (fs.existsSync(cached)) {
        out = await fs.promises.readFile(cached);
        stats.fromCache++;
      } else {
        out = await encode(name, file, bytes);
        await fs.promises.writeFile(cached, out);
      }
      // A variant no smaller than the original is not worth a lookup.
      if (out.length >= bytes.length) continue;
      await fs.promises.writeFile(file + suffix, out);
      stats.written++;
      stats.bytesOut[name] += out.length;
    }
  }

  await Promise.all(
    Array.from({ length: concurrency }, async () => {
      for (let file = queue.shift(); file; file = queue.shift()) await one(file);
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
