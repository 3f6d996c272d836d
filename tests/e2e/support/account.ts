/** The account service and sign-in state, played at the network layer for flow tests. */
import type { BrowserContext, Page, Route } from '@playwright/test';
import { EXTENSION_MARKER_ATTRIBUTE } from '../../../site/account';
import { SIGN_IN_COOKIE } from '../../../site/visitor';

/** Answers the account service like a real one would, CORS preflight included. */
export async function answer(route: Route, status: number, body: unknown = {}) {
  const origin = route.request().headers().origin ?? '*';
  const headers = {
    'access-control-allow-origin': origin,
    'access-control-allow-credentials': 'true',
    'access-control-allow-headers': 'content-type, accept',
    'access-control-allow-methods': 'POST',
  };
  if (route.request().method() === 'OPTIONS') return route.fulfill({ status: 204, headers });
  return route.fulfill({ status, headers, contentType: 'application/json', body: JSON.stringify(body) });
}

export async function signIn(context: BrowserContext, baseURL: string) {
  await context.addCookies([{ name: SIGN_IN_COOKIE, value: 'test-token', url: baseURL }]);
}

/** Plays the extension's content script, which marks <html> once the document is parsed. */
export async function withExtension(page: Page) {
  await page.addInitScript(attribute => {
    document.addEventListener('DOMContentLoaded', () => document.documentElement.setAttribute(attribute, '3.4.0'));
  }, EXTENSION_MARKER_ATTRIBUTE);
}
