/**
 * The element after the page's main content. The head asks the browser to
 * hold rendering until it is parsed (`<link rel="expect" blocking="render">`):
 * a frame painted while the HTML was still arriving showed the navbar,
 * the announcement or the hero half built, and what followed moved them
 * (layout shifts of 0.0001-0.02 in one load out of three on a busy machine).
 * Browsers without the feature paint as before.
 */
export const PARSED_MARK_ID = 'dg-parsed';

export const RENDER_AFTER_MAIN = `<link rel="expect" href="#${PARSED_MARK_ID}" blocking="render">`;
