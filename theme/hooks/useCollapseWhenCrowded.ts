import { type RefObject, useLayoutEffect } from 'react';

/** The attribute the navbar's CSS reads to fold its items into the menu button. */
export const CROWDED_ATTRIBUTE = 'data-crowded';

/**
 * Tightens the navbar, then folds it into its menu button, when the left
 * items do not fit on one line. A width breakpoint cannot know this: "Mon compte" and
 * "Ferramentas" need 100–170 px more at 1280 px than the Japanese labels do.
 * The check un-folds, measures and folds again in one synchronous pass, so
 * nothing is painted in between.
 */
export function useCollapseWhenCrowded(
  navbar: RefObject<HTMLElement | null>,
  items: RefObject<HTMLElement | null>,
  labelsKey: string,
): void {
  useLayoutEffect(() => {
    const bar = navbar.current;
    const list = items.current;
    if (!bar || !list || typeof ResizeObserver === 'undefined') return;
    // A list hidden by the phone layout measures 0 and is never crowded.
    const overflows = () => list.scrollWidth > list.clientWidth + 1;
    const check = () => {
      bar.removeAttribute(CROWDED_ATTRIBUTE);
      if (!overflows()) return;
      // First tighter spacing and icon-only locale and search buttons;
      // the menu button only if that is still not enough.
      bar.setAttribute(CROWDED_ATTRIBUTE, 'compact');
      if (overflows()) bar.setAttribute(CROWDED_ATTRIBUTE, 'folded');
    };
    // The bar's width, and each item's: a web font arriving late or a
    // label changing widens an item without resizing the window.
    const observer = new ResizeObserver(check);
    for (const element of [bar, list, ...list.children]) observer.observe(element);
    check();
    document.fonts?.addEventListener('loadingdone', check);
    return () => {
      observer.disconnect();
      document.fonts?.removeEventListener('loadingdone', check);
    };
  }, [navbar, items, labelsKey]);
}
