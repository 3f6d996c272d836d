/**
 * The Diglot theme: the default Rspress theme's MDX building blocks, with
 * our own frame (layout, navigation, docs chrome, marketing sections).
 */
export * from '@rspress/core/theme-original';
export { Layout } from './components/Layout';
