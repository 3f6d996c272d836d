import type { SearchItem } from '../../../site/navbar';
import { SearchButton } from '../Search';

export function NavbarSearch({ item }: { item: SearchItem }) {
  return <SearchButton id={item.id} />;
}
