import { useEffect, useRef, useState } from 'react';
import { BRAND } from '../../../../site/brand';
import { SEARCH_LIMITS } from '../../../../site/search';
import { type DocSearchHit, groupHits } from '../../../../rules/search';
import { capQuery, SEARCH_MAX_LENGTH } from '../../../../rules/search-shortcuts';
import { documentTitle } from '../../../../rules/seo';
import { Link } from '../../../components/Link';
import { PageHead } from '../../../components/PageHead';
import { useLocale, useT } from '../../../hooks/useLocale';
import type { Section, SectionsCopy } from '../../../../site/marketing/types';
import { useCopy } from '../../useCopy';
import type { SectionComponents } from '../SectionsPage';
import '../../marketing.css';
import './index.css';

type Status = 'idle' | 'loading' | 'done' | 'error';

function readQuery(): string {
  return capQuery(new URLSearchParams(window.location.search).get('q') ?? '');
}

/**
 * The full results page (`/<lang>/search/?q=…`): reads the query from the
 * URL, keeps the URL in step as the query changes, and lists every result
 * with the count, using the same backend as the dialog.
 */
export default function SearchResults({ copy, components }: { copy: SectionsCopy; components: SectionComponents }) {
  const t = useT();
  const locale = useLocale();
  const { text } = useCopy();
  const [query, setQuery] = useState('');
  const [hits, setHits] = useState<DocSearchHit[]>([]);
  const [total, setTotal] = useState(0);
  const [page, setPage] = useState(0);
  const [status, setStatus] = useState<Status>('idle');
  const [ready, setReady] = useState(false);
  const latest = useRef(0);

  useEffect(() => {
    setQuery(readQuery());
    setReady(true);
    const onPop = () => setQuery(readQuery());
    window.addEventListener('popstate', onPop);
    return () => window.removeEventListener('popstate', onPop);
  }, []);

  useEffect(() => {
    // Until the URL has been read, the empty initial query must not erase it.
    if (!ready) return;
    const url = new URL(window.location.href);
    if (query) url.searchParams.set('q', query);
    else url.searchParams.delete('q');
    if (url.href !== window.location.href) window.history.replaceState(window.history.state, '', url);
    const trimmed = query.trim();
    if (!trimmed) {
      setHits([]);
      setTotal(0);
      setStatus('idle');
      return;
    }
    const call = ++latest.current;
    setStatus('loading');
    const timer = window.setTimeout(async () => {
      try {
        const { searchDocs } = await import('../../../search/engine');
        const result = await searchDocs(locale.lang, trimmed, 0);
        if (call !== latest.current) return;
        setHits(result.hits);
        setTotal(result.nbHits);
        setPage(0);
        setStatus('done');
      } catch {
        if (call === latest.current) setStatus('error');
      }
    }, 150);
    return () => window.clearTimeout(timer);
  }, [query, locale.lang, ready]);

  const loadMore = async () => {
    const { searchDocs } = await import('../../../search/engine');
    const next = page + 1;
    const result = await searchDocs(locale.lang, query.trim(), next);
    setHits(current => [...current, ...result.hits]);
    setPage(next);
  };

  const groups = groupHits(hits, Number.POSITIVE_INFINITY);

  return (
    <div className="dg-search-page">
      <PageHead
        locale={locale}
        title={documentTitle(text(copy.meta.title), BRAND.name)}
        description={text(copy.meta.description)}
      />
      <h1 className="dg-search-page__title">{t('search.pageTitle')}</h1>
      <form className="dg-search-page__form" role="search" onSubmit={event => event.preventDefault()}>
        <label className="dg-visually-hidden" htmlFor="dg-search-page-input">
          {t('search.inputLabel')}
        </label>
        <input
          id="dg-search-page-input"
          type="search"
          className="dg-search-page__input"
          value={query}
          maxLength={SEARCH_MAX_LENGTH}
          placeholder={t('search.placeholder')}
          autoComplete="off"
          onChange={event => setQuery(capQuery(event.target.value))}
        />
        <button type="submit" className="dg-button dg-button--primary">
          {t('search.button')}
        </button>
      </form>
      <p className="dg-search-page__status" role="status" aria-live="polite">
        {status === 'idle' && t('search.pageEmpty')}
        {status === 'loading' && t('search.loading')}
        {status === 'error' && `${t('search.errorTitle')} ${t('search.errorHelp')}`}
        {status === 'done' && total > 0 && t('search.pageCount', { count: total, query: query.trim() })}
        {status === 'done' && total === 0 && `${t('search.noResults')} “${query.trim()}”`}
      </p>
      {status === 'done' && total === 0 ? (
        <p className="dg-search-page__missing">
          {t('search.reportMissing')}{' '}
          <Link href={`${BRAND.urls.feedback}/?search=${encodeURIComponent(query.trim())}`}>{t('search.reportLink')}</Link>
        </p>
      ) : null}
      {[...groups.entries()].map(([group, items]) => (
        <section key={group} className="dg-search-page__group" aria-label={group}>
          <h2 className="dg-search-page__group-title">{group}</h2>
          <ol className="dg-search-page__list">
            {items.map(hit => (
              <li key={hit.objectID} className={`dg-search-page__hit dg-search-page__hit--${hit.type}`}>
                <Link href={hit.url} className="dg-search-page__link">
                  <span
                    className="dg-search-page__hit-title"
                    // biome-ignore lint/security/noDangerouslySetInnerHtml: escaped by `highlight`, only <mark> added
                    dangerouslySetInnerHTML={{
                      __html:
                        hit.type === 'content'
                          ? hit._highlightResult.hierarchy[lastLevel(hit)].value
                          : hit._highlightResult.hierarchy[hit.type as 'lvl1'].value,
                    }}
                  />
                  {hit.type === 'content' && hit._snippetResult.content ? (
                    <span
                      className="dg-search-page__snippet"
                      // biome-ignore lint/security/noDangerouslySetInnerHtml: escaped by `highlight`
                      dangerouslySetInnerHTML={{ __html: hit._snippetResult.content.value }}
                    />
                  ) : null}
                  <span className="dg-search-page__path">
                    {[hit.hierarchy.lvl1, hit.hierarchy.lvl2, hit.hierarchy.lvl3].filter(Boolean).join(' › ')}
                  </span>
                </Link>
              </li>
            ))}
          </ol>
        </section>
      ))}
      {status === 'idle' ? (
        // Before a search: popular topics and tips, written per locale.
        <div className="dg-search-page__suggestions">
          {copy.sections.map((section: Section, index) => {
            const Component = components[section.type];
            if (!Component) throw new Error(`No component for marketing section "${section.type}"`);
            // biome-ignore lint/suspicious/noArrayIndexKey: sections are a fixed list
            return <Component key={index} section={section as never} index={index} />;
          })}
        </div>
      ) : null}
      {status === 'done' && hits.length < total ? (
        <button type="button" className="dg-button dg-button--secondary dg-search-page__more" onClick={loadMore}>
          {t('search.loadMore', { count: Math.min(SEARCH_LIMITS.hitsPerPage, total - hits.length) })}
        </button>
      ) : null}
    </div>
  );
}

function lastLevel(hit: DocSearchHit): 'lvl1' | 'lvl2' | 'lvl3' | 'lvl4' | 'lvl5' | 'lvl6' {
  for (const level of ['lvl6', 'lvl5', 'lvl4', 'lvl3', 'lvl2'] as const) if (hit.hierarchy[level]) return level;
  return 'lvl1';
}
