import { useLocation, useNavigationType } from '@rspress/core/runtime';
import { useLayoutEffect } from 'react';
import { idOfHash } from '../../rules/decode';

/**
 * After an in-app navigation, scroll to the hash target or to the top.
 * Back and forward keep the browser's own scroll restoration.
 */
export function useScrollOnNavigate(): void {
  const { pathname, hash } = useLocation();
  const type = useNavigationType();
  useLayoutEffect(() => {
    if (type === 'POP') return;
    const id = idOfHash(hash);
    if (id) {
      const target = document.getElementById(id);
      if (target) {
        target.scrollIntoView();
        return;
      }
    }
    window.scrollTo(0, 0);
  }, [pathname, hash, type]);
}
