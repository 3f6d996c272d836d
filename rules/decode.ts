/**
 * Percent-decoding that never throws, for text the visitor controls (a URL's
 * fragment or path). `decodeURIComponent` throws a `URIError` on a broken
 * escape (`#100%`, `#%E0%A4%A`); thrown during render, that blanked the
 * hydrated page. Here every escape that forms a whole UTF-8 character is
 * decoded, and any other `%` is kept as written.
 */

const ESCAPE = /^%[0-9A-Fa-f]{2}/;

/** How many bytes a UTF-8 sequence starting with this lead byte has (0: not a lead byte). */
function sequenceLength(lead: number): number {
  if (lead < 0x80) return 1;
  if (lead >= 0xc2 && lead <= 0xdf) return 2;
  if (lead >= 0xe0 && lead <= 0xef) return 3;
  if (lead >= 0xf0 && lead <= 0xf4) return 4;
  return 0;
}

/** Decodes `text` as `decodeURIComponent` does where it can; broken escapes stay as written. */
export function decodeTolerant(text: string): string {
  if (!text.includes('%')) return text;
  try {
    return decodeURIComponent(text);
  } catch {
    // Fall through: decode escape by escape.
  }
  let out = '';
  let i = 0;
  while (i < text.length) {
    if (text[i] !== '%' || !ESCAPE.test(text.slice(i, i + 3))) {
      out += text[i];
      i += 1;
      continue;
    }
    const length = sequenceLength(Number.parseInt(text.slice(i + 1, i + 3), 16));
    const slice = text.slice(i, i + length * 3);
    let decoded: string | null = null;
    if (length > 0 && slice.length === length * 3 && /^(?:%[0-9A-Fa-f]{2})+$/.test(slice)) {
      try {
        decoded = decodeURIComponent(slice);
      } catch {
        decoded = null;
      }
    }
    if (decoded === null) {
      out += text.slice(i, i + 3);
      i += 3;
    } else {
      out += decoded;
      i += slice.length;
    }
  }
  return out;
}

/** The element id a location hash names (`#top` → `top`), or '' when there is none. */
export function idOfHash(hash: string): string {
  return hash.startsWith('#') ? decodeTolerant(hash.slice(1)) : '';
}
