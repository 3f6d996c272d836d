/**
 * Words of marketing copy per page and source locale (`npx tsx scripts/copy-stats.ts`):
 * a quick check for writers, and the numbers quoted in release notes.
 */
import fs from 'node:fs';
import path from 'node:path';
import { copyWordCount } from '../rules/marketing';
import { catalogPath, loadCopy } from '../plugins/marketing/catalog';
import { LOCALES } from '../site/locales';
import { MARKETING_PAGES } from '../site/routes';

const root = path.resolve(import.meta.dirname, '..');

function main() {
  const langs = LOCALES.map(l => l.lang).filter(lang => fs.existsSync(path.join(root, 'docs', lang, '_copy')));
  console.log(['page', ...langs].join('\t'));
  for (const page of MARKETING_PAGES) {
    const row: string[] = [page.id];
    for (const lang of langs) {
      const docsRoot = path.join(root, 'docs');
      row.push(
        fs.existsSync(catalogPath(docsRoot, lang, page.id))
          ? String(copyWordCount(loadCopy(docsRoot, lang, page.id), lang))
          : '–',
      );
    }
    console.log(row.join('\t'));
  }
}

main();
