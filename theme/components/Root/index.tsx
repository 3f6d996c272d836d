import { PageContext, useLocation } from '@rspress/core/runtime';
import { type ReactNode, useContext, useMemo } from 'react';
import { localeOfPath } from '../../../rules/url';

/**
 * Fills in the page's locale from its URL. The build drops the per-page
 * data table that used to carry it (see plugins/compact-runtime.ts), and
 * Rspress's own components still read `page.lang`.
 */
export function Root({ children }: { children?: ReactNode }) {
  const context = useContext(PageContext);
  const { pathname } = useLocation();
  const lang = localeOfPath(pathname);
  const value = useMemo(() => ({ ...context, data: context.data && { ...context.data, lang } }), [context, lang]);
  return <PageContext.Provider value={value}>{children}</PageContext.Provider>;
}
