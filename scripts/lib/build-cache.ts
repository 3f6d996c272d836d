/**
 * The build's output cache (issue 21): the whole output is kept, hard-linked,
 * under a key that hashes every input of the build — the sources, the
 * lockfile, the build-time settings from the environment and the Node
 * version — so a build whose inputs have not changed restores the output
 * instead of making it again. Any change to an input gives another key and
 * a full build; a cold build (no cache, as in CI) is the same build as
 * ever. Node-only.
 */
import { execFileSync } from 'node:child_process';
import crypto from 'node:crypto';
import fs from 'node:fs';
import path from 'node:path';

/**
 * Paths that are not inputs of the build: tests, notes, scratch and tool
 * files. Everything else counts, `deploy/` too.
 */
export function isBuildInput(file: string): boolean {
  if (/^(tests|bench-results|test-results|playwright-report|\.ci)\//.test(file)) return false;
  if (/^scripts\/\./.test(file)) return false;
  return !/^[^/]+\.md$/.test(file) && !/^(biome\.json|playwright\.config\.ts|vitest\.[a-z.]+\.ts|\.gitignore)$/.test(file);
}

/** Settings from the environment that change what the build writes. */
export function buildEnvironment(env: NodeJS.ProcessEnv): string[] {
  return Object.keys(env)
    .filter(name => name.startsWith('DIGLOT_') && name !== 'DIGLOT_BUILD_CACHE')
    .sort()
    .map(name => `${name}=${env[name]}`);
}

/** The key of a build: a hash of its inputs' paths and bytes, its settings and the Node version. */
export function buildKey(root: string, files: readonly string[], env: NodeJS.ProcessEnv): string {
  const hash = crypto.createHash('sha256');
  hash.update(`node ${process.version}\n`);
  for (const line of buildEnvironment(env)) hash.update(`${line}\n`);
  for (const file of [...files].filter(isBuildInput).sort()) {
    hash.update(`${file}\n`);
    hash.update(fs.readFileSync(path.join(root, file)));
  }
  return hash.digest('hex').slice(0, 24);
}

/** The files of the checkout that git would keep (tracked, or new and not ignored). */
export function checkoutFiles(root: string): string[] {
  const out = execFileSync('git', ['ls-files', '-z', '--cached', '--others', '--exclude-standard'], { cwd: root });
  return out
    .toString('utf8')
    .split('\0')
    .filter(file => file && fs.existsSync(path.join(root, file)) && fs.statSync(path.join(root, file)).isFile());
}

/** The key of a checkout's inputs; null outside a git checkout (a source archive), which then builds without the cache. */
export function checkoutKey(root: string, env: NodeJS.ProcessEnv): string | null {
  let files: string[];
  try {
    files = checkoutFiles(root);
  } catch {
    return null;
  }
  return buildKey(root, files, env);
}

/** Every file under a folder, relative, in order. */
function listFiles(dir: string): string[] {
  return (fs.readdirSync(dir, { recursive: true, encoding: 'utf8' }) as string[])
    .filter(file => fs.statSync(path.join(dir, file)).isFile())
    .sort();
}

/** A folder's copy made of hard links: instant, and no bytes twice on disk. */
function linkTree(from: string, to: string): void {
  for (const file of listFiles(from)) {
    fs.mkdirSync(path.dirname(path.join(to, file)), { recursive: true });
    fs.linkSync(path.join(from, file), path.join(to, file));
  }
}

export interface OutputCache {
  /** Whether the output of `key` is kept, whole. */
  has(key: string): boolean;
  /** Puts the output of `key` in `outDir`: true when the cache held it. */
  restore(key: string, outDir: string): boolean;
  /** Keeps `outDir` as the output of `key`, dropping older outputs. */
  store(key: string, outDir: string): void;
}

/** The output cache in `dir`, keeping the `keep` newest outputs. */
export function outputCache(dir: string, keep = 2): OutputCache {
  const manifest = (key: string) => path.join(dir, `${key}.files`);
  // Keys, most recently stored or restored first.
  const recentFile = path.join(dir, 'recent.json');
  const recent = (): string[] => {
    try {
      const list: unknown = JSON.parse(fs.readFileSync(recentFile, 'utf8'));
      return Array.isArray(list) ? list.filter((key): key is string => typeof key === 'string' && /^[0-9a-z]+$/i.test(key)) : [];
    } catch {
      return [];
    }
  };
  const touch = (key: string): string[] => {
    const list = [key, ...recent().filter(other => other !== key)];
    fs.writeFileSync(recentFile, JSON.stringify(list));
    return list;
  };
  const has = (key: string) => {
    const kept = path.join(dir, key);
    if (!fs.existsSync(manifest(key)) || !fs.existsSync(kept)) return false;
    // Someone may have removed part of the cached copy: then it is not used.
    return listFiles(kept).join('\n') === fs.readFileSync(manifest(key), 'utf8');
  };
  /** `outDir` is already the kept output: the same files, linked to the same bytes. */
  const isInPlace = (key: string, outDir: string) => {
    const kept = path.join(dir, key);
    if (!fs.existsSync(outDir)) return false;
    const files = listFiles(outDir);
    if (files.join('\n') !== fs.readFileSync(manifest(key), 'utf8')) return false;
    return files.every(file => fs.statSync(path.join(outDir, file)).ino === fs.statSync(path.join(kept, file)).ino);
  };
  return {
    has,
    restore(key, outDir) {
      if (!has(key)) return false;
      if (!isInPlace(key, outDir)) {
        fs.rmSync(outDir, { recursive: true, force: true });
        linkTree(path.join(dir, key), outDir);
      }
      touch(key);
      return true;
    },
    store(key, outDir) {
      const kept = path.join(dir, key);
      fs.rmSync(kept, { recursive: true, force: true });
      fs.mkdirSync(dir, { recursive: true });
      linkTree(outDir, kept);
      fs.writeFileSync(manifest(key), listFiles(kept).join('\n'));
      // Only the newest outputs stay; anything else in the folder goes.
      const newest = touch(key).slice(0, keep);
      fs.writeFileSync(recentFile, JSON.stringify(newest));
      const wanted = new Set([...newest, ...newest.map(k => `${k}.files`), 'recent.json']);
      for (const name of fs.readdirSync(dir)) {
        if (!wanted.has(name)) fs.rmSync(path.join(dir, name), { recursive: true, force: true });
      }
    },
  };
}

/** Processes still alive in a process group (Linux: read from /proc). */
export function processesInGroup(pgid: number): Array<{ pid: number; command: string }> {
  const alive: Array<{ pid: number; command: string }> = [];
  for (const name of fs.readdirSync('/proc')) {
    if (!/^\d+$/.test(name)) continue;
    try {
      const stat = fs.readFileSync(`/proc/${name}/stat`, 'utf8');
      // Fields after the command (which may hold spaces) start after its closing parenthesis.
      const fields = stat.slice(stat.lastIndexOf(')') + 2).split(' ');
      const state = fields[0];
      if (Number(fields[2]) !== pgid || state === 'Z') continue;
      alive.push({ pid: Number(name), command: fs.readFileSync(`/proc/${name}/cmdline`, 'utf8').replace(/\0/g, ' ').trim() });
    } catch {
      // The process ended while we looked.
    }
  }
  return alive;
}
