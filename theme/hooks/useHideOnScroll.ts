import { useLocation } from '@rspress/core/runtime';
import { type RefObject, useEffect, useRef, useState } from 'react';
import { idOfHash } from '../../rules/decode';
import { nextNavbarScrollState, type ScrollState } from '../../rules/navbar';

/**
 * Where the bar sits before it sticks: below what precedes it in the flow
 * (the announcement bar). Hidden above that point, a translated bar would
 * leave a sliver of itself on screen.
 */
function stuckAt(bar: HTMLElement): number {
  let top = bar.parentElement ? bar.parentElement.getBoundingClientRect().top + window.scrollY : 0;
  for (let el = bar.previousElementSibling; el; el = el.previousElementSibling) {
    const position = getComputedStyle(el).position;
    if (position !== 'fixed' && position !== 'absolute') top += (el as HTMLElement).offsetHeight;
  }
  return top;
}

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
    const id = idOfHash(hash);
    const target = id ? document.getElementById(id) : null;
    const targetTop = (target?.getBoundingClientRect().top ?? 0) + window.scrollY;
    // The jump leaves the target below the bar (scroll-padding): hide only
    // if the bar will then be stuck to the top, not still in the flow.
    const bar = navbar.current;
    const toHash = Boolean(target) && targetTop > navbarHeight && (!bar || targetTop - navbarHeight - 16 >= stuckAt(bar));
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
      const bar = navbar.current;
      let next = nextNavbarScrollState(state.current, y, bar?.offsetHeight ?? 60);
      if (next.hidden && bar && y < stuckAt(bar)) next = { ...next, hidden: false };
      state.current = next;
      setHidden(next.hidden);
    };
    window.addEventListener('scroll', onScroll, { passive: true });
    return () => window.removeEventListener('scroll', onScroll);
  }, [enabled, navbar]);

  return enabled && hidden;
}
