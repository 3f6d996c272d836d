/**
 * `npm run build`: the production build, timed by phase.
 *
 * 1. Inputs unchanged since a kept build (same key: scripts/lib/build-cache.ts)?
 *    The output is restored from node_modules/.cache/diglot/build and the
 *    build ends there. `DIGLOT_BUILD_CACHE=no-restore` builds anyway, from
 *    the other caches (page data, Rspack's modules, compressed files);
 *    `DIGLOT_BUILD_CACHE=off` builds with none of them.
 * 2. Otherwise `rspress build` (bundles, page rendering, search index) runs in
 *    a process group of its own; when it ends, nothing of it may still run:
 *    a process left behind fails the build and is stopped.
 * 3. `.br` and `.gz` files beside the output (scripts/precompress.ts, itself
 *    cached by content hash), then the output is kept under its key.
 */
import { spawn } from 'node:child_process';
import fs from 'node:fs';
import path from 'node:path';
import { checkoutKey, outputCache, processesInGroup } from './lib/build-cache';
import { rspressCommand } from './lib/rspress-command';
import { precompress } from './precompress';

const root = path.resolve(import.meta.dirname, '..');
const outDir = path.join(root, 'doc_build');
const cache = outputCache(path.join(root, 'node_modules/.cache/diglot/build'));
const phases: Array<{ phase: string; seconds: number }> = [];
const seconds = (since: number) => Math.round((performance.now() - since) / 100) / 10;

async function timed<T>(phase: string, work: () => Promise<T> | T): Promise<T> {
  const started = performance.now();
  const result = await work();
  phases.push({ phase, seconds: seconds(started) });
  return result;
}

/** Phases inside `rspress build`, read from what it prints: [phase, pattern, unit]. */
const RSPRESS_PHASES: Array<[string, RegExp, 's' | 'ms']> = [
  ['  page data (scripts/rspress/page-data.mjs)', /Page data: .* in ([\d.]+) s/, 's'],
  ['  bundles (web and node, in parallel) and pages', /built in ([\d.]+)s \(node\)/, 's'],
  ['    of which rendering the pages', /Pages rendered in (\d+) ms/, 'ms'],
  ['  search index', /Search index: .*\((\d+) ms/, 'ms'],
];

/** `rspress build` in its own process group; resolves with the phases it printed. */
function rspressBuild(): Promise<Array<{ phase: string; seconds: number }>> {
  return new Promise((resolve, reject) => {
    const [command, args] = rspressCommand(root, 'build');
    const child = spawn(command, args, { cwd: root, detached: true, stdio: ['ignore', 'pipe', 'inherit'] });
    const stop = () => {
      try {
        process.kill(-(child.pid as number), 'SIGTERM');
      } catch {}
      process.exit(130);
    };
    process.once('SIGINT', stop);
    process.once('SIGTERM', stop);
    let printed = '';
    child.stdout.on('data', (chunk: Buffer) => {
      process.stdout.write(chunk);
      printed += chunk.toString('utf8');
    });
    child.on('error', reject);
    child.on('close', code => {
      process.off('SIGINT', stop);
      process.off('SIGTERM', stop);
      const left = processesInGroup(child.pid as number);
      if (left.length) {
        try {
          process.kill(-(child.pid as number), 'SIGKILL');
        } catch {}
        reject(new Error(`The build left processes running:\n${left.map(p => `  ${p.pid} ${p.command}`).join('\n')}`));
        return;
      }
      if (code !== 0) reject(new Error(`rspress build exited with ${code}`));
      else
        resolve(
          RSPRESS_PHASES.flatMap(([phase, pattern, unit]) => {
            const match = pattern.exec(printed);
            if (!match) return [];
            const value = Number(match[1]);
            return [{ phase, seconds: Math.round((unit === 'ms' ? value / 1000 : value) * 10) / 10 }];
          }),
        );
    });
  });
}

function inputKey(): string | null {
  const key = checkoutKey(root, process.env);
  if (!key) console.log('Not a git checkout: building without the build cache.');
  return key;
}

async function main(): Promise<void> {
  const started = performance.now();
  const key = await timed('hash the inputs', () => inputKey());
  const restore = !['off', 'no-restore'].includes(process.env.DIGLOT_BUILD_CACHE ?? '');
  if (key && restore && (await timed('restore the output', () => cache.restore(key, outDir)))) {
    console.log(`Inputs unchanged (build ${key}): output restored from the build cache.`);
  } else {
    // A fresh folder: the last output may be hard links into the cache, which must never be written through.
    fs.rmSync(outDir, { recursive: true, force: true });
    const inner = await timed('rspress build', rspressBuild);
    phases.push(...inner);
    const stats = await timed('precompress (.br, .gz)', () =>
      precompress(outDir, path.join(root, 'node_modules/.cache/diglot/precompress')),
    );
    console.log(`Precompressed ${stats.files} files; ${stats.fromCache} from cache`);
    if (key) await timed('keep the output in the build cache', () => cache.store(key, outDir));
  }
  phases.push({ phase: 'total', seconds: seconds(started) });
  console.log('\nBuild phases (wall seconds)');
  console.table(phases);
}

main().catch(error => {
  console.error(error instanceof Error ? error.message : error);
  process.exit(1);
});
