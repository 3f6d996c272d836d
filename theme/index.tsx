/**
 * The Diglot theme: the default Rspress theme's MDX building blocks, with
 * our own frame (layout, navigation, docs chrome, marketing sections).
 */
export * from '@rspress/core/theme-original';
export { DependencyList } from './components/DependencyList';
export { Layout } from './components/Layout';
export { ReleaseDate } from './components/ReleaseDate';
export { Root } from './components/Root';
