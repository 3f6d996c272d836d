/**
 * The site script (spec §9): 1200 ms after the page has loaded it
 * evaluates the visitor state and reports a page view, then checks the URL
 * every second and does both again whenever it changed. It also loads the
 * tag manager, when one is configured, without blocking anything.
 */
import { SITE_SCRIPT, TAG_MANAGER_ID } from '../../site/visitor';
import { pageViewEvent, tagManagerUrl } from '../../rules/visitor';
import { evaluateVisitor } from './store';

type DataLayerWindow = Window & { dataLayer?: unknown[] };

export function reportPageView(): void {
  const w = window as DataLayerWindow;
  w.dataLayer ??= [];
  w.dataLayer.push(pageViewEvent(window.location, document.title));
}

function loadTagManager(): void {
  const url = tagManagerUrl(TAG_MANAGER_ID);
  if (!url) return;
  const w = window as DataLayerWindow;
  w.dataLayer ??= [];
  w.dataLayer.push({ 'gtm.start': Date.now(), event: 'gtm.js' });
  const script = document.createElement('script');
  script.async = true;
  script.src = url;
  document.head.append(script);
}

export function startSiteScript(timing: { firstRunMs: number; pollMs: number } = SITE_SCRIPT): () => void {
  let lastHref = '';
  let first: number | undefined;
  let poll: number | undefined;
  let evaluated = false;

  const run = () => {
    evaluated = true;
    lastHref = window.location.href;
    evaluateVisitor();
    reportPageView();
  };
  const begin = () => {
    loadTagManager();
    first = window.setTimeout(() => {
      run();
      poll = window.setInterval(() => {
        if (window.location.href !== lastHref) run();
      }, timing.pollMs);
    }, timing.firstRunMs);
  };
  // The profile link's margin depends on the width.
  const onResize = () => {
    if (evaluated) evaluateVisitor();
  };

  if (document.readyState === 'complete') begin();
  else window.addEventListener('load', begin, { once: true });
  window.addEventListener('resize', onResize);

  return () => {
    window.removeEventListener('load', begin);
    window.removeEventListener('resize', onResize);
    window.clearTimeout(first);
    window.clearInterval(poll);
  };
}
