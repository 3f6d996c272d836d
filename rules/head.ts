/**
 * What the page's `<head>` should hold, from the `useHead` calls of the
 * components on screen (see theme/head). Later calls win: a title, an
 * `<html>` attribute, or a meta tag of the same name/property.
 */
export type MetaInput = Record<string, string | undefined>;

export interface HeadInput {
  title?: string;
  htmlAttrs?: Record<string, string | undefined>;
  meta?: readonly MetaInput[];
}

export interface MergedHead {
  title?: string;
  htmlAttrs: Record<string, string>;
  /** By `metaKey`, in first-seen order. */
  meta: Map<string, Record<string, string>>;
}

/** The identity of a meta tag: two with the same key are one tag. */
export function metaKey(meta: MetaInput): string | null {
  for (const attribute of ['name', 'property', 'http-equiv'] as const) {
    const value = meta[attribute];
    if (value) return `${attribute}=${value}`;
  }
  return meta.charset ? 'charset' : null;
}

function defined(record: Record<string, string | undefined>): Record<string, string> {
  const out: Record<string, string> = {};
  for (const [key, value] of Object.entries(record)) if (value !== undefined) out[key] = value;
  return out;
}

export function mergeHead(entries: readonly HeadInput[]): MergedHead {
  const merged: MergedHead = { htmlAttrs: {}, meta: new Map() };
  for (const entry of entries) {
    if (entry.title !== undefined) merged.title = entry.title;
    Object.assign(merged.htmlAttrs, defined(entry.htmlAttrs ?? {}));
    for (const meta of entry.meta ?? []) {
      const key = metaKey(meta);
      if (key) merged.meta.set(key, defined(meta));
    }
  }
  return merged;
}
