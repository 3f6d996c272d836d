import { usePage } from '@rspress/core/runtime';
import type { ComponentType } from 'react';
import { getLocale, isLocaleCode } from '../../../../site/locales';
import { FallbackNotice } from '../../../components/FallbackNotice';
import { isSharedText } from '../../../../rules/fallback';
import { BRAND } from '../../../../site/brand';
import { documentTitle } from '../../../../rules/seo';
import { PageHead } from '../../../components/PageHead';
import { ProductData } from '../../../components/ProductData';
import { useCopy } from '../../useCopy';
import type { Section, SectionsCopy, SectionType } from '../../../../site/marketing/types';
import { SceneBodies, type SceneBody, type SceneName } from '../../scenes';
import '../../marketing.css';

export type SectionComponents = Partial<Record<SectionType, ComponentType<{ section: never; index: number }>>>;

/**
 * A marketing page: its copy is a list of sections, each drawn by the
 * component of its type. The page module passes only the components its
 * copy uses, so no page ships the code of sections it does not have, and
 * the drawings of the scenes on its first screen (`scenes`).
 */
export default function SectionsPage({
  copy,
  components,
  scenes = {},
}: {
  copy: SectionsCopy;
  components: SectionComponents;
  scenes?: Partial<Record<SceneName, SceneBody>>;
}) {
  const { locale, text } = useCopy();
  const { page } = usePage();
  // Pages not yet written in this locale are built from another locale's copy.
  const declared = String(page.frontmatter?.sourceLang ?? '');
  // Text shared by reference (zh-Hans ← zh) is the locale's own.
  const source = getLocale(isLocaleCode(declared) && !isSharedText(locale, declared) ? declared : locale.lang);
  const fallback = source.lang !== locale.lang;
  return (
    <div
      className="dg-m-page"
      lang={fallback ? source.htmlLang : undefined}
      dir={fallback && source.direction !== locale.direction ? source.direction : undefined}
    >
      {fallback ? (
        <div className="dg-m-container dg-m-page__fallback" lang={locale.htmlLang} dir={locale.direction}>
          <FallbackNotice sourceLang={source.lang} />
        </div>
      ) : null}
      <PageHead
        locale={locale}
        title={documentTitle(text(copy.meta.title), BRAND.name)}
        description={text(copy.meta.description)}
      />
      {page.frontmatter?.marketingPage === 'landing' ? (
        <ProductData locale={locale} routePath={page.routePath} description={text(copy.meta.description)} />
      ) : null}
      <SceneBodies.Provider value={scenes}>
        {copy.sections.map((section: Section, index) => {
          const Component = components[section.type];
          if (!Component) throw new Error(`No component for marketing section "${section.type}"`);
          // biome-ignore lint/suspicious/noArrayIndexKey: sections are a fixed list
          return <Component key={index} section={section as never} index={index} />;
        })}
      </SceneBodies.Provider>
    </div>
  );
}
