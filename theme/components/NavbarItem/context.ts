import { createContext, useContext } from 'react';

export interface NavbarItemContextValue {
  /** Rendered inside the mobile drawer rather than the desktop bar. */
  mobile: boolean;
  /** Called after an item is chosen (closes the drawer). */
  onNavigate?: () => void;
}

export const NavbarItemContext = createContext<NavbarItemContextValue>({ mobile: false });

export function useNavbarItemContext(): NavbarItemContextValue {
  return useContext(NavbarItemContext);
}
