import { type ReactNode, useCallback, useEffect, useId, useRef, useState } from 'react';
import { ChevronDown } from '../Icons';
import './index.css';

export interface DropdownProps {
  /** Visible content of the toggle button. */
  label: ReactNode;
  /** Accessible name when the visible label is not enough (e.g. an icon). */
  ariaLabel?: string;
  children: (close: () => void) => ReactNode;
  align?: 'start' | 'end';
  className?: string;
  toggleClassName?: string;
  id?: string;
}

/**
 * A disclosure dropdown for the desktop navbar: the button toggles it
 * (pointer, Enter or Space); Escape closes it and returns focus to the
 * button; a click, touch or focus outside closes it; choosing an item
 * closes it.
 */
export function Dropdown({ label, ariaLabel, children, align = 'start', className, toggleClassName, id }: DropdownProps) {
  const [open, setOpen] = useState(false);
  const root = useRef<HTMLDivElement>(null);
  const toggle = useRef<HTMLButtonElement>(null);
  const menuId = useId();
  const close = useCallback(() => setOpen(false), []);

  useEffect(() => {
    if (!open) return;
    const onOutside = (event: Event) => {
      if (root.current && !root.current.contains(event.target as Node)) setOpen(false);
    };
    const onKey = (event: KeyboardEvent) => {
      if (event.key === 'Escape') {
        setOpen(false);
        toggle.current?.focus();
      }
    };
    document.addEventListener('mousedown', onOutside);
    document.addEventListener('touchstart', onOutside, { passive: true });
    document.addEventListener('focusin', onOutside);
    document.addEventListener('keydown', onKey);
    return () => {
      document.removeEventListener('mousedown', onOutside);
      document.removeEventListener('touchstart', onOutside);
      document.removeEventListener('focusin', onOutside);
      document.removeEventListener('keydown', onKey);
    };
  }, [open]);

  return (
    <div ref={root} className={['dg-dropdown', open && 'is-open', className].filter(Boolean).join(' ')} data-nav-id={id}>
      <button
        ref={toggle}
        type="button"
        className={['dg-dropdown__toggle', toggleClassName].filter(Boolean).join(' ')}
        aria-expanded={open}
        aria-controls={menuId}
        aria-label={ariaLabel}
        onClick={() => setOpen(value => !value)}
      >
        {label}
        <ChevronDown size={14} className="dg-dropdown__chevron" />
      </button>
      <div id={menuId} className={`dg-dropdown__menu dg-dropdown__menu--${align}`} hidden={!open}>
        {children(close)}
      </div>
    </div>
  );
}
