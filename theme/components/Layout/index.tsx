import { usePage } from '@rspress/core/runtime';
import { BRAND } from '../../../site/brand';
import { useLocale, useT } from '../../hooks/useLocale';
import { DocLayout } from '../DocLayout';
import { Footer } from '../Footer';
import { Navbar } from '../Navbar';
import { NotFound } from '../NotFound';
import { PageHead } from '../PageHead';
import { MAIN_CONTENT_ID, SkipLink } from '../SkipLink';
import { StringsScript } from '../StringsScript';
import { Content } from '@rspress/core/runtime';
import '../../styles/global.css';

/** Title shown in the tab: the page's own, then the site name. */
export function documentTitle(pageTitle: string | undefined, siteName: string): string {
  const title = pageTitle?.trim();
  return title ? `${title} | ${siteName}` : siteName;
}

function DocHead() {
  const { page } = usePage();
  const locale = useLocale();
  const frontmatter = page.frontmatter ?? {};
  const title = (frontmatter.title as string | undefined) ?? page.title;
  return (
    <PageHead
      locale={locale}
      title={documentTitle(title, BRAND.name)}
      description={(frontmatter.description as string | undefined) ?? page.description}
    />
  );
}

function NotFoundHead() {
  const locale = useLocale();
  const t = useT();
  return <PageHead locale={locale} title={documentTitle(t('notFound.title'), BRAND.name)} />;
}

export function Layout() {
  const { page } = usePage();
  const locale = useLocale();
  const pageType = page.pageType;

  let main: React.ReactNode;
  if (pageType === '404') {
    main = (
      <>
        <NotFoundHead />
        <NotFound />
      </>
    );
  } else if (pageType === 'custom' || pageType === 'blank' || pageType === 'home') {
    main = <Content />;
  } else {
    main = (
      <>
        <DocHead />
        <DocLayout />
      </>
    );
  }

  return (
    <>
      <StringsScript lang={locale.lang} />
      <SkipLink />
      <Navbar />
      <main id={MAIN_CONTENT_ID} className="dg-main" tabIndex={-1}>
        {main}
      </main>
      <Footer />
    </>
  );
}
