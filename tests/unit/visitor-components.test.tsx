// @vitest-environment happy-dom
import { act, createElement, type ReactNode } from 'react';
import { createRoot } from 'react-dom/client';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import type { AnnouncementConfig, ColorModeConfig } from '../../site/visitor';

vi.mock('@rspress/core/runtime', () => import('./support/runtime-mock'));

const { ThemeContext } = await import('./support/runtime-mock');
const { useThemeState } = await import('../../theme/hooks/useThemeState');
const { ColorModeToggle } = await import('../../theme/components/ColorModeToggle');
const { AnnouncementBar } = await import('../../theme/components/AnnouncementBar');
const storage = await import('../../theme/visitor/storage');
const { evaluateVisitor } = await import('../../theme/visitor/store');
const { UA } = await import('../fixtures/user-agents');

let container: HTMLElement;
let unmount: () => void = () => {};

async function render(node: ReactNode) {
  container = document.createElement('div');
  document.body.append(container);
  const root = createRoot(container);
  await act(async () => root.render(node));
  unmount = () => act(() => root.unmount());
}

beforeEach(() => {
  localStorage.clear();
  document.documentElement.className = '';
});
afterEach(() => {
  unmount();
  container?.remove();
  vi.restoreAllMocks();
});

/** matchMedia with controllable dark-scheme and print states. */
function fakeMedia(state: { dark: boolean; print: boolean }) {
  const listeners = new Map<string, Set<() => void>>();
  vi.spyOn(window, 'matchMedia').mockImplementation(
    (query: string) =>
      ({
        get matches() {
          if (query.includes('dark')) return state.dark;
          if (query === 'print') return state.print;
          return false;
        },
        media: query,
        addEventListener: (_: string, fn: () => void) => {
          if (!listeners.has(query)) listeners.set(query, new Set());
          listeners.get(query)?.add(fn);
        },
        removeEventListener: (_: string, fn: () => void) => listeners.get(query)?.delete(fn),
      }) as unknown as MediaQueryList,
  );
  return {
    fire: (query: string) => {
      for (const fn of listeners.get(query) ?? []) fn();
    },
  };
}

function App({ config }: { config: ColorModeConfig }) {
  const [theme, setTheme] = useThemeState(config);
  return createElement(
    ThemeContext.Provider,
    { value: { theme, setTheme: setTheme as (mode: 'light' | 'dark') => void } },
    createElement(ColorModeToggle, { config }),
    createElement('output', null, theme),
  );
}

describe('colour mode', () => {
  const enabled: ColorModeConfig = { defaultMode: 'light', disableSwitch: false, respectPrefersColorScheme: true };

  it('as shipped: no toggle, light even with a dark system preference and a stored dark choice', async () => {
    fakeMedia({ dark: true, print: false });
    localStorage.setItem('theme', 'dark');
    await render(createElement(App, { config: { defaultMode: 'light', disableSwitch: true, respectPrefersColorScheme: false } }));
    expect(container.querySelector('button')).toBeNull();
    expect(container.querySelector('output')?.textContent).toBe('light');
    expect(document.documentElement.classList.contains('dark')).toBe(false);
  });

  it('when enabled: the toggle flips the mode and stores it', async () => {
    fakeMedia({ dark: false, print: false });
    await render(createElement(App, { config: enabled }));
    const button = container.querySelector('button') as HTMLButtonElement;
    expect(button.getAttribute('aria-pressed')).toBe('false');
    await act(async () => button.click());
    expect(localStorage.getItem('theme')).toBe('dark');
    expect(document.documentElement.classList.contains('dark')).toBe(true);
    expect(container.querySelector('output')?.textContent).toBe('dark');
    await act(async () => button.click());
    expect(localStorage.getItem('theme')).toBe('light');
    expect(document.documentElement.classList.contains('dark')).toBe(false);
  });

  it('follows other tabs and the system, falls back when cleared, and ignores changes while printing', async () => {
    const state = { dark: false, print: false };
    const media = fakeMedia(state);
    await render(createElement(App, { config: enabled }));
    const output = () => container.querySelector('output')?.textContent;

    localStorage.setItem('theme', 'dark');
    await act(async () => window.dispatchEvent(new StorageEvent('storage', { key: 'theme', newValue: 'dark' })));
    expect(output()).toBe('dark');

    localStorage.removeItem('theme');
    state.dark = true;
    await act(async () => window.dispatchEvent(new StorageEvent('storage', { key: 'theme', newValue: null })));
    expect(output()).toBe('dark');
    state.dark = false;
    await act(async () => media.fire('(prefers-color-scheme: dark)'));
    expect(output()).toBe('light');

    state.print = true;
    state.dark = true;
    await act(async () => media.fire('(prefers-color-scheme: dark)'));
    expect(output()).toBe('light');
  });
});

