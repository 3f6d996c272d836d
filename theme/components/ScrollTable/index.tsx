import type { ReactNode } from 'react';
import { useT } from '../../hooks/useLocale';
import './index.css';

/**
 * Wraps a table that may be wider than the screen. The wrapper scrolls on its
 * own, so it must be reachable by keyboard (tabindex) and named (region label)
 * or keyboard users could never read the hidden columns.
 */
export function ScrollTable({ className, label, children }: { className?: string; label?: string; children: ReactNode }) {
  const t = useT();
  return (
    // biome-ignore lint/a11y/noNoninteractiveTabindex: a scrolling region needs a tab stop; a group, not a landmark, so several tables on one page do not compete
    <div
      className={['dg-table-wrap', className].filter(Boolean).join(' ')}
      role="group"
      aria-label={label ?? t('a11y.scrollableTable')}
      tabIndex={0}
    >
      {children}
    </div>
  );
}
