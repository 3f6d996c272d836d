/**
 * Outdated translations from git history, in a temporary repository: a
 * committed change to a source makes every translation of it outdated;
 * stamping the locale does not change that; editing the translation does.
 */
import { execFileSync } from 'node:child_process';
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import fc from 'fast-check';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { pendingFiles, readDocsHistory } from '../../plugins/docs-history';
import { translationState } from '../../plugins/locale-pages';
import { type DocsHistory, NO_TRANSLATE_TRAILER, outdatedReason, parseDocsLog } from '../../rules/translation-sync';
import { stampLocale } from '../../scripts/lib/i18n-stamp';
import { getLocale } from '../../site/locales';
import { TRANSLATION_WAIVERS } from '../../site/translation-waivers';

const REPO_DOCS = path.resolve(__dirname, '../../docs');

const FAQ = 'docs/faq/index.mdx';
const ENGLISH = '---\ntitle: FAQ\n---\n\n# FAQ\n\n## Install {#install}\n\nClick **Add to Chrome**.\n';
const GERMAN = '---\ntitle: FAQ\n---\n\n# FAQ\n\n## Installation {#install}\n\nKlicken Sie auf **Zu Chrome hinzufügen**.\n';
const FRENCH = '---\ntitle: FAQ\n---\n\n# FAQ\n\n## Installation {#install}\n\nCliquez sur **Ajouter à Chrome**.\n';

let repo = '';
let docsRoot = '';
// Each commit a minute after the last, as a writer's would be.
let clock = Date.UTC(2026, 10, 1) / 1000;

function git(args: string[], cwd = repo): string {
  clock += 60;
  return execFileSync('git', args, {
    cwd,
    encoding: 'utf8',
    env: {
      ...process.env,
      GIT_AUTHOR_NAME: 'Writer',
      GIT_AUTHOR_EMAIL: 'writer@example.com',
      GIT_COMMITTER_NAME: 'Writer',
      GIT_COMMITTER_EMAIL: 'writer@example.com',
      GIT_AUTHOR_DATE: `${clock} +0000`,
      GIT_COMMITTER_DATE: `${clock} +0000`,
      GIT_CONFIG_GLOBAL: '/dev/null',
      GIT_CONFIG_NOSYSTEM: '1',
    },
    stdio: ['ignore', 'pipe', 'pipe'],
  });
}
const write = (relative: string, text: string) => {
  const file = path.join(docsRoot, relative);
  fs.mkdirSync(path.dirname(file), { recursive: true });
  fs.writeFileSync(file, text);
};
const read = (relative: string) => fs.readFileSync(path.join(docsRoot, relative), 'utf8');
const commit = (message: string) => {
  git(['add', '-A']);
  git(['commit', '-q', '-m', message]);
};
const history = (): DocsHistory => {
  const h = readDocsHistory(docsRoot);
  if (!h) throw new Error('no history read');
  return h;
};
const state = (lang: 'de' | 'fr', h: DocsHistory | null = history()) => translationState(docsRoot, getLocale(lang), FAQ, h);

beforeEach(() => {
  repo = fs.mkdtempSync(path.join(os.tmpdir(), 'diglot-history-'));
  docsRoot = path.join(repo, 'docs');
  git(['init', '-q', '-b', 'main']);
  write(`en/${FAQ}`, ENGLISH);
  commit('English FAQ');
  write(`de/${FAQ}`, GERMAN);
  write(`fr/${FAQ}`, FRENCH);
  commit('German and French FAQ');
}, 60_000);
afterEach(() => fs.rmSync(repo, { recursive: true, force: true }));

