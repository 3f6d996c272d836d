/** Build-time HTML fix-up for styles React hoists (kept apart from the preview plugin so it stays pure and testable). */
const HOISTED_STYLE = /<style data-precedence="[^"]*"[^>]*>[\s\S]*?<\/style>/g;

/**
 * A live example that styles itself uses React 19's `<style href precedence>`,
 * which React keeps in <head> in the browser. Server rendering a fragment
 * (the app inside #root) puts those styles at the start of the fragment,
 * inside <body>, where HTML does not allow them; this moves them into <head>,
 * where React adopts them on hydration.
 */
export function hoistPrecedenceStyles(html: string): string {
  const bodyStart = html.indexOf('<body');
  const headEnd = html.indexOf('</head>');
  if (bodyStart < 0 || headEnd < 0 || headEnd > bodyStart) return html;
  const styles: string[] = [];
  const body = html.slice(bodyStart).replace(HOISTED_STYLE, style => {
    styles.push(style);
    return '';
  });
  if (!styles.length) return html;
  return `${html.slice(0, headEnd)}${styles.join('')}${html.slice(headEnd, bodyStart)}${body}`;
}
