import { useLocation } from '@rspress/core/runtime';
import { useEffect, useState } from 'react';
import { PROMOS, type PromoConfig } from '../../../site/visitor';
import { resolveNavHref } from '../../../rules/navbar';
import { isPromoVisible } from '../../../rules/visitor';
import { useLocale, useT } from '../../hooks/useLocale';
import { Link } from '../Link';
import './index.css';

/**
 * Date-bound promotional banners (spec §9). Whether one shows depends on
 * the visitor's clock, so it is decided after hydration, never on the server.
 */
export function PromoBanner({ promos = PROMOS }: { promos?: readonly PromoConfig[] }) {
  const t = useT();
  const { lang } = useLocale();
  const { search } = useLocation();
  const [visible, setVisible] = useState<PromoConfig | null>(null);

  useEffect(() => {
    setVisible(promos.find(promo => isPromoVisible(promo, { now: new Date(), lang, search })) ?? null);
  }, [promos, lang, search]);

  if (!visible) return null;
  return (
    <section className="dg-promo" id={visible.id} aria-label={t(visible.content)}>
      <p className="dg-promo__text">{t(visible.content)}</p>
      <Link className="dg-promo__cta" href={resolveNavHref(visible.cta.href, lang)}>
        {t(visible.cta.label)}
      </Link>
    </section>
  );
}
