/**
 * `useHead` in the browser, in place of unhead (~6 KB gzip of every first
 * load with its dependencies). The server render keeps unhead: it writes
 * the head of each built page; here only client-side changes are applied
 * (the next page's title, `lang`/`dir`, meta tags), with what the theme
 * uses: `title`, `htmlAttrs` and `meta` (merged by rules/head.ts).
 * Swapped in for `@unhead/react` and `@unhead/react/client` in the web
 * build only (rspress.config.ts).
 */
import { type ReactNode, useEffect, useRef } from 'react';
import { type HeadInput, mergeHead } from '../../rules/head';

interface Entry {
  input: HeadInput;
}

const entries: Entry[] = [];
/** Meta tags this module owns, by key; the server-rendered ones are adopted on first use. */
let owned = new Map<string, HTMLMetaElement>();
let scheduled = false;

function findMeta(key: string): HTMLMetaElement | null {
  const [attribute, value] = key.includes('=') ? key.split(/=(.*)/s) : ['charset', ''];
  for (const element of document.head.querySelectorAll('meta')) {
    if (attribute === 'charset' ? element.hasAttribute('charset') : element.getAttribute(attribute as string) === value) {
      return element;
    }
  }
  return null;
}

function apply(): void {
  scheduled = false;
  const head = mergeHead(entries.map(entry => entry.input));
  if (head.title !== undefined && document.title !== head.title) document.title = head.title;
  for (const [name, value] of Object.entries(head.htmlAttrs)) {
    if (document.documentElement.getAttribute(name) !== value) document.documentElement.setAttribute(name, value);
  }
  const next = new Map<string, HTMLMetaElement>();
  for (const [key, attributes] of head.meta) {
    let element = owned.get(key) ?? findMeta(key);
    if (!element) {
      element = document.createElement('meta');
      document.head.append(element);
    }
    for (const [name, value] of Object.entries(attributes)) {
      if (element.getAttribute(name) !== value) element.setAttribute(name, value);
    }
    next.set(key, element);
  }
  // A tag the previous page set and this one does not (e.g. a description).
  for (const [key, element] of owned) if (!next.has(key)) element.remove();
  owned = next;
}

/** Batches the updates of one commit (unmounts of the old page, mounts of the new). */
function schedule(): void {
  if (scheduled) return;
  scheduled = true;
  queueMicrotask(apply);
}

export function useHead(input: HeadInput): void {
  const entry = useRef<Entry | null>(null);
  const serialized = JSON.stringify(input);
  // Registered once per component, so its place (and priority) is kept.
  useEffect(() => {
    const own: Entry = entry.current ?? { input };
    entry.current = own;
    entries.push(own);
    schedule();
    return () => {
      entries.splice(entries.indexOf(own), 1);
      schedule();
    };
    // biome-ignore lint/correctness/useExhaustiveDependencies: the input is updated by the effect below
  }, []);
  useEffect(() => {
    if (!entry.current) return;
    entry.current.input = JSON.parse(serialized) as HeadInput;
    schedule();
  }, [serialized]);
}

/** The `<Head>` component of unhead is not used by this theme; fail loudly if it ever is. */
export function Head(): never {
  throw new Error('<Head> is not available in the browser build: use useHead (theme/head/client.ts)');
}

/** `@unhead/react/client`: nothing to create or provide, the state lives in this module. */
export function createHead(): Record<string, never> {
  return {};
}

export function UnheadProvider({ children }: { head?: unknown; children?: ReactNode }): ReactNode {
  return children;
}
