import { usePage } from '@rspress/core/runtime';
import drafts from 'virtual-diglot-drafts';
import outdated from 'virtual-diglot-outdated';
import { getLocale, isLocaleCode } from '../../../site/locales';
import { CONVERTED_FROM, isSharedText, saysEnglishPrevails, sourceLangOfFile } from '../../../rules/fallback';
import { docIdOfSourceFile, LEGAL_DOC_IDS } from '../../../site/routes';
import { useLocale } from '../../hooks/useLocale';
import { Breadcrumbs } from '../Breadcrumbs';
import { DocContent } from '../DocContent';
import { DraftNotice } from '../DraftNotice';
import { FallbackNotice } from '../FallbackNotice';
import { PrevNext } from '../PrevNext';
import { Sidebar } from '../Sidebar';
import { MAIN_CONTENT_ID } from '../SkipLink';
import { Toc, TocProvider } from '../Toc';
import { TocMenu } from '../TocMenu';
import { TranslationNotice } from '../TranslationNotice';
import './index.css';

/** Sidebar, article, table of contents. */
export function DocLayout() {
  const { page } = usePage();
  const locale = useLocale();
  // A page converted at build time (zh → zh-TW) lives outside the docs
  // folder; its frontmatter names the locale it came from.
  const marked = String(page.frontmatter?.[CONVERTED_FROM] ?? '');
  const convertedFrom = isLocaleCode(marked) ? marked : null;
  const fileLang = convertedFrom ?? sourceLangOfFile(page.pagePath ?? '', isLocaleCode) ?? locale.lang;
  // Text shared by reference (zh-Hans ← zh) is the locale's own, and so is
  // converted text: it is in the locale's script, only not yet reviewed.
  const sourceLang = convertedFrom || isSharedText(locale, fileLang) ? locale.lang : fileLang;
  const fallback = sourceLang !== locale.lang;
  const source = getLocale(sourceLang);
  const file = (page.pagePath ?? '').replace(/^\.?\//, '');
  const outdatedFrom = fallback ? undefined : outdated[file];
  const legal = saysEnglishPrevails(docIdOfSourceFile(file), sourceLang, LEGAL_DOC_IDS);
  return (
    <TocProvider>
      <div className="dg-doc-layout">
        <div className="dg-doc-layout__sidebar">
          <Sidebar />
        </div>
        <div className="dg-doc-layout__main">
          <Breadcrumbs />
          {fallback ? <FallbackNotice sourceLang={sourceLang} /> : null}
          {convertedFrom ? <FallbackNotice sourceLang={convertedFrom} converted /> : null}
          {outdatedFrom ? <TranslationNotice kind="outdated" sourceLang={outdatedFrom} /> : null}
          {legal ? <TranslationNotice kind="legal" sourceLang="en" /> : null}
          <TocMenu />
          {/* The skip link's target: past the sidebar, breadcrumbs and notices, to the page's first heading. */}
          <article
            id={MAIN_CONTENT_ID}
            tabIndex={-1}
            className="dg-doc"
            lang={fallback ? source.htmlLang : undefined}
            dir={fallback && source.direction !== locale.direction ? source.direction : undefined}
            data-search-root=""
          >
            {/* The file's own locale, so its links are moved into this one. */}
            <DocContent sourceLang={fileLang} />
            {drafts.includes(file) ? <DraftNotice /> : null}
          </article>
          <PrevNext />
        </div>
        <div className="dg-doc-layout__toc">
          <Toc />
        </div>
      </div>
    </TocProvider>
  );
}
