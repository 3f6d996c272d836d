/**
 * The docs folder's git history, for the translation tracker
 * (rules/translation-sync.ts): one `git log --name-only` pass for every
 * change, one `git log -G` pass for the few changes that touch a
 * `translatedFrom:` record, and the same two for what is not committed yet.
 * Null where there is no usable history: not a git checkout (a source
 * archive), git missing, a shallow clone (its one commit would look like
 * every page's last change), or no docs file tracked.
 */
import { execFileSync } from 'node:child_process';
import { type DocsHistory, LOG_FORMAT, parseDocsLog, TRANSLATED_FROM } from '../rules/translation-sync';

function git(cwd: string, args: string[]): string {
  return execFileSync('git', ['-c', 'core.quotePath=false', ...args], {
    cwd,
    encoding: 'utf8',
    maxBuffer: 1 << 30,
    stdio: ['ignore', 'pipe', 'ignore'],
  });
}

// Paths relative to the docs folder; a moved page counts as changed where it now is.
const PATHS = ['--no-renames', '--relative', '--no-color', '--no-ext-diff'];
const RECORD = ['-p', '-U0', `-G^${TRANSLATED_FROM}:`];
// What is edited but not committed counts as changed now, so a writer sees a
// page current as soon as it is brought in line.
const NOW = '\0working-tree\tInfinity\t\tnot committed';

export function readDocsHistory(docsRoot: string): DocsHistory | null {
  try {
    if (git(docsRoot, ['rev-parse', '--is-shallow-repository']).trim() !== 'false') return null;
    const names = git(docsRoot, ['log', '--name-only', ...PATHS, `--format=${LOG_FORMAT}`, '--', '.']);
    if (!names.trim()) return null;
    const records = git(docsRoot, ['log', ...RECORD, ...PATHS, `--format=${LOG_FORMAT}`, '--', '.']);
    const pendingNames = git(docsRoot, ['diff', 'HEAD', '--name-only', ...PATHS, '--', '.']);
    const untracked = git(docsRoot, ['ls-files', '--others', '--exclude-standard', '--', '.']);
    const pendingRecords = git(docsRoot, ['diff', 'HEAD', ...RECORD, ...PATHS, '--', '.']);
    return parseDocsLog([names, NOW, pendingNames, untracked].join('\n'), [records, NOW, pendingRecords].join('\n'));
  } catch {
    return null;
  }
}
