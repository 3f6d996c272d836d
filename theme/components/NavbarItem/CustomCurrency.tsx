import type { CustomCurrencyItem } from '../../../site/navbar';

/**
 * Reserved slot for a price-currency switcher (spec §2.4 lists the kind
 * without behaviour). It renders an empty, hidden marker so the slot can
 * be styled or filled later without changing the navbar configuration.
 */
export function CustomCurrency({ item }: { item: CustomCurrencyItem }) {
  return <span className="dg-nav-currency" data-nav-id={item.id} hidden />;
}
