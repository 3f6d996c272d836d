import { isExternalUrl } from '@rspress/core/runtime';
import { Link as RouterLink } from '@rspress/core/theme-original';
import { forwardRef, type ReactNode } from 'react';
import { useT } from '../../hooks/useLocale';
import './index.css';

export interface LinkProps extends React.ComponentProps<'a'> {
  href: string;
  children?: ReactNode;
  /** Hide the "opens in a new tab" marker (e.g. icon-only links). */
  plain?: boolean;
}

/**
 * Internal links navigate in the app; external ones open in a new tab with
 * `rel="noopener noreferrer"` and say so to every reader.
 */
export const Link = forwardRef<HTMLAnchorElement, LinkProps>(function Link(
  { href, children, plain, className, ...rest },
  ref,
) {
  const t = useT();
  if (isExternalUrl(href)) {
    return (
      <a
        ref={ref}
        href={href}
        target="_blank"
        rel="noopener noreferrer"
        className={['dg-link', 'dg-link--external', className].filter(Boolean).join(' ')}
        {...rest}
      >
        {children}
        {plain ? null : (
          <>
            <svg className="dg-link__external-icon" aria-hidden="true" viewBox="0 0 12 12" width="10" height="10">
              <path d="M4.5 1.5h6v6M10.5 1.5 4 8M8.5 7.5v3h-7v-7h3" fill="none" stroke="currentColor" strokeWidth="1.3" />
            </svg>
            <span className="dg-visually-hidden">{t('a11y.opensInNewTab')}</span>
          </>
        )}
      </a>
    );
  }
  return (
    <RouterLink ref={ref} href={href} className={['dg-link', className].filter(Boolean).join(' ')} {...rest}>
      {children}
    </RouterLink>
  );
});
