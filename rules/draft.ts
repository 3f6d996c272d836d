/**
 * A docs page that is still being written: its source holds its title and
 * nothing else. Drafts are served (every route exists) but say so to the
 * reader, and stay out of search engines, the sitemap and site search until
 * their text lands.
 */
export function isDraftSource(source: string): boolean {
  const body = source
    .replace(/^---\r?\n[\s\S]*?\r?\n---\r?\n/, '')
    .replace(/^\s*#\s+[^\n]*\n?/, '')
    .trim();
  return body === '';
}
