import {
  initPageData,
  isExternalUrl,
  pathnameToRouteService,
  useLocation,
  useNavigate,
  warmPageData,
} from '@rspress/core/runtime';
import { forwardRef, type ReactNode, startTransition, useCallback, useEffect, useRef } from 'react';
import { canPrefetch, type ConnectionLike } from '../../../rules/visitor';
import { canonicalHref, canonicalPathname } from '../../../rules/url';
import { useT } from '../../hooks/useLocale';
import { trackNavigation } from '../RouteProgress';
import './index.css';

export interface LinkProps extends React.ComponentProps<'a'> {
  href: string;
  children?: ReactNode;
  /** Hide the "opens in a new tab" marker (e.g. icon-only links). */
  plain?: boolean;
  /** Prefetch the target when the link scrolls into view, or only on hover. */
  prefetch?: 'visible' | 'hover';
}

const prefetched = new Set<string>();

function connection(): ConnectionLike | undefined {
  return (navigator as Navigator & { connection?: ConnectionLike }).connection;
}

/** Set on our routes by plugins/compact-runtime.ts. */
type PrefetchableRoute = { prefetchUrls?: () => string[] };

/**
 * Asks the browser to download a route's code at idle time, with
 * `<link rel="prefetch">`: cached, not run, so nothing of the next page
 * costs the current one CPU time. Skipped on slow or data-saving connections.
 */
export function prefetchRoute(href: string): void {
  // In the dev server every prefetch compiles a page, and an edit waits for them.
  if (import.meta.env.DEV) return;
  if (typeof window === 'undefined' || !canPrefetch(connection())) return;
  const { pathname } = new URL(href, window.location.href);
  if (prefetched.has(pathname)) return;
  const route = pathnameToRouteService(pathname) as PrefetchableRoute | undefined;
  if (!route?.prefetchUrls) return;
  prefetched.add(pathname);
  for (const url of route.prefetchUrls()) {
    const absolute = new URL(url, window.location.href).href;
    // Fetched already (the current page's chunks) or asked for by another link.
    if (performance.getEntriesByName(absolute).length > 0) continue;
    if (document.head.querySelector(`link[rel="prefetch"][href="${CSS.escape(url)}"]`)) continue;
    const link = document.createElement('link');
    link.rel = 'prefetch';
    link.as = 'script';
    link.href = url;
    document.head.append(link);
  }
}

/** Loads and runs a route's code now: a hover or a touch often comes right before a click. */
export function preloadRoute(href: string): void {
  if (typeof window === 'undefined' || !canPrefetch(connection())) return;
  const { pathname } = new URL(href, window.location.href);
  pathnameToRouteService(pathname)
    ?.preload()
    .catch(() => {});
}

let observer: IntersectionObserver | null = null;
function observeForPrefetch(element: HTMLAnchorElement): () => void {
  if (typeof IntersectionObserver === 'undefined') return () => {};
  observer ??= new IntersectionObserver(entries => {
    for (const entry of entries) {
      if (!entry.isIntersecting) continue;
      const link = entry.target as HTMLAnchorElement;
      observer?.unobserve(link);
      const idle = window.requestIdleCallback ?? ((fn: () => void) => window.setTimeout(fn, 200));
      idle(() => prefetchRoute(link.href));
    }
  });
  observer.observe(element);
  return () => observer?.unobserve(element);
}

/**
 * In-app navigation (spec §2.6): the next route's code and data load first
 * while the current page stays; a progress bar appears only if that takes
 * over 200 ms; if loading fails, the browser loads the page itself.
 */
export function useNavigateWithPreload(): (href: string) => Promise<void> {
  const navigate = useNavigate();
  const { pathname: current } = useLocation();
  return useCallback(
    async (href: string) => {
      const url = new URL(href, window.location.href);
      const target = url.pathname + url.search + url.hash;
      if (canonicalPathname(url.pathname) === canonicalPathname(current)) {
        navigate(target);
        return;
      }
      if (!pathnameToRouteService(url.pathname)) {
        window.location.assign(url.href);
        return;
      }
      const done = trackNavigation();
      try {
        warmPageData(url.pathname, await initPageData(url.pathname));
      } catch {
        done();
        window.location.assign(url.href);
        return;
      }
      done();
      startTransition(() => {
        navigate(target);
      });
    },
    [navigate, current],
  );
}

function isPlainLeftClick(event: React.MouseEvent<HTMLAnchorElement>): boolean {
  const target = event.currentTarget.target;
  return (
    event.button === 0 && !event.metaKey && !event.ctrlKey && !event.shiftKey && !event.altKey && (!target || target === '_self')
  );
}

/**
 * Internal links navigate in the app; external ones open in a new tab with
 * `rel="noopener noreferrer"` and say so to every reader.
 */
export const Link = forwardRef<HTMLAnchorElement, LinkProps>(function Link(
  { href, children, plain, className, prefetch = 'visible', onClick, onMouseEnter, onTouchStart, ...rest },
  ref,
) {
  const t = useT();
  const navigate = useNavigateWithPreload();
  const element = useRef<HTMLAnchorElement | null>(null);
  const external = isExternalUrl(href) || /^(mailto|tel):/.test(href);
  const hashOnly = href.startsWith('#');

  useEffect(() => {
    if (external || hashOnly || prefetch !== 'visible' || !element.current) return;
    return observeForPrefetch(element.current);
  }, [external, hashOnly, prefetch]);

  const setRef = (node: HTMLAnchorElement | null) => {
    element.current = node;
    if (typeof ref === 'function') ref(node);
    else if (ref) ref.current = node;
  };

  if (external) {
    return (
      <a
        ref={setRef}
        href={href}
        target="_blank"
        rel="noopener noreferrer"
        className={['dg-link', 'dg-link--external', className].filter(Boolean).join(' ')}
        onClick={onClick}
        {...rest}
      >
        {children}
        {plain ? null : (
          <>
            <svg
              className="dg-link__external-icon dg-icon--directional"
              aria-hidden="true"
              viewBox="0 0 12 12"
              width="10"
              height="10"
            >
              <path d="M4.5 1.5h6v6M10.5 1.5 4 8M8.5 7.5v3h-7v-7h3" fill="none" stroke="currentColor" strokeWidth="1.3" />
            </svg>
            <span className="dg-visually-hidden">{t('a11y.opensInNewTab')}</span>
          </>
        )}
      </a>
    );
  }

  return (
    <a
      ref={setRef}
      href={canonicalHref(href)}
      className={['dg-link', className].filter(Boolean).join(' ')}
      onMouseEnter={event => {
        onMouseEnter?.(event);
        if (!hashOnly) preloadRoute(canonicalHref(href));
      }}
      onTouchStart={event => {
        onTouchStart?.(event);
        if (!hashOnly) preloadRoute(canonicalHref(href));
      }}
      onClick={event => {
        onClick?.(event);
        if (event.defaultPrevented || hashOnly || !isPlainLeftClick(event)) return;
        event.preventDefault();
        void navigate(canonicalHref(href));
      }}
      {...rest}
    >
      {children}
    </a>
  );
});