describe('storage that fails', () => {
  it('warns once and carries on when localStorage throws', () => {
    const warn = vi.spyOn(console, 'warn').mockImplementation(() => {});
    localStorage.setItem('a', 'stored');
    const real = window.localStorage;
    const failing = {
      getItem() {
        throw new DOMException('denied', 'SecurityError');
      },
      setItem() {
        throw new DOMException('full', 'QuotaExceededError');
      },
      removeItem() {},
    };
    Object.defineProperty(window, 'localStorage', { configurable: true, value: failing });
    try {
      expect(storage.readStorage('a')).toBeNull();
      expect(storage.readStorage('a')).toBeNull();
      expect(storage.writeStorage('a', 'b')).toBe(false);
      expect(warn).toHaveBeenCalledTimes(2);
      expect(String(warn.mock.calls[0]?.[0])).toContain('Could not read "a"');
    } finally {
      Object.defineProperty(window, 'localStorage', { configurable: true, value: real });
    }
  });

  it('copes with no localStorage at all', () => {
    const warn = vi.spyOn(console, 'warn').mockImplementation(() => {});
    const original = Object.getOwnPropertyDescriptor(window, 'localStorage');
    Object.defineProperty(window, 'localStorage', {
      configurable: true,
      get() {
        throw new DOMException('blocked', 'SecurityError');
      },
    });
    try {
      expect(storage.readStorage('theme')).toBeNull();
      expect(storage.writeStorage('theme', 'dark')).toBe(false);
      expect(storage.readJsonText('user_info')).toBeNull();
      expect(warn.mock.calls.some(call => String(call[0]).includes('localStorage is unavailable'))).toBe(true);
    } finally {
      if (original) Object.defineProperty(window, 'localStorage', original);
      else delete (window as { localStorage?: Storage }).localStorage;
    }
  });

  it('ignores garbage in user_info with a warning, and treats the visitor as not subscribed', () => {
    const warn = vi.spyOn(console, 'warn').mockImplementation(() => {});
    localStorage.setItem('user_info', '{"subscription": {"subscriptionStatus": "act');
    expect(storage.readJsonText('user_info')).toBeNull();
    expect(warn).toHaveBeenCalledOnce();
    const state = evaluateVisitor({
      userInfoRaw: storage.readJsonText('user_info'),
      hasToken: false,
      pathname: '/ja/',
      userAgent: UA.chrome,
      width: 1280,
    });
    expect(state.proTag).toBe(true);
  });
});

describe('announcement bar', () => {
  const config: AnnouncementConfig = {
    id: 'a1',
    content: 'announcement.content',
    backgroundColor: '#000',
    textColor: '#fff',
    isCloseable: true,
  };

  it('stores the string "true" and the id when closed, and stays closed', async () => {
    await render(createElement(AnnouncementBar, { config }));
    const close = container.querySelector('button') as HTMLButtonElement;
    expect(close.getAttribute('aria-label')).toBe('お知らせを閉じる');
    await act(async () => close.click());
    expect(container.querySelector('.dg-announcement')).toBeNull();
    expect(localStorage.getItem('diglot.announcement.dismiss')).toBe('true');
    expect(localStorage.getItem('diglot.announcement.id')).toBe('a1');
    unmount();
    await render(createElement(AnnouncementBar, { config }));
    expect(container.querySelector('.dg-announcement')).toBeNull();
  });

  it('comes back for a new announcement id', async () => {
    localStorage.setItem('diglot.announcement.dismiss', 'true');
    localStorage.setItem('diglot.announcement.id', 'a1');
    await render(createElement(AnnouncementBar, { config: { ...config, id: 'a2' } }));
    expect(container.querySelector('.dg-announcement')?.textContent).toContain('Diglot 3.4');
  });
});