// Every case runs git a dozen times; a loaded machine needs more than the default 5 s.
describe('outdated translations from git history', { timeout: 60_000 }, () => {
  it('counts translations changed after their source as current', () => {
    expect(state('de')).toEqual({ outdated: false, translatedFrom: 'en', outdatedReason: null });
    expect(state('fr').outdated).toBe(false);
  });

  it('makes every translation outdated after a committed change to the source, and says which commit', () => {
    write(`en/${FAQ}`, ENGLISH.replace('Click', 'Open the Chrome Web Store and click'));
    commit('FAQ: where the install button is');
    for (const lang of ['de', 'fr'] as const) {
      expect(state(lang).outdated, lang).toBe(true);
      expect(state(lang).outdatedReason, lang).toMatch(
        /^en\/docs\/faq\/index\.mdx changed since the translation last changed \([0-9a-f]{7} 2026-11-01 German and French FAQ\): [0-9a-f]{7} 2026-11-01 FAQ: where the install button is$/,
      );
    }
  });

  it('keeps an untouched translation outdated when the whole locale is stamped and the stamp committed', () => {
    write(`en/${FAQ}`, ENGLISH.replace('Click', 'Open the Chrome Web Store and click'));
    commit('FAQ: where the install button is');
    const result = stampLocale(docsRoot, getLocale('de'), [], history());
    expect(result.outdated.map(o => o.page)).toEqual([`de/${FAQ}`]);
    expect(read(`de/${FAQ}`)).toMatch(/^translatedFrom: en@[0-9a-f]{12}$/m);
    expect(state('de').outdated).toBe(true);
    commit('Stamp de');
    expect(state('de').outdated).toBe(true);
    // A record written by hand does not count either.
    write(`de/${FAQ}`, read(`de/${FAQ}`).replace(/translatedFrom: .*/, 'translatedFrom: en@0123456789ab'));
    expect(state('de').outdated).toBe(true);
    commit('Record by hand');
    expect(state('de').outdated).toBe(true);
  });

  it('makes a translation current once it is edited, committed or not, and only that one', () => {
    write(`en/${FAQ}`, ENGLISH.replace('Click', 'Open the Chrome Web Store and click'));
    commit('FAQ: where the install button is');
    write(`de/${FAQ}`, GERMAN.replace('Klicken', 'Öffnen Sie den Chrome Web Store und klicken'));
    expect(state('de').outdated).toBe(false);
    commit('de FAQ: where the install button is');
    expect(state('de')).toEqual({ outdated: false, translatedFrom: 'en', outdatedReason: null });
    expect(state('fr').outdated).toBe(true);
  });

  it('counts a source and its translation changed in one commit as in step', () => {
    write(`en/${FAQ}`, ENGLISH.replace('Click', 'Press'));
    write(`de/${FAQ}`, GERMAN.replace('Klicken', 'Drücken'));
    commit('FAQ wording, en and de');
    expect(state('de').outdated).toBe(false);
    expect(state('fr').outdated).toBe(true);
  });

  it(`does not count a source change committed with the trailer "${NO_TRANSLATE_TRAILER}"`, () => {
    write(`en/${FAQ}`, ENGLISH.replace('Click', 'Click  '));
    commit(`FAQ: stray spaces\n\n${NO_TRANSLATE_TRAILER}`);
    expect(state('de').outdated).toBe(false);
    // The next change without it does.
    write(`en/${FAQ}`, ENGLISH.replace('Click', 'Tap'));
    commit('FAQ: tap');
    expect(state('de').outdated).toBe(true);
  });

  it('reads no history in a shallow clone, where the versions stamp records answer the same', () => {
    write(`en/${FAQ}`, ENGLISH.replace('Click', 'Open the Chrome Web Store and click'));
    commit('FAQ: where the install button is');
    write(`fr/${FAQ}`, FRENCH.replace('Cliquez', 'Ouvrez le Chrome Web Store et cliquez'));
    commit('fr FAQ');
    stampLocale(docsRoot, getLocale('de'), [], history());
    stampLocale(docsRoot, getLocale('fr'), [], history());
    commit('Stamp de and fr');
    const full = { de: state('de').outdated, fr: state('fr').outdated };
    expect(full).toEqual({ de: true, fr: false });

    const clone = fs.mkdtempSync(path.join(os.tmpdir(), 'diglot-shallow-'));
    try {
      git(['clone', '-q', '--depth', '1', `file://${repo}`, clone], os.tmpdir());
      const shallowDocs = path.join(clone, 'docs');
      expect(readDocsHistory(shallowDocs)).toBeNull();
      const shallow = (lang: 'de' | 'fr') => translationState(shallowDocs, getLocale(lang), FAQ, null).outdated;
      expect({ de: shallow('de'), fr: shallow('fr') }).toEqual(full);
    } finally {
      fs.rmSync(clone, { recursive: true, force: true });
    }
  });

  // A relaunch reads the committed history of its commit from node_modules/.cache.
  const keptFile = () => {
    const dir = path.join(repo, 'node_modules/.cache/diglot/docs-history');
    const files = fs.readdirSync(dir).filter(name => name.endsWith('.json'));
    expect(files).toHaveLength(1);
    return path.join(dir, files[0] as string);
  };
  const relaunched = async () => {
    vi.resetModules();
    return (await import('../../plugins/docs-history')).readDocsHistory(docsRoot);
  };

  it('keeps the committed history per commit, so a relaunch reads a file rather than git', async () => {
    const before = history();
    const file = keptFile();
    expect(await relaunched()).toEqual(before);
    // The file is what a relaunch believes: emptied, it says there is no history.
    fs.writeFileSync(file, JSON.stringify({ names: '', records: '' }));
    expect(await relaunched()).toBeNull();
    // A new commit is a new key, read from git, and the only file kept.
    write(`en/${FAQ}`, ENGLISH.replace('Click', 'Press'));
    commit('FAQ: press');
    expect((await relaunched())?.get(`en/${FAQ}`)).toHaveLength(2);
    expect(keptFile()).not.toBe(file);
  });

  it('reads git when the kept file holds anything else', async () => {
    const expected = history();
    const file = keptFile();
    const kept = (text: string) => {
      try {
        const value = JSON.parse(text) as { names?: unknown; records?: unknown } | null;
        return typeof value?.names === 'string' && typeof value.records === 'string';
      } catch {
        return false;
      }
    };
    await fc.assert(
      fc.asyncProperty(
        fc
          .oneof(
            fc.string({ unit: 'binary' }),
            fc.jsonValue().map(value => JSON.stringify(value)),
          )
          .filter(text => !kept(text)),
        async text => {
          fs.writeFileSync(file, text);
          expect(await relaunched()).toEqual(expected);
        },
      ),
      { numRuns: 25 },
    );
  });

  it('reads no history outside a git checkout (a source archive)', () => {
    const archive = fs.mkdtempSync(path.join(os.tmpdir(), 'diglot-archive-'));
    try {
      fs.cpSync(docsRoot, path.join(archive, 'docs'), { recursive: true });
      expect(readDocsHistory(path.join(archive, 'docs'))).toBeNull();
    } finally {
      fs.rmSync(archive, { recursive: true, force: true });
    }
  });
});

