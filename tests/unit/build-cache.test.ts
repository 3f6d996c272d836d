import { spawn } from 'node:child_process';
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { afterEach, describe, expect, it } from 'vitest';
import { buildKey, checkoutKey, isBuildInput, outputCache, processesInGroup } from '../../scripts/lib/build-cache';

const temp: string[] = [];
function folder(files: Record<string, string>): string {
  const dir = fs.mkdtempSync(path.join(os.tmpdir(), 'diglot-build-cache-'));
  temp.push(dir);
  for (const [file, text] of Object.entries(files)) {
    fs.mkdirSync(path.dirname(path.join(dir, file)), { recursive: true });
    fs.writeFileSync(path.join(dir, file), text);
  }
  return dir;
}
afterEach(() => {
  for (const dir of temp.splice(0)) fs.rmSync(dir, { recursive: true, force: true });
});

describe('the build key', () => {
  const files = ['docs/en/docs/faq/index.mdx', 'theme/index.tsx', 'tests/unit/x.test.ts', 'README.md'];
  const root = () =>
    folder({
      'docs/en/docs/faq/index.mdx': '# FAQ',
      'theme/index.tsx': 'export {}',
      'tests/unit/x.test.ts': 'test',
      'README.md': '# Read me',
    });

  it('changes with any input of the build, and with its settings', () => {
    const dir = root();
    const key = buildKey(dir, files, {});
    expect(buildKey(dir, files, {})).toBe(key);
    fs.writeFileSync(path.join(dir, 'docs/en/docs/faq/index.mdx'), '# FAQ!');
    expect(buildKey(dir, files, {})).not.toBe(key);
    const edited = buildKey(dir, files, {});
    expect(buildKey(dir, files, { DIGLOT_ALGOLIA_APP_ID: 'x' })).not.toBe(edited);
    fs.writeFileSync(path.join(dir, 'docs/new.mdx'), '# New');
    expect(buildKey(dir, [...files, 'docs/new.mdx'], {})).not.toBe(edited);
  });

  it('does not change with tests or notes, which the build does not read', () => {
    const dir = root();
    const key = buildKey(dir, files, { HOME: '/a' });
    fs.writeFileSync(path.join(dir, 'tests/unit/x.test.ts'), 'changed');
    fs.writeFileSync(path.join(dir, 'README.md'), 'changed');
    expect(buildKey(dir, files, { HOME: '/b' })).toBe(key);
    // Whether the cache is used is not a setting of the output.
    expect(buildKey(dir, files, { HOME: '/b', DIGLOT_BUILD_CACHE: 'off' })).toBe(key);
    expect(isBuildInput('scripts/precompress.ts')).toBe(true);
    expect(isBuildInput('scripts/.scratch.mts')).toBe(false);
    expect(isBuildInput('i18n.json')).toBe(true);
    expect(isBuildInput('docs/README.md')).toBe(true);
    expect(isBuildInput('deploy/docsearch.ts')).toBe(true);
  });
});

describe('a source archive', () => {
  it('has no key outside a git checkout, so it builds without the cache', () => {
    const dir = folder({ 'docs/index.mdx': '# Home' });
    expect(checkoutKey(dir, {})).toBeNull();
    expect(checkoutKey(process.cwd(), {})).toMatch(/^[0-9a-f]{24}$/);
  });
});

describe('the output cache', () => {
  it('restores a kept output, exactly, and keeps only the newest outputs', () => {
    const cacheDir = folder({});
    const out = folder({ 'index.html': '<p>one</p>', 'static/a.js': 'a' });
    const cache = outputCache(cacheDir, 2);
    expect(cache.restore('k1', out)).toBe(false);
    cache.store('k1', out);
    fs.rmSync(out, { recursive: true });
    expect(cache.restore('k1', out)).toBe(true);
    expect(fs.readFileSync(path.join(out, 'static/a.js'), 'utf8')).toBe('a');
    expect(fs.readdirSync(out).sort()).toEqual(['index.html', 'static']);
    // Restoring over the same output changes nothing.
    const inode = fs.statSync(path.join(out, 'index.html')).ino;
    expect(cache.restore('k1', out)).toBe(true);
    expect(fs.statSync(path.join(out, 'index.html')).ino).toBe(inode);
    expect(cache.has('k1')).toBe(true);
    // An output an older build left without a record goes too.
    fs.mkdirSync(path.join(cacheDir, 'stray'));
    fs.writeFileSync(path.join(cacheDir, 'stray.files'), '');
    cache.store('k2', out);
    cache.store('k3', out);
    expect(cache.restore('k1', out)).toBe(false);
    expect(cache.restore('k3', out)).toBe(true);
    expect(cache.restore('k2', out)).toBe(true);
    expect(fs.readdirSync(cacheDir).sort()).toEqual(['k2', 'k2.files', 'k3', 'k3.files', 'recent.json']);
  });

  it('does not use a kept output that lost a file', () => {
    const cacheDir = folder({});
    const out = folder({ 'index.html': 'x', 'b.html': 'y' });
    const cache = outputCache(cacheDir);
    cache.store('k', out);
    fs.rmSync(path.join(cacheDir, 'k', 'b.html'));
    expect(cache.restore('k', out)).toBe(false);
  });
});

describe('processes left by a build', () => {
  it('finds a process still running in a process group, and none once it ended', async () => {
    const child = spawn('sleep', ['30'], { detached: true, stdio: 'ignore' });
    const pgid = child.pid as number;
    await new Promise(resolve => setTimeout(resolve, 50));
    expect(processesInGroup(pgid).map(p => p.pid)).toContain(pgid);
    process.kill(-pgid, 'SIGKILL');
    await new Promise(resolve => child.on('exit', resolve));
    expect(processesInGroup(pgid)).toEqual([]);
  });
});
