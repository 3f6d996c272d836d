/**
 * The one inline script of every page, run before first paint (its hash is
 * in the Content-Security-Policy). It does what must not wait for the app:
 * - hides an announcement the visitor already closed (no flash);
 * - flags an active subscriber and a Safari-only browser, so the navbar's
 *   Pro tag and profile link are settled in the first frame (the same tests
 *   as rules/visitor.ts, which the site script applies later);
 * - flags a Chromium too old for the site, so its notice shows even when
 *   the app's code cannot run there;
 * - after load, flags an app that never started (typically assets served
 *   from the wrong base URL), so the notice for the site owner shows.
 * Each flag is an attribute on <html>; CSS does the rest.
 */
import { createHash } from 'node:crypto';
import { CHROMIUM_VERSION_PATTERN } from './visitor';
import { ANNOUNCEMENT, BOOT_ATTRIBUTES, BOOT_FLAG, MIN_CHROMIUM_VERSION, STORAGE_KEYS } from '../site/visitor';

export function bootScript(): string {
  const id = ANNOUNCEMENT ? JSON.stringify(ANNOUNCEMENT.id) : 'null';
  return [
    '(function(){var d=document.documentElement;',
    `try{var s=window.localStorage;if(${id}!==null&&s.getItem(${JSON.stringify(STORAGE_KEYS.announcementDismissed)})==="true"&&s.getItem(${JSON.stringify(STORAGE_KEYS.announcementId)})===${id})d.setAttribute("${BOOT_ATTRIBUTES.announcementDismissed}","")}catch(e){}`,
    `try{var u=JSON.parse(window.localStorage.getItem(${JSON.stringify(STORAGE_KEYS.userInfo)})),b=u&&typeof u==="object"&&u.subscription;if(b&&typeof b==="object"&&b.subscriptionStatus==="active")d.setAttribute("${BOOT_ATTRIBUTES.subscriber}","")}catch(e){}`,
    `var a=navigator.userAgent;if(/Safari/.test(a)&&!/Chrome|Chromium/.test(a))d.setAttribute("${BOOT_ATTRIBUTES.safariOnly}","");`,
    // rules/visitor.ts:isOutdatedChromium, as the browser runs it before any app code.
    `var m=/${CHROMIUM_VERSION_PATTERN.source}/.exec(navigator.userAgent);if(m&&+m[1]<${MIN_CHROMIUM_VERSION})d.setAttribute("${BOOT_ATTRIBUTES.outdatedBrowser}","");`,
    `window.addEventListener("load",function(){if(!window.${BOOT_FLAG})d.setAttribute("${BOOT_ATTRIBUTES.bootFailed}","")})`,
    '})();',
  ].join('');
}

/** CSP source expression for the boot script. */
export function bootScriptHash(): string {
  return `'sha256-${createHash('sha256').update(bootScript()).digest('base64')}'`;
}
