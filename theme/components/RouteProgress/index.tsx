import { useSyncExternalStore } from 'react';
import { PROGRESS_DELAY_MS } from '../../../site/visitor';
import './index.css';

/**
 * A thin progress bar for in-app navigations that take longer than 200 ms
 * (spec §2.6); quick ones show nothing, and there is no spinner.
 */
let active = false;
const listeners = new Set<() => void>();
const emit = () => {
  for (const listener of listeners) listener();
};

/** Starts timing a navigation; call the returned function when it is done. */
export function trackNavigation(delay = PROGRESS_DELAY_MS): () => void {
  const timer = window.setTimeout(() => {
    active = true;
    emit();
  }, delay);
  return () => {
    window.clearTimeout(timer);
    if (active) {
      active = false;
      emit();
    }
  };
}

export function RouteProgress() {
  const shown = useSyncExternalStore(
    listener => {
      listeners.add(listener);
      return () => listeners.delete(listener);
    },
    () => active,
    () => false,
  );
  return shown ? <div className="dg-progress" role="progressbar" aria-hidden="true" /> : null;
}
