import { usePage } from '@rspress/core/runtime';
import { useT } from '../../hooks/useLocale';
import './index.css';

/** "On this page": headings of levels 2 and 3 (spec §9). */
export const TOC_LEVELS = [2, 3] as const;

export function Toc() {
  const { page } = usePage();
  const t = useT();
  const headings = (page.toc ?? []).filter(h => (TOC_LEVELS as readonly number[]).includes(h.depth));
  if (headings.length === 0) return null;
  return (
    <nav className="dg-toc" aria-labelledby="dg-toc-title">
      <p className="dg-toc__title" id="dg-toc-title">
        {t('docs.onThisPage')}
      </p>
      <ul className="dg-toc__list">
        {headings.map(h => (
          <li key={h.id} className={`dg-toc__item dg-toc__item--${h.depth}`}>
            <a href={`#${h.id}`}>{h.text}</a>
          </li>
        ))}
      </ul>
    </nav>
  );
}
