import { useEffect, useRef } from 'react';
import { scrollToShow } from '../../../rules/toc';
import { useT } from '../../hooks/useLocale';
import { type TocHeading, useToc } from './current';
import './index.css';

export { TocProvider, useToc } from './current';

/**
 * Scrolls a list's scrolling box (the list or the box around it) so its
 * current entry shows; the page itself never moves.
 */
function useCurrentInView(list: React.RefObject<HTMLElement | null>, current: string | null) {
  useEffect(() => {
    const link = current ? list.current?.querySelector<HTMLElement>('[aria-current="location"]') : null;
    const nav = list.current?.closest('nav');
    // A hidden list (the other of the two) has no height and scrolls nothing.
    const box = [list.current, nav, nav?.parentElement].find(el => el && el.scrollHeight > el.clientHeight + 1);
    if (!link || !box) return;
    const delta = scrollToShow(link.getBoundingClientRect(), box.getBoundingClientRect());
    if (delta !== null) box.scrollTop += delta;
  }, [list, current]);
}

/** The headings of levels 2 and 3, the one being read marked `aria-current="location"`. */
export function TocList({
  headings,
  current,
  onChoose,
}: {
  headings: readonly TocHeading[];
  current: string | null;
  onChoose?: () => void;
}) {
  const list = useRef<HTMLUListElement>(null);
  useCurrentInView(list, current);
  return (
    <ul className="dg-toc__list" ref={list}>
      {headings.map(h => (
        <li key={h.id} className={`dg-toc__item dg-toc__item--${h.depth}`}>
          <a href={`#${h.id}`} aria-current={h.id === current ? 'location' : undefined} onClick={onChoose}>
            {h.text}
          </a>
        </li>
      ))}
    </ul>
  );
}

/** "On this page" beside the article, on wide screens (spec §9). */
export function Toc() {
  const { headings, current } = useToc();
  const t = useT();
  if (headings.length === 0) return null;
  return (
    <nav className="dg-toc" aria-labelledby="dg-toc-title">
      <p className="dg-toc__title" id="dg-toc-title">
        {t('docs.onThisPage')}
      </p>
      <TocList headings={headings} current={current} />
    </nav>
  );
}
