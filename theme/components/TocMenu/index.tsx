import { useEffect, useRef, useState } from 'react';
import { useT } from '../../hooks/useLocale';
import { TocList, useToc } from '../Toc';
import './index.css';

/**
 * "On this page" at the top of the article where the side list does not
 * fit (phones, narrow windows). A native disclosure (<details>): it opens
 * and closes without script, and assistive technology announces its state;
 * the script closes it when a heading is chosen, on Escape (focus back on
 * the control) and on a press outside it.
 */
export function TocMenu() {
  const { headings, current } = useToc();
  const t = useT();
  const details = useRef<HTMLDetailsElement>(null);
  const [open, setOpen] = useState(false);

  useEffect(() => {
    if (!open) return;
    const close = (focus: boolean) => {
      const element = details.current;
      if (!element) return;
      element.open = false;
      if (focus) element.querySelector('summary')?.focus();
    };
    const onKey = (event: KeyboardEvent) => {
      if (event.key === 'Escape') close(Boolean(details.current?.contains(document.activeElement)));
    };
    const onPointer = (event: PointerEvent) => {
      if (!details.current?.contains(event.target as Node)) close(false);
    };
    document.addEventListener('keydown', onKey);
    document.addEventListener('pointerdown', onPointer);
    return () => {
      document.removeEventListener('keydown', onKey);
      document.removeEventListener('pointerdown', onPointer);
    };
  }, [open]);

  if (headings.length === 0) return null;
  return (
    <details className="dg-toc-menu" ref={details} onToggle={event => setOpen(event.currentTarget.open)}>
      <summary className="dg-toc-menu__summary">{t('docs.onThisPage')}</summary>
      {/* Not a second navigation landmark: the side list is that, under the same name. */}
      <div className="dg-toc-menu__panel">
        <TocList
          headings={headings}
          current={current}
          onChoose={() => {
            // The link's own jump moves the reader (and the focus start) to the heading.
            if (details.current) details.current.open = false;
          }}
        />
      </div>
    </details>
  );
}
