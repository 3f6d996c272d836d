import { Component, type ComponentType, type ErrorInfo, type ReactNode } from 'react';
import type { NavbarItem as NavbarItemConfig } from '../../../site/navbar';
import { pickNavbarComponent } from '../../../rules/navbar';
import { NavbarItemContext, useNavbarItemContext } from './context';
import { CustomCurrency } from './CustomCurrency';
import { DocLink } from './DocLink';
import { DocSidebarLink } from './DocSidebarLink';
import { DocsVersionDropdown } from './DocsVersionDropdown';
import { DocsVersionLink } from './DocsVersionLink';
import { LocaleDropdown } from './LocaleDropdown';
import { NavbarDropdown } from './NavbarDropdown';
import { NavbarHtml } from './NavbarHtml';
import { NavbarLink } from './NavbarLink';
import { NavbarSearch } from './NavbarSearch';

export { NavbarItemContext };

type ItemProps = { item: never; mobile: boolean };

/** One component per item kind (spec §2.4). */
export const NAVBAR_ITEM_COMPONENTS: Readonly<Record<NavbarItemConfig['type'], ComponentType<ItemProps>>> = {
  link: NavbarLink as ComponentType<ItemProps>,
  dropdown: NavbarDropdown as ComponentType<ItemProps>,
  localeDropdown: LocaleDropdown as ComponentType<ItemProps>,
  search: NavbarSearch as ComponentType<ItemProps>,
  html: NavbarHtml as ComponentType<ItemProps>,
  doc: DocLink as ComponentType<ItemProps>,
  docSidebar: DocSidebarLink as ComponentType<ItemProps>,
  docsVersion: DocsVersionLink as ComponentType<ItemProps>,
  docsVersionDropdown: DocsVersionDropdown as ComponentType<ItemProps>,
  'custom-currency': CustomCurrency as ComponentType<ItemProps>,
};

/** Keeps one broken item from taking the whole navbar down. */
class NavbarItemBoundary extends Component<{ item: NavbarItemConfig; children: ReactNode }, { failed: boolean }> {
  state = { failed: false };

  static getDerivedStateFromError() {
    return { failed: true };
  }

  componentDidCatch(error: Error, info: ErrorInfo) {
    console.error(
      `Navbar item failed to render: ${error.message}\nItem configuration: ${JSON.stringify(this.props.item)}`,
      info.componentStack ?? '',
    );
  }

  render() {
    return this.state.failed ? null : this.props.children;
  }
}

function Dispatch({ item }: { item: NavbarItemConfig }) {
  const { mobile } = useNavbarItemContext();
  const ItemComponent = pickNavbarComponent(NAVBAR_ITEM_COMPONENTS, item.type);
  return <ItemComponent item={item as never} mobile={mobile} />;
}

export function NavbarItem({ item }: { item: NavbarItemConfig }) {
  return (
    <NavbarItemBoundary item={item}>
      <Dispatch item={item} />
    </NavbarItemBoundary>
  );
}
