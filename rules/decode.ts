/**
 * Percent-decoding that never throws, for text the visitor controls (a URL's
 * fragment or path). `decodeURIComponent` throws a `URIError` on a broken
 * escape (`#100%`, `#%E0%A4%A`); thrown during render, that blanked the
 * hydrated page. Here every escape that forms a whole UTF-8 character is
 * decoded, and any other `%` is kept as written.
 */

/**
 * The escapes of one UTF-8 character: a single byte below 0x80, or a lead
 * byte followed by as many continuation bytes as it announces. Overlong and
 * out-of-range forms match too; `decodeURIComponent` refuses those, and they
 * stay as written.
 */
const CHARACTER = /%[0-7][\da-f]|%[c-d][\da-f]%[89ab][\da-f]|%e[\da-f](?:%[89ab][\da-f]){2}|%f[0-7](?:%[89ab][\da-f]){3}/gi;

/** Decodes `text` as `decodeURIComponent` does where it can; broken escapes stay as written. */
export function decodeTolerant(text: string): string {
  return text.replace(CHARACTER, escapes => {
    try {
      return decodeURIComponent(escapes);
    } catch {
      return escapes;
    }
  });
}

/** The element id a location hash names (`#top` → `top`), or '' when there is none. */
export function idOfHash(hash: string): string {
  return hash.startsWith('#') ? decodeTolerant(hash.slice(1)) : '';
}