describe('reading the log', { timeout: 30_000 }, () => {
  const header = (hash: string, time: number, trailers = '', subject = 's') => `\0${hash}\t${time}\t${trailers}\t${subject}`;
  const diff = (file: string, ...lines: string[]) => [
    `diff --git a/${file} b/${file}`,
    '--- a',
    '+++ b',
    '@@ -1 +1 @@',
    ...lines,
  ];

  it('leaves out changes to translatedFrom lines and blank lines only, and keeps the rest newest first', () => {
    const names = [
      header('c4', 400),
      '',
      'de/y.mdx',
      header('c3', 300),
      '',
      'de/x.mdx',
      header('c2', 200, 'no-translate'),
      '',
      'en/x.mdx',
      header('c1', 100),
      '',
      'de/x.mdx',
      'en/x.mdx',
    ].join('\n');
    const records = [
      header('c4', 400),
      ...diff('de/y.mdx', '-translatedFrom: en@aaaaaaaaaaaa', '+translatedFrom: en@bbbbbbbbbbbb', '+Neuer Absatz'),
      header('c3', 300),
      ...diff('de/x.mdx', '-translatedFrom: en@aaaaaaaaaaaa', '+translatedFrom: en@bbbbbbbbbbbb', '+'),
      header('c1', 100),
      ...diff('de/x.mdx', '+translatedFrom: en@aaaaaaaaaaaa', '+Hallo'),
    ].join('\n');
    const history = parseDocsLog(names, records);
    expect(history.get('de/x.mdx')?.map(c => c.commit)).toEqual(['c1']);
    expect(history.get('de/y.mdx')?.map(c => c.commit)).toEqual(['c4']);
    expect(history.get('en/x.mdx')?.map(c => [c.commit, c.noTranslate])).toEqual([
      ['c2', true],
      ['c1', false],
    ]);
    expect(outdatedReason(history, 'de/x.mdx', 'en/x.mdx')).toBeNull();
    // Without the record-only reading, the stamp in c3 would count.
    expect(
      parseDocsLog(names)
        .get('de/x.mdx')
        ?.map(c => c.commit),
    ).toEqual(['c3', 'c1']);
  });

  it('does not count a waived source change against the translations the waiver names, and only those', () => {
    const log = [header('c2', 200), '', 'en/x.mdx', header('c1', 100), '', 'de/x.mdx', 'fr/x.mdx', 'en/x.mdx'].join('\n');
    const history = parseDocsLog(log);
    const waivers = [{ commit: 'c2', translations: ['de/x.mdx'], why: 'wording only' }];
    expect(outdatedReason(history, 'de/x.mdx', 'en/x.mdx', waivers)).toBeNull();
    expect(outdatedReason(history, 'fr/x.mdx', 'en/x.mdx', waivers)).toContain('c2');
    expect(outdatedReason(history, 'de/x.mdx', 'en/x.mdx')).toContain('c2');
  });

  it('has waivers that name a full commit and translations that exist, each with a reason', () => {
    for (const waiver of TRANSLATION_WAIVERS) {
      expect(waiver.commit).toMatch(/^[0-9a-f]{40}$/);
      expect(waiver.why.length).toBeGreaterThan(40);
      for (const file of waiver.translations) expect(fs.existsSync(path.join(REPO_DOCS, file)), file).toBe(true);
    }
  });

  it('reads the files git status names under the docs folder, skipping the old path of a rename', () => {
    const status = ['M  docs/de/x.mdx', '?? docs/fr/new.mdx', 'R  docs/a.mdx', 'docs/old.mdx', ' M README.md', ''].join('\0');
    expect(pendingFiles(status, 'docs/')).toEqual(['de/x.mdx', 'fr/new.mdx', 'a.mdx']);
    expect(pendingFiles(status, '')).toEqual(['docs/de/x.mdx', 'docs/fr/new.mdx', 'docs/a.mdx', 'README.md']);
  });

  it('reads any git status text without error, naming only paths it holds', () => {
    fc.assert(
      fc.property(fc.array(fc.string({ unit: 'binary' }), { maxLength: 20 }), fc.constantFrom('', 'docs/'), (entries, prefix) => {
        const status = entries.join('\0');
        const files = pendingFiles(status, prefix);
        for (const file of files) expect(status).toContain(prefix + file);
      }),
      { numRuns: 500 },
    );
  });

  it('orders commits made in the same second by their place in the log', () => {
    const log = [header('new', 100), '', 'en/x.mdx', header('old', 100), '', 'de/x.mdx'].join('\n');
    expect(outdatedReason(parseDocsLog(log), 'de/x.mdx', 'en/x.mdx')).toContain('new');
  });

  it('never throws on any text, and knows only the files its logs name', () => {
    const line = fc.oneof(
      fc.string({ unit: 'binary' }),
      fc.tuple(fc.string(), fc.string()).map(([h, t]) => header(h, Number(t.length), t, h)),
      fc.string().map(f => `diff --git a/${f} b/${f}`),
      fc.constantFrom('@@ -1 +1 @@', '+x', '-y', '+translatedFrom: en@aaaaaaaaaaaa', 'Binary files a/x and b/x differ', 'de/x'),
    );
    fc.assert(
      fc.property(fc.array(line, { maxLength: 40 }), fc.array(line, { maxLength: 40 }), (names, records) => {
        const history = parseDocsLog(names.join('\n'), records.join('\n'));
        const lines = names.join('\n').split('\n');
        for (const [file, changes] of history) {
          expect(lines).toContain(file);
          expect(changes.length).toBeGreaterThan(0);
          for (let i = 1; i < changes.length; i++) expect(changes[i - 1]?.time).toBeGreaterThanOrEqual(changes[i]?.time ?? 0);
        }
        expect(() => outdatedReason(history, 'de/x', 'en/x')).not.toThrow();
      }),
      { numRuns: 300 },
    );
  });
});
