import { type ReactNode, useEffect, useId, useLayoutEffect, useRef, useState } from 'react';
import { collapseDuration } from '../../../rules/navbar';
import { ChevronDown } from '../Icons';
import './index.css';

const useIsoLayoutEffect = typeof window === 'undefined' ? useEffect : useLayoutEffect;

function prefersReducedMotion(): boolean {
  return typeof window !== 'undefined' && window.matchMedia('(prefers-reduced-motion: reduce)').matches;
}

/**
 * A section of the mobile menu that expands and collapses. The animation
 * takes longer for taller content, and 1 ms under reduced motion.
 */
export function Collapsible({
  label,
  children,
  defaultOpen = false,
  id,
}: {
  label: ReactNode;
  children: ReactNode;
  defaultOpen?: boolean;
  id?: string;
}) {
  const [open, setOpen] = useState(defaultOpen);
  const panel = useRef<HTMLDivElement>(null);
  const panelId = useId();
  const first = useRef(true);

  useEffect(() => {
    if (defaultOpen) setOpen(true);
  }, [defaultOpen]);

  useIsoLayoutEffect(() => {
    const el = panel.current;
    if (!el) return;
    if (first.current) {
      first.current = false;
      return;
    }
    const height = el.scrollHeight;
    const duration = collapseDuration(height, prefersReducedMotion());
    el.style.transitionDuration = `${duration}ms`;
    el.dataset.duration = String(duration);
    if (open) {
      el.hidden = false;
      el.style.blockSize = '0px';
      requestAnimationFrame(() => {
        el.style.blockSize = `${height}px`;
      });
      const done = window.setTimeout(() => {
        el.style.blockSize = '';
      }, duration);
      return () => window.clearTimeout(done);
    }
    el.style.blockSize = `${height}px`;
    requestAnimationFrame(() => {
      el.style.blockSize = '0px';
    });
    const done = window.setTimeout(() => {
      el.hidden = true;
      el.style.blockSize = '';
    }, duration);
    return () => window.clearTimeout(done);
  }, [open]);

  return (
    <div className={['dg-collapsible', open && 'is-open'].filter(Boolean).join(' ')} data-nav-id={id}>
      <button
        type="button"
        className="dg-collapsible__toggle"
        aria-expanded={open}
        aria-controls={panelId}
        onClick={() => setOpen(value => !value)}
      >
        <span>{label}</span>
        <ChevronDown size={16} className="dg-collapsible__chevron" />
      </button>
      <div ref={panel} id={panelId} className="dg-collapsible__panel" hidden={!open}>
        {children}
      </div>
    </div>
  );
}
