/**
 * When the search dialog opens from the keyboard, and with what query
 * (spec §2.5 and §5).
 */

/** The search input accepts at most this many characters. */
export const SEARCH_MAX_LENGTH = 64;

export interface TargetLike {
  tagName?: string;
  isContentEditable?: boolean;
}

/** Shortcuts are ignored while focus is in an input, select, textarea or editable element. */
export function isEditableTarget(target: TargetLike | null | undefined): boolean {
  if (!target) return false;
  const tag = (target.tagName ?? '').toUpperCase();
  return tag === 'INPUT' || tag === 'SELECT' || tag === 'TEXTAREA' || Boolean(target.isContentEditable);
}

export interface KeyLike {
  key: string;
  ctrlKey: boolean;
  metaKey: boolean;
  altKey: boolean;
  shiftKey?: boolean;
  target: TargetLike | null;
}

/** Ctrl+K or Cmd+K anywhere; `/` only when no text field has focus. */
export function opensSearch(event: KeyLike): boolean {
  if (isEditableTarget(event.target)) return false;
  const key = event.key.toLowerCase();
  if (key === 'k' && (event.ctrlKey || event.metaKey) && !event.altKey) return true;
  return event.key === '/' && !event.ctrlKey && !event.metaKey && !event.altKey;
}

/** Cut a query to the input's limit (by characters, not UTF-16 units). */
export function capQuery(text: string): string {
  return Array.from(text).slice(0, SEARCH_MAX_LENGTH).join('');
}

/** The dialog starts with the page's current text selection, cut to 64. */
export function initialQuery(selection: string | null | undefined): string {
  return capQuery((selection ?? '').replace(/\s+/g, ' ').trim());
}

/** Modifier shown in the button's hint: ⌘ on Apple platforms, Ctrl elsewhere. */
export function shortcutModifier(platform: string): '⌘' | 'Ctrl' {
  return /mac|iphone|ipad|ipod/i.test(platform) ? '⌘' : 'Ctrl';
}
