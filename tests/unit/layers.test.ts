/**
 * The import layers of ARCHITECTURE.md, as `npm run lint` enforces them:
 * the project's own biome.json, run on small projects that break each rule
 * once and on one that keeps them all.
 */
import { execFileSync } from 'node:child_process';
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { describe, expect, it } from 'vitest';

const BIOME = path.resolve('node_modules/@biomejs/biome/bin/biome');

/** `[rule, file]` of each diagnostic Biome's linter gives a project made of these files. */
function lint(files: Record<string, string>): string[] {
  const dir = fs.mkdtempSync(path.join(os.tmpdir(), 'diglot-layers-'));
  try {
    const config = JSON.parse(fs.readFileSync('biome.json', 'utf8'));
    // The project's rules as they are; only where the files are differs.
    config.$schema = undefined;
    config.vcs = { enabled: false };
    config.files = { includes: ['**'] };
    fs.writeFileSync(path.join(dir, 'biome.json'), JSON.stringify(config));
    for (const [file, text] of Object.entries(files)) {
      fs.mkdirSync(path.dirname(path.join(dir, file)), { recursive: true });
      fs.writeFileSync(path.join(dir, file), text);
    }
    let out: string;
    try {
      out = execFileSync(process.execPath, [BIOME, 'lint', '--reporter=json', '--max-diagnostics=50', '.'], {
        cwd: dir,
        encoding: 'utf8',
        stdio: ['ignore', 'pipe', 'ignore'],
      });
    } catch (error) {
      out = String((error as { stdout?: string }).stdout ?? '');
    }
    const report = JSON.parse(out.slice(out.indexOf('{'))) as {
      diagnostics: { category: string; location: { path: string } }[];
    };
    return report.diagnostics
      .filter(d => d.category.startsWith('lint/'))
      .map(d => `${d.category.replace('lint/', '')} ${d.location.path}`)
      .sort();
  } finally {
    fs.rmSync(dir, { recursive: true, force: true });
  }
}

const uses = (from: string) => `import { value } from '${from}';\n\nexport const used = value;\n`;
const value = 'export const value = 1;\n';

describe('the import layers', () => {
  it('fail lint on an import from site/ into rules/, and on every other import against the layers', () => {
    const found = lint({
      'rules/url.ts': value,
      'theme/Nav.tsx': value,
      'plugins/seo.ts': value,
      'server/app.ts': value,
      'site/brand.ts': uses('../rules/url'),
      'site/marketing/home.ts': uses('../../theme/Nav'),
      'rules/seo.ts': uses('../plugins/seo'),
      'theme/Footer.tsx': uses('../server/app'),
      'plugins/build.ts': uses('../server/app'),
    });
    expect(found).toEqual([
      'style/noRestrictedImports plugins/build.ts',
      'style/noRestrictedImports rules/seo.ts',
      'style/noRestrictedImports site/brand.ts',
      'style/noRestrictedImports site/marketing/home.ts',
      'style/noRestrictedImports theme/Footer.tsx',
    ]);
  });

  it('fail lint on an import circle, type-only imports included', () => {
    const found = lint({
      'rules/navbar.ts': "import type { Item } from './schemas';\n\nexport type Items = Item[];\nexport const kinds = 1;\n",
      'rules/schemas.ts':
        "import { kinds } from './navbar';\n\nexport type Item = { kind: number };\nexport const all = kinds;\n",
    });
    expect(found).toEqual(['suspicious/noImportCycles rules/navbar.ts', 'suspicious/noImportCycles rules/schemas.ts']);
  });

  it('pass lint on imports that run down the layers', () => {
    const found = lint({
      'site/locales.ts': value,
      'site/brand.ts': uses('./locales'),
      'rules/url.ts': uses('../site/locales'),
      'theme/Nav.tsx': uses('../rules/url'),
      'plugins/seo.ts': uses('../theme/Nav'),
      'server/app.ts': uses('../plugins/seo'),
      'scripts/build.ts': uses('../server/app'),
      'rspress.config.ts': uses('./scripts/build'),
    });
    expect(found).toEqual([]);
  });
});
