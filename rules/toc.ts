/**
 * Which section of a docs page is being read, for the table of contents
 * (issue 27: the current entry is marked as the reader scrolls or follows
 * a link).
 */

/** Heading levels the table of contents lists (spec §9: levels 2 to 3). */
export const TOC_LEVELS = [2, 3] as const;

export interface ReadingPosition {
  /**
   * Distance from the top of the viewport to each heading's top, in page
   * order (negative once scrolled past).
   */
  tops: readonly number[];
  /** The reading line: a heading at or above it has begun its section. */
  line: number;
  viewportHeight: number;
  /** The page cannot scroll any further down. */
  atBottom: boolean;
  /**
   * The heading the reader jumped to with a link (index), until they
   * scroll on their own; null if none.
   */
  followed: number | null;
}

/**
 * The index of the current heading, or -1 before the first one.
 *
 * - A heading just jumped to is current while it is on screen: near the
 *   end of a page it cannot reach the top, yet it is what was asked for.
 * - Otherwise the last heading at or above the reading line.
 * - At the very bottom, the last heading on screen: the closing sections of
 *   a page never reach the line, and would otherwise never be marked.
 */
export function currentHeading({ tops, line, viewportHeight, atBottom, followed }: ReadingPosition): number {
  const onScreen = (top: number) => top >= 0 && top < viewportHeight;
  if (followed !== null && followed >= 0 && followed < tops.length && onScreen(tops[followed] as number)) return followed;
  let current = -1;
  tops.forEach((top, i) => {
    if (top <= line || (atBottom && top < viewportHeight)) current = i;
  });
  return current;
}

/**
 * How far to scroll a list so that one of its items shows whole, or null
 * when it already does: the smallest move, so a long table of contents
 * follows the reader without jumping about.
 */
export function scrollToShow(item: { top: number; bottom: number }, box: { top: number; bottom: number }): number | null {
  if (item.top < box.top) return item.top - box.top;
  if (item.bottom > box.bottom) return Math.min(item.bottom - box.bottom, item.top - box.top);
  return null;
}

/**
 * The element id a URL fragment names (`#faq` → `faq`, percent-decoded), or
 * '' when there is none or it cannot be decoded. It comes from the address
 * bar and from links: any text at all.
 */
export function idOfHash(hash: string): string {
  const raw = hash.startsWith('#') ? hash.slice(1) : hash;
  try {
    return decodeURIComponent(raw);
  } catch {
    return '';
  }
}
