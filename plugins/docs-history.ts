/**
 * The docs folder's git history, for the translation tracker
 * (rules/translation-sync.ts): one `git log --name-only` pass for every
 * change and one `git log -G` pass for the few changes that touch a
 * `translatedFrom:` record (both kept per commit, so a process reads them
 * once), then what is not committed yet (`git status`, and a diff of the
 * files it names). Null where there is no usable history: not a git checkout
 * (a source archive), git missing, a shallow clone (its one commit would look
 * like every page's last change), or no docs file tracked.
 *
 * The committed history of a commit never changes, so its two passes (0.85 s
 * on this machine, most of the dev server's planning) are kept on disk per
 * commit, in the repository's node_modules/.cache: a relaunch reads a file.
 */
import { execFileSync } from 'node:child_process';
import { createHash } from 'node:crypto';
import fs from 'node:fs';
import path from 'node:path';
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

/** The committed history, read once per docs folder and commit. */
const committed = new Map<string, DocsHistory | null>();

/** What the two passes printed for one commit: read from disk, or run and kept there. */
function committedLog(docsRoot: string, top: string, prefix: string, head: string): { names: string; records: string } {
  // The arguments are in the key, so a change to what is asked for reads git again.
  const key = createHash('sha256')
    .update(JSON.stringify([prefix, head, PATHS, RECORD, LOG_FORMAT]))
    .digest('hex')
    .slice(0, 24);
  const dir = path.join(top, 'node_modules/.cache/diglot/docs-history');
  const file = path.join(dir, `${key}.json`);
  try {
    const kept = JSON.parse(fs.readFileSync(file, 'utf8')) as { names?: unknown; records?: unknown };
    if (typeof kept.names === 'string' && typeof kept.records === 'string') return { names: kept.names, records: kept.records };
  } catch {
    // Not kept yet, or unreadable: read git.
  }
  const names = git(docsRoot, ['log', '--name-only', ...PATHS, `--format=${LOG_FORMAT}`, '--', '.']);
  const records = git(docsRoot, ['log', ...RECORD, ...PATHS, `--format=${LOG_FORMAT}`, '--', '.']);
  try {
    // One commit's file is kept; the others are history nobody asks for again.
    fs.rmSync(dir, { recursive: true, force: true });
    fs.mkdirSync(dir, { recursive: true });
    // Named by process, as the page-data store's is: a dev server and a build may write at once.
    const temporary = `${file}.${process.pid}`;
    fs.writeFileSync(temporary, JSON.stringify({ names, records }));
    fs.renameSync(temporary, file);
  } catch {
    // A read-only checkout still builds; it reads git each time.
  }
  return { names, records };
}

/**
 * Files under the docs folder that differ from HEAD or are untracked, from
 * `git status --porcelain -z` (paths from the repository root, `prefix` being
 * the docs folder's).
 */
export function pendingFiles(status: string, prefix: string): string[] {
  const files: string[] = [];
  const entries = status.split('\0');
  for (let i = 0; i < entries.length; i++) {
    const entry = entries[i] ?? '';
    if (entry.length < 4) continue;
    // A rename or copy in the index is followed by its old path.
    if (/^[RC]|^.[RC]/.test(entry)) i++;
    const file = entry.slice(3);
    if (file.startsWith(prefix)) files.push(file.slice(prefix.length));
  }
  return files;
}

export function readDocsHistory(docsRoot: string): DocsHistory | null {
  try {
    const [shallow, top, prefix = '', head] = git(docsRoot, [
      'rev-parse',
      '--is-shallow-repository',
      '--show-toplevel',
      '--show-prefix',
      'HEAD',
    ])
      .split('\n')
      .map(line => line.trim());
    if (shallow !== 'false' || !top || !head) return null;
    const key = `${docsRoot}\0${head}`;
    if (!committed.has(key)) {
      const { names, records } = committedLog(docsRoot, top, prefix, head);
      committed.clear();
      committed.set(key, names.trim() ? parseDocsLog(names, records) : null);
    }
    const history = committed.get(key);
    if (!history) return null;
    const status = git(docsRoot, ['status', '--porcelain=v1', '-z', '--untracked-files=all', '--', '.']);
    const pending = pendingFiles(status, prefix);
    if (pending.length === 0) return history;
    const records = git(docsRoot, ['diff', 'HEAD', ...RECORD, ...PATHS, '--', '.']);
    const now = parseDocsLog([NOW, ...pending].join('\n'), [NOW, records].join('\n'));
    const merged = new Map(history);
    for (const [file, changes] of now) merged.set(file, [...changes, ...(history.get(file) ?? [])]);
    return merged;
  } catch {
    return null;
  }
}
