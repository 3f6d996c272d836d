import { ThemeContext } from '@rspress/core/runtime';
import { useContext } from 'react';
import { COLOR_MODE, type ColorModeConfig } from '../../../site/visitor';
import { toggledColorMode } from '../../../rules/visitor';
import { useT } from '../../hooks/useLocale';
import { MoonIcon, SunIcon } from '../Icons';

/** Light/dark switch; absent when the configuration disables it (as shipped). */
export function ColorModeToggle({ config = COLOR_MODE }: { config?: ColorModeConfig }) {
  const t = useT();
  const { theme, setTheme } = useContext(ThemeContext) as {
    theme: 'light' | 'dark';
    setTheme?: (mode: 'light' | 'dark') => void;
  };
  if (config.disableSwitch) return null;
  const dark = theme === 'dark';
  return (
    <button
      type="button"
      className="dg-nav-link dg-color-mode"
      aria-label={`${t('colorMode.toggle')} (${dark ? t('colorMode.currentDark') : t('colorMode.currentLight')})`}
      aria-pressed={dark}
      onClick={() => setTheme?.(toggledColorMode(theme))}
    >
      {dark ? <MoonIcon /> : <SunIcon />}
    </button>
  );
}
