/**
 * Names every lazily loaded script of the web build by its own content
 * (`static/js/async/<id>.<hash>.js`), so a deploy renames only the files that
 * changed and returning readers keep the rest from their cache (issue 30).
 *
 * Rspack's `[contenthash]` in `chunkFilename` would do the same, but its
 * runtime then carries a table of every chunk's hash: ~700 page chunks, 5 KB
 * gzip on every first visit. Here the bundle names chunks `[id].js`; after
 * minification this plugin hashes each file and renames it, and the hashes
 * go into each page's HTML instead (`chunkHashesHead`): the chunks every page
 * may load plus the page chunks of its own locale. The HTML is fetched again
 * on every visit anyway, and nothing in a script depends on another script's
 * name, so an edit to one page changes that page's chunk and no other script.
 * The routes module (plugins/compact-runtime.ts) reads the table and adds
 * the hash to the file name the bundler's loader asks for. Routes of another
 * locale load with a full page (theme/components/Link): their HTML brings
 * their hashes.
 */
import { createHash } from 'node:crypto';
import type { Compiler } from '@rspack/core';

export const CHUNK_HASHES_ELEMENT_ID = 'diglot-chunks';
const NAME = 'diglot:content-hashed-chunks';
const ASYNC_JS = /^(static\/js\/async\/[^/]+)\.js$/;

/** The first 8 hex digits of the SHA-256 of a file: names change only with content. */
export function contentHash(content: string | Buffer): string {
  return createHash('sha256').update(content).digest('hex').slice(0, 8);
}

export class ContentHashedChunksPlugin {
  /** Per locale, chunk id → hash: what its pages' HTML carries. */
  readonly byLocale = new Map<string, Record<string, string>>();

  apply(compiler: Compiler): void {
    const { Compilation } = compiler.webpack;
    compiler.hooks.thisCompilation.tap(NAME, compilation => {
      // After minification, before Rspack's real content hash (which renames
      // the entry files and rewrites their names in index.html).
      compilation.hooks.processAssets.tap({ name: NAME, stage: Compilation.PROCESS_ASSETS_STAGE_OPTIMIZE_HASH - 1 }, () => {
        const shared: Record<string, string> = {};
        const pages = new Map<string, string>();
        const tables = new Map<string, typeof compilation.chunks extends Iterable<infer C> ? C : never>();
        for (const chunk of compilation.chunks) {
          if (chunk.canBeInitial()) continue;
          for (const file of [...chunk.files]) {
            const match = ASYNC_JS.exec(file);
            const asset = match ? compilation.getAsset(file) : undefined;
            if (!match || !asset) continue;
            const hash = contentHash(asset.source.buffer());
            compilation.renameAsset(file, `${match[1]}.${hash}.js`);
            const id = String(chunk.id);
            if (chunk.name?.startsWith('route-')) pages.set(id, hash);
            else shared[id] = hash;
            if (chunk.name?.startsWith('routes-')) tables.set(chunk.name.slice('routes-'.length), chunk);
          }
        }
        this.byLocale.clear();
        for (const [lang, table] of tables) {
          const own: Record<string, string> = { ...shared };
          for (const child of table.getAllAsyncChunks()) {
            const hash = pages.get(String(child.id));
            if (hash) own[String(child.id)] = hash;
          }
          this.byLocale.set(lang, own);
        }
      });
    });
  }

  /** The `<script type="application/json">` a page of `lang` carries; '' in the dev server. */
  head(lang: string): string {
    const hashes = this.byLocale.get(lang);
    if (!hashes) return '';
    const sorted = Object.fromEntries(Object.entries(hashes).sort(([a], [b]) => (a < b ? -1 : a > b ? 1 : 0)));
    return `<script type="application/json" id="${CHUNK_HASHES_ELEMENT_ID}" data-lang="${lang}">${JSON.stringify(sorted)}</script>`;
  }
}
