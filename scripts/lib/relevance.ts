/**
 * Relevance of a search engine over the query set (tests/relevance/queries.ts):
 * hit@1 and hit@3 (the share of queries with an answering page first, or
 * among the first three) and MRR (the mean of 1 / rank of the first
 * answering page, 0 when none is in the first ten).
 */
import fs from 'node:fs';
import path from 'node:path';
import { type IndexMeta, queryTermsOf, rankPages, readMeta, readShard, shardOf } from '../../rules/search-index';
import { withLocale } from '../../rules/url';
import { docsPath } from '../../site/routes';
import type { LocaleCode } from '../../site/locales';
import type { RelevanceQuery } from '../../tests/relevance/queries';

export interface Relevance {
  hit1: number;
  hit3: number;
  mrr: number;
  /** Per query: the rank of its first answer (1-based), or null. */
  ranks: Array<{ lang: string; query: string; rank: number | null }>;
}

/** Page URL paths, best first (at most ten). */
export type Ranker = (lang: LocaleCode, query: string) => Promise<string[]> | string[];

export function answerUrls(query: RelevanceQuery): string[] {
  return query.answers.map(id => withLocale(docsPath(id), query.lang));
}

export async function relevance(queries: readonly RelevanceQuery[], rank: Ranker): Promise<Relevance> {
  const ranks: Relevance['ranks'] = [];
  for (const query of queries) {
    const urls = (await rank(query.lang, query.query)).slice(0, 10);
    const answers = new Set(answerUrls(query));
    const at = urls.findIndex(url => answers.has(url));
    ranks.push({ lang: query.lang, query: query.query, rank: at === -1 ? null : at + 1 });
  }
  const share = (test: (rank: number | null) => boolean) => ranks.filter(r => test(r.rank)).length / ranks.length;
  return {
    hit1: share(rank => rank === 1),
    hit3: share(rank => rank !== null && rank <= 3),
    mrr: ranks.reduce((sum, r) => sum + (r.rank ? 1 / r.rank : 0), 0) / ranks.length,
    ranks,
  };
}

/** Our engine over a built site's index files, read from disk (`doc_build` by default). */
export function ourRanker(out: string): Ranker {
  const config = JSON.parse(fs.readFileSync(path.join(out, 'search-config.json'), 'utf8')) as {
    localIndex: Record<string, string>;
  };
  const metas = new Map<string, IndexMeta>();
  const shards = new Map<string, Map<string, number[]>>();
  const dirOf = (lang: string) => path.join(out, 'static', 'search', lang, config.localIndex[lang] ?? '');
  const read = (lang: string, file: string) => JSON.parse(fs.readFileSync(path.join(dirOf(lang), file), 'utf8')) as unknown;
  return (lang, query) => {
    let meta = metas.get(lang);
    if (!meta) {
      meta = readMeta(read(lang, 'meta.json')) as IndexMeta;
      metas.set(lang, meta);
    }
    const terms = queryTermsOf(query);
    const loaded = new Map<number, Map<string, number[]>>();
    for (const term of terms) {
      const n = shardOf(term, meta.shards);
      const key = `${lang}/${n}`;
      let shard = shards.get(key);
      if (!shard) {
        shard = readShard(read(lang, `s${n}.json`), meta.kinds.length) ?? new Map();
        shards.set(key, shard);
      }
      loaded.set(n, shard);
    }
    const m = meta;
    return rankPages(m, terms, loaded)
      .slice(0, 10)
      .map(ranked => (m.pages[ranked.page] as IndexMeta['pages'][number])[0]);
  };
}
