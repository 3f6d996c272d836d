/**
 * Stand-in for `@rspress/core/runtime` in component tests: the real module
 * needs the build's virtual modules (routes, site data).
 */
import { createContext } from 'react';

export const location = { pathname: '/ja/docs/usage/', search: '', hash: '' };
export const navigations: string[] = [];

export const useLocation = () => location;
export const useNavigationType = () => 'PUSH';
export const useNavigate = () => (to: string) => navigations.push(to);
export const usePage = () => ({ page: { pageType: 'doc', lang: 'ja' } });
export const useSite = () => ({ site: { base: '/' } });
export const useHead = () => {};
export const isExternalUrl = (url: string) => /^https?:\/\//.test(url);
export const pathnameToRouteService = () => undefined;
export const initPageData = async () => ({});
export const warmPageData = () => {};
export const ThemeContext = createContext<{ theme: 'light' | 'dark'; setTheme?: (mode: 'light' | 'dark') => void }>({
  theme: 'light',
});
