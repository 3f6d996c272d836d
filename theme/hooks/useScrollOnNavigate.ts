import { useLocation, useNavigationType } from '@rspress/core/runtime';
import { useLayoutEffect } from 'react';

/**
 * After an in-app navigation, scroll to the hash target or to the top.
 * Back and forward keep the browser's own scroll restoration.
 */
export function useScrollOnNavigate(): void {
  const { pathname, hash } = useLocation();
  const type = useNavigationType();
  useLayoutEffect(() => {
    if (type === 'POP') return;
    if (hash.length > 1) {
      const target = document.getElementById(decodeURIComponent(hash.slice(1)));
      if (target) {
        target.scrollIntoView();
        return;
      }
    }
    window.scrollTo(0, 0);
  }, [pathname, hash, type]);
}
