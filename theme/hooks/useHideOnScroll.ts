import { useLocation } from '@rspress/core/runtime';
import { type RefObject, useEffect, useRef, useState } from 'react';
import { nextNavbarScrollState, type ScrollState } from '../../rules/navbar';

/**
 * Hide-on-scroll for the navbar: hidden while scrolling down past its own
 * height, shown when scrolling up, at the top and after navigation;
 * navigating to a hash target hides it so the target is not covered.
 */
export function useHideOnScroll(enabled: boolean, navbar: RefObject<HTMLElement | null>): boolean {
  const [hidden, setHidden] = useState(false);
  const state = useRef<ScrollState>({ hidden: false, lastY: 0 });
  const ignoreUntil = useRef(0);
  const { pathname, hash } = useLocation();

  useEffect(() => {
    if (!enabled) return;
    // Hide only for a target that exists below the navbar: at the top of
    // the page there would be no way to scroll it back into view.
    const navbarHeight = navbar.current?.offsetHeight ?? 60;
    const target = hash.length > 1 ? document.getElementById(decodeURIComponent(hash.slice(1))) : null;
    const toHash = Boolean(target) && (target?.getBoundingClientRect().top ?? 0) + window.scrollY > navbarHeight;
    state.current = { hidden: toHash, lastY: window.scrollY };
    setHidden(toHash);
    // The jump to the target scrolls; that scroll must not undo this.
    ignoreUntil.current = toHash ? performance.now() + 300 : 0;
  }, [enabled, pathname, hash, navbar]);

  useEffect(() => {
    if (!enabled) return;
    const onScroll = () => {
      const y = window.scrollY;
      if (performance.now() < ignoreUntil.current) {
        state.current = { ...state.current, lastY: y };
        return;
      }
      const next = nextNavbarScrollState(state.current, y, navbar.current?.offsetHeight ?? 60);
      state.current = next;
      setHidden(next.hidden);
    };
    window.addEventListener('scroll', onScroll, { passive: true });
    return () => window.removeEventListener('scroll', onScroll);
  }, [enabled, navbar]);

  return enabled && hidden;
}
