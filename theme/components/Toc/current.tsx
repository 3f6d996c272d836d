import { usePage } from '@rspress/core/runtime';
import { createContext, type ReactNode, useContext, useEffect, useMemo, useState } from 'react';
import { currentHeading, idOfHash, TOC_LEVELS } from '../../../rules/toc';

export interface TocHeading {
  id: string;
  text: string;
  depth: number;
}

interface TocState {
  headings: readonly TocHeading[];
  /** Id of the section being read, or null before the first heading. */
  current: string | null;
}

const TocContext = createContext<TocState>({ headings: [], current: null });

/** The table of contents and the section being read, for the side list and the phone control. */
export function useToc(): TocState {
  return useContext(TocContext);
}

/** Keys that scroll the page: pressing one means the reader moves on from a followed link. */
const SCROLL_KEYS = new Set(['ArrowDown', 'ArrowUp', 'PageDown', 'PageUp', 'Home', 'End', ' ']);

/**
 * Follows reading: on scroll (one measure per frame, passive listeners, no
 * observers to keep in sync with the headings) it works out which section
 * is being read (rules/toc.ts). Only this provider re-renders, and its
 * children are elements made by its parent, so React updates just the two
 * lists that read the context, never the article.
 */
export function TocProvider({ children }: { children: ReactNode }) {
  const { page } = usePage();
  const headings = useMemo(() => (page.toc ?? []).filter(h => (TOC_LEVELS as readonly number[]).includes(h.depth)), [page.toc]);
  const [current, setCurrent] = useState<string | null>(null);
  const key = headings.map(h => h.id).join('\n');

  useEffect(() => {
    const ids = key ? key.split('\n') : [];
    setCurrent(null);
    if (ids.length === 0) return;
    let frame = 0;
    // The heading a link was followed to, until the reader scrolls on.
    let followed: string | null = idOfHash(window.location.hash) || null;
    const measure = () => {
      frame = 0;
      const elements = ids.map(id => document.getElementById(id));
      const first = elements.find(Boolean);
      // A heading jumped to sits below the navbar (the root's scroll-padding
      // and the heading's scroll-margin add up): the reading line is just under that.
      const root = document.documentElement;
      const margin =
        (first ? Number.parseFloat(getComputedStyle(first).scrollMarginBlockStart) || 0 : 0) +
        (Number.parseFloat(getComputedStyle(root).scrollPaddingBlockStart) || 0);
      const index = currentHeading({
        tops: elements.map(el => (el ? el.getBoundingClientRect().top : Number.POSITIVE_INFINITY)),
        line: margin + 16,
        viewportHeight: window.innerHeight,
        atBottom: Math.ceil(window.scrollY + window.innerHeight) >= root.scrollHeight - 1,
        followed: followed && ids.includes(followed) ? ids.indexOf(followed) : null,
      });
      setCurrent(index >= 0 ? (ids[index] as string) : null);
    };
    const schedule = () => {
      if (!frame) frame = requestAnimationFrame(measure);
    };
    const follow = (id: string) => {
      followed = id;
      schedule();
    };
    const onClick = (event: MouseEvent) => {
      const link = (event.target as Element | null)?.closest?.('a[href^="#"]');
      if (link) follow(idOfHash(link.getAttribute('href') ?? ''));
    };
    const onHashChange = () => follow(idOfHash(window.location.hash));
    const onUserScroll = () => {
      followed = null;
    };
    const onKey = (event: KeyboardEvent) => {
      if (SCROLL_KEYS.has(event.key)) followed = null;
    };
    const passive = { passive: true } as const;
    window.addEventListener('scroll', schedule, passive);
    window.addEventListener('resize', schedule, passive);
    window.addEventListener('hashchange', onHashChange);
    window.addEventListener('wheel', onUserScroll, passive);
    window.addEventListener('touchmove', onUserScroll, passive);
    window.addEventListener('keydown', onKey);
    document.addEventListener('click', onClick);
    schedule();
    return () => {
      cancelAnimationFrame(frame);
      window.removeEventListener('scroll', schedule);
      window.removeEventListener('resize', schedule);
      window.removeEventListener('hashchange', onHashChange);
      window.removeEventListener('wheel', onUserScroll);
      window.removeEventListener('touchmove', onUserScroll);
      window.removeEventListener('keydown', onKey);
      document.removeEventListener('click', onClick);
    };
  }, [key]);

  const value = useMemo(() => ({ headings, current }), [headings, current]);
  return <TocContext.Provider value={value}>{children}</TocContext.Provider>;
}
