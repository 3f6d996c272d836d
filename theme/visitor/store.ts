/**
 * What the site knows about the visitor, evaluated in the browser by the
 * site script and read by the navbar (Pro tag, profile link). The server
 * render and the first client render use the defaults, so hydration
 * matches and nothing that should stay hidden flashes.
 */
import { useSyncExternalStore } from 'react';
import { BRAND } from '../../site/brand';
import { SIGN_IN_COOKIE, SIGNED_IN_PROFILE_PATH, STORAGE_KEYS } from '../../site/visitor';
import { isProTagAudience, type ProfileLinkState, profileLinkState, shouldShowProTag } from '../../rules/visitor';
import { readCookie, readJsonText } from './storage';

export interface VisitorState {
  evaluated: boolean;
  proTag: boolean;
  /** The Pro tag is for this visitor on any page but pricing (rules/visitor.ts:isProTagAudience). */
  proAudience: boolean;
  profile: ProfileLinkState | null;
}

const INITIAL: VisitorState = { evaluated: false, proTag: false, proAudience: false, profile: null };
let state = INITIAL;
const listeners = new Set<() => void>();

export interface VisitorEnvironment {
  userInfoRaw: string | null;
  hasToken: boolean;
  pathname: string;
  userAgent: string;
  width: number;
}

export function readVisitorEnvironment(): VisitorEnvironment {
  return {
    userInfoRaw: readJsonText(STORAGE_KEYS.userInfo),
    hasToken: Boolean(readCookie(SIGN_IN_COOKIE)),
    pathname: window.location.pathname,
    userAgent: navigator.userAgent,
    width: window.innerWidth,
  };
}

/** Re-evaluates the Pro tag and the profile link. */
export function evaluateVisitor(env: VisitorEnvironment = readVisitorEnvironment()): VisitorState {
  state = {
    evaluated: true,
    proTag: shouldShowProTag(env),
    proAudience: isProTagAudience(env),
    profile: profileLinkState({
      hasToken: env.hasToken,
      userAgent: env.userAgent,
      width: env.width,
      externalProfile: BRAND.urls.profile,
      signedInPath: SIGNED_IN_PROFILE_PATH,
    }),
  };
  for (const listener of listeners) listener();
  return state;
}

function subscribe(listener: () => void): () => void {
  listeners.add(listener);
  return () => listeners.delete(listener);
}

export function useVisitorState(): VisitorState {
  return useSyncExternalStore(
    subscribe,
    () => state,
    () => INITIAL,
  );
}
