import { useCallback, useEffect, useState } from 'react';
import { COLOR_MODE, type ColorModeConfig, STORAGE_KEYS } from '../../site/visitor';
import { type ColorMode, resolveColorMode } from '../../rules/visitor';
import { onStorageChange, readStorage, removeStorage, writeStorage } from '../visitor/storage';

function systemPrefersDark(): boolean {
  return window.matchMedia('(prefers-color-scheme: dark)').matches;
}

function apply(mode: ColorMode): void {
  const html = document.documentElement;
  html.classList.toggle('dark', mode === 'dark');
  html.style.colorScheme = mode;
}

/**
 * Colour mode state, as Rspress's app shell expects it (`[mode, setMode]`).
 * Fixed to the default when the switch is disabled (how the site ships);
 * otherwise the visitor's stored choice, following other tabs and system
 * changes, but not while printing.
 */
export function useThemeState(config: ColorModeConfig = COLOR_MODE): [ColorMode, (mode: ColorMode | null) => void] {
  const [mode, setModeState] = useState<ColorMode>(config.defaultMode);

  useEffect(() => {
    const sync = () => {
      const next = resolveColorMode(config, readStorage(STORAGE_KEYS.theme), systemPrefersDark());
      setModeState(next);
      apply(next);
    };
    sync();
    if (config.disableSwitch) return;
    const printing = window.matchMedia('print');
    const scheme = window.matchMedia('(prefers-color-scheme: dark)');
    const onScheme = () => {
      if (!printing.matches) sync();
    };
    scheme.addEventListener('change', onScheme);
    const stop = onStorageChange(STORAGE_KEYS.theme, () => {
      if (!printing.matches) sync();
    });
    return () => {
      scheme.removeEventListener('change', onScheme);
      stop();
    };
  }, [config]);

  const setMode = useCallback(
    (next: ColorMode | null) => {
      if (config.disableSwitch) return;
      if (next === null) removeStorage(STORAGE_KEYS.theme);
      else writeStorage(STORAGE_KEYS.theme, next);
      const resolved = resolveColorMode(config, next, systemPrefersDark());
      setModeState(resolved);
      apply(resolved);
    },
    [config],
  );

  return [mode, setMode];
}
