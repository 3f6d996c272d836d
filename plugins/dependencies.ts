/**
 * The open-source packages this site ships, read from package-lock.json at
 * build time, for the `dependences` docs page.
 */
import fs from 'node:fs';
import path from 'node:path';
import type { RspressPlugin } from '@rspress/core';

export interface DependencyEntry {
  name: string;
  version: string;
  license: string;
  /** Listed in package.json `dependencies` (not pulled in by another package). */
  direct: boolean;
}

interface Lockfile {
  packages: Record<string, { version?: string; license?: string; dev?: boolean; link?: boolean }>;
}

/** Production packages of a lockfile (v2/v3), sorted by name. */
export function productionDependencies(lock: Lockfile, direct: readonly string[]): DependencyEntry[] {
  const byName = new Map<string, DependencyEntry>();
  for (const [key, info] of Object.entries(lock.packages)) {
    if (!key || info.dev || info.link || !info.version) continue;
    const name = key.slice(key.lastIndexOf('node_modules/') + 'node_modules/'.length);
    const id = `${name}@${info.version}`;
    if (byName.has(id)) continue;
    byName.set(id, {
      name,
      version: info.version,
      license: info.license ?? 'UNKNOWN',
      direct: direct.includes(name) && key === `node_modules/${name}`,
    });
  }
  return [...byName.values()].sort((a, b) => a.name.localeCompare(b.name) || a.version.localeCompare(b.version));
}

export const DEPENDENCIES_MODULE = 'virtual-diglot-dependencies';

export function dependenciesPlugin(root: string): RspressPlugin {
  return {
    name: 'diglot:dependencies',
    addRuntimeModules() {
      const lock = JSON.parse(fs.readFileSync(path.join(root, 'package-lock.json'), 'utf8')) as Lockfile;
      const pkg = JSON.parse(fs.readFileSync(path.join(root, 'package.json'), 'utf8')) as {
        dependencies?: Record<string, string>;
      };
      const list = productionDependencies(lock, Object.keys(pkg.dependencies ?? {}));
      return { [DEPENDENCIES_MODULE]: `export default ${JSON.stringify(list)};` };
    },
  };
}
