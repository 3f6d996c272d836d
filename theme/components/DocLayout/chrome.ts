/**
 * The docs chrome (sidebar, breadcrumbs, notices, TOC, prev/next) in a chunk
 * of its own: marketing pages never download it, and every route under
 * `/docs/` loads it together with its page before rendering
 * (plugins/compact-runtime.ts), so it is there before hydration.
 */
import { lazyWithPreload } from 'react-lazy-with-preload';

/** Fetches and runs the chunk; also read, without running, for prefetch. */
export const loadChrome = () => import('./index').then(mod => ({ default: mod.DocLayout }));

export const DocLayout = lazyWithPreload(loadChrome);

export const preloadChrome = () => DocLayout.preload();
