/**
 * The Diglot theme: the default Rspress theme's MDX building blocks, with
 * our own frame (layout, navigation, docs chrome, marketing sections).
 */
import { BOOT_FLAG } from '../site/visitor';

// Tells the boot script that the app's code arrived (see rules/boot-script.ts).
if (typeof window !== 'undefined') (window as unknown as Record<string, boolean>)[BOOT_FLAG] = true;

export * from '@rspress/core/theme-original';
export { Layout } from './components/Layout';
export { Root } from './components/Root';
export { useThemeState } from './hooks/useThemeState';
