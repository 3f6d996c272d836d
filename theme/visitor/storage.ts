/**
 * The one door to browser storage and cookies. Storage can be missing
 * (privacy modes, blocked cookies) or hold garbage written by an older
 * version or another script: every read and write here survives that,
 * logs a warning once, and lets the page carry on.
 */
import Cookies from 'js-cookie';

const warned = new Set<string>();

function warn(message: string, error?: unknown): void {
  if (warned.has(message)) return;
  warned.add(message);
  console.warn(`[diglot] ${message}`, error ?? '');
}

function storage(): Storage | null {
  try {
    return typeof window === 'undefined' ? null : window.localStorage;
  } catch (error) {
    warn('localStorage is unavailable; preferences will not be remembered.', error);
    return null;
  }
}

export function readStorage(key: string): string | null {
  try {
    return storage()?.getItem(key) ?? null;
  } catch (error) {
    warn(`Could not read "${key}" from localStorage.`, error);
    return null;
  }
}

export function writeStorage(key: string, value: string): boolean {
  try {
    const store = storage();
    if (!store) return false;
    store.setItem(key, value);
    return true;
  } catch (error) {
    warn(`Could not save "${key}" to localStorage.`, error);
    return false;
  }
}

export function removeStorage(key: string): void {
  try {
    storage()?.removeItem(key);
  } catch (error) {
    warn(`Could not remove "${key}" from localStorage.`, error);
  }
}

/** A stored JSON document as text, or null (with a warning) when it is not JSON. */
export function readJsonText(key: string): string | null {
  const raw = readStorage(key);
  if (raw === null) return null;
  try {
    JSON.parse(raw);
    return raw;
  } catch (error) {
    warn(`Ignoring "${key}" in localStorage: it is not valid JSON.`, error);
    return null;
  }
}

export function readCookie(name: string): string | undefined {
  try {
    return Cookies.get(name);
  } catch (error) {
    warn(`Could not read the "${name}" cookie.`, error);
    return undefined;
  }
}

/** Calls back when another tab changes a key (or clears storage). */
export function onStorageChange(key: string, callback: (value: string | null) => void): () => void {
  const listener = (event: StorageEvent) => {
    if (event.key === key || event.key === null) callback(event.key === null ? null : event.newValue);
  };
  window.addEventListener('storage', listener);
  return () => window.removeEventListener('storage', listener);
}
