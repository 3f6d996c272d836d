import { BRAND } from '../../../../site/brand';
import { PageHead } from '../../../components/PageHead';
import { documentTitle } from '../../../components/Layout';
import { useLocale } from '../../../hooks/useLocale';
import type { BaseCopy } from '../../types';

export default function GenericPage({ copy }: { copy: BaseCopy }) {
  const locale = useLocale();
  return (
    <>
      <PageHead locale={locale} title={documentTitle(copy.meta.title, BRAND.name)} description={copy.meta.description} />
      <section className="dg-generic">
        <h1>{copy.meta.title}</h1>
        <p>{copy.meta.description}</p>
      </section>
    </>
  );
}
