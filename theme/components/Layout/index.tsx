import { Content, useHead, useLocation, usePage } from '@rspress/core/runtime';
import { Suspense, useEffect } from 'react';
import { BRAND } from '../../../site/brand';
import { DOCS_VERSION } from '../../../site/docs-version';
import { SEARCH_META } from '../../../site/search';
import { useLocale, useT } from '../../hooks/useLocale';
import { useScrollOnNavigate } from '../../hooks/useScrollOnNavigate';
import { startSiteScript } from '../../visitor/siteScript';
import { AnnouncementBar } from '../AnnouncementBar';
import { DocLayout } from '../DocLayout/chrome';
import { ErrorBoundary, PageCrash } from '../ErrorBoundary';
import { Footer } from '../Footer';
import { Navbar } from '../Navbar';
import { NotFound } from '../NotFound';
import { PageHead } from '../PageHead';
import { PromoBanner } from '../PromoBanner';
import { RouteProgress } from '../RouteProgress';
import { SiteNotices } from '../SiteNotices';
import { MAIN_CONTENT_ID, SkipLink } from '../SkipLink';
import { PARSED_MARK_ID } from './parsed-mark';
import { StringsScript } from '../StringsScript';
import '../../styles/global.css';

/** Title shown in the tab: the page's own, then the site name. */
import { documentTitle } from '../../../rules/seo';

export { documentTitle };

function DocHead() {
  const { page } = usePage();
  const locale = useLocale();
  const t = useT();
  const frontmatter = page.frontmatter ?? {};
  const title = (frontmatter.title as string | undefined) ?? page.title;
  // Facets of the DocSearch crawler (see deploy/docsearch-crawler.ts).
  useHead({
    meta: [
      { name: SEARCH_META.language, content: locale.lang },
      { name: SEARCH_META.version, content: DOCS_VERSION.name },
    ],
  });
  return (
    <PageHead
      locale={locale}
      title={title ? t('docs.pageTitle', { title }) : BRAND.name}
      description={(frontmatter.description as string | undefined) ?? page.description}
    />
  );
}

function NotFoundHead() {
  const locale = useLocale();
  const t = useT();
  return <PageHead locale={locale} title={documentTitle(t('notFound.title'), BRAND.name)} />;
}

/** Page types drawn without the docs frame; every other page is a doc. */
const FRAMELESS = ['404', 'custom', 'blank', 'home'];

function PageContent({ pageType }: { pageType: string }) {
  if (pageType === '404') {
    return (
      <>
        <NotFoundHead />
        <NotFound />
      </>
    );
  }
  if (pageType === 'custom' || pageType === 'blank' || pageType === 'home') return <Content />;
  return (
    <>
      <DocHead />
      {/* Loaded with the route, so this only waits if a page outside /docs/ is a doc. */}
      <Suspense fallback={null}>
        <DocLayout />
      </Suspense>
    </>
  );
}

export function Layout() {
  const { page } = usePage();
  const locale = useLocale();
  const { pathname } = useLocation();
  useScrollOnNavigate();
  useEffect(() => {
    // Marks the page interactive (handy for tests and for CSS that needs JS).
    document.documentElement.dataset.hydrated = 'true';
    return startSiteScript();
  }, []);

  return (
    <>
      <StringsScript lang={locale.lang} />
      <SkipLink />
      <SiteNotices />
      <AnnouncementBar />
      <Navbar />
      <PromoBanner />
      <RouteProgress />
      {/* The skip link lands here, or in a doc's article (DocLayout), past the sidebar. */}
      <main
        id={FRAMELESS.includes(page.pageType) ? MAIN_CONTENT_ID : undefined}
        className="dg-main"
        tabIndex={FRAMELESS.includes(page.pageType) ? -1 : undefined}
      >
        <ErrorBoundary resetKey={pathname} fallback={(error, retry) => <PageCrash error={error} retry={retry} />}>
          <PageContent pageType={page.pageType} />
        </ErrorBoundary>
      </main>
      {/* The browser holds its first paint until the parser reaches this (see PARSED_MARK_ID). */}
      <div id={PARSED_MARK_ID} hidden />
      <Footer />
    </>
  );
}
