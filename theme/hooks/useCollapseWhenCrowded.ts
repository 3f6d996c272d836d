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
    // The bar width at which it last had to tighten. Un-tightening is only
    // tried when the bar grows past it (or the fonts or labels change): the
    // un-tightened layout can measure as fitting for a frame and overflow in
    // the next, and re-deciding on every resize the tightening itself causes
    // made the bar flip between the two states under load.
    let crowdedAt = Infinity;
    const tighten = () => {
      if (!overflows()) return;
      if (!bar.hasAttribute(CROWDED_ATTRIBUTE)) bar.setAttribute(CROWDED_ATTRIBUTE, 'compact');
      // The menu button only if tighter spacing is still not enough.
      if (overflows()) bar.setAttribute(CROWDED_ATTRIBUTE, 'folded');
      crowdedAt = bar.clientWidth;
    };
    const recheck = () => {
      bar.removeAttribute(CROWDED_ATTRIBUTE);
      crowdedAt = Infinity;
      tighten();
    };
    const onResize = () => (bar.clientWidth > crowdedAt ? recheck() : tighten());
    // The bar's width, and each item's: a web font arriving late or a
    // label changing widens an item without resizing the window.
    const observer = new ResizeObserver(onResize);
    for (const element of [bar, list, ...list.children]) observer.observe(element);
    recheck();
    document.fonts?.addEventListener('loadingdone', recheck);
    return () => {
      observer.disconnect();
      document.fonts?.removeEventListener('loadingdone', recheck);
    };
  }, [navbar, items, labelsKey]);
}
