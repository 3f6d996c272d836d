/**
 * Components for MDX pages: `import { ReleaseDate } from '@theme/mdx';`.
 * Kept out of the theme's entry module so that they load with the pages
 * that use them, not with every page.
 */
export { DependencyList } from './components/DependencyList';
export { ReleaseDate } from './components/ReleaseDate';
export {
  DefaultShortcutCount,
  DefaultShortcuts,
  EffectiveDate,
  HoverKey,
  HoverKeys,
  RefundWindow,
  ShortcutKeys,
  SpacePresses,
  TouchGestures,
} from './components/ProductData/policy';
