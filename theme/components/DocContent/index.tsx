import { MDXProvider } from '@mdx-js/react';
import { Content } from '@rspress/core/runtime';
import { Children, createContext, isValidElement, type ReactNode, useContext } from 'react';
import type { LocaleCode } from '../../../site/locales';
import { relocateHref } from '../../../rules/url';
import { useLocale, useT } from '../../hooks/useLocale';
import { CodeBlock } from '../CodeBlock';
import { Link } from '../Link';
import { ScrollTable } from '../ScrollTable';
import './index.css';

/** Locale of the source file being rendered (differs on fallback pages). */
export const SourceLocaleContext = createContext<LocaleCode | null>(null);

function A({ href = '', className, children, ...rest }: React.ComponentProps<'a'>) {
  const source = useContext(SourceLocaleContext);
  const { lang } = useLocale();
  const target = source && source !== lang ? relocateHref(href, source, lang) : href;
  return (
    <Link href={target} className={className} {...rest}>
      {children}
    </Link>
  );
}

function textOf(node: ReactNode): string {
  let text = '';
  Children.forEach(node, child => {
    if (typeof child === 'string' || typeof child === 'number') text += child;
    else if (isValidElement<{ children?: ReactNode }>(child)) text += textOf(child.props.children);
  });
  return text;
}

function isHeaderAnchor(child: ReactNode): boolean {
  return isValidElement<{ className?: string }>(child) && child.props.className === 'rp-header-anchor';
}

/**
 * Headings with a visible, labelled "#" link. The MDX compiler puts an
 * unlabelled anchor first; it is replaced by one that screen readers
 * announce as "Direct link to <heading>".
 */
function heading(level: 1 | 2 | 3 | 4 | 5 | 6) {
  const Tag = `h${level}` as const;
  return function Heading({ id, children, className, ...rest }: React.ComponentProps<'h1'>) {
    const t = useT();
    const parts = Children.toArray(children).filter(child => !isHeaderAnchor(child));
    const label = textOf(parts).trim();
    return (
      <Tag id={id} className={['dg-heading', 'rp-toc-include', className].filter(Boolean).join(' ')} {...rest}>
        {parts}
        {id && level > 1 ? (
          <a className="dg-heading__anchor" href={`#${id}`} aria-label={t('a11y.directLink', { heading: label })}>
            #
          </a>
        ) : null}
      </Tag>
    );
  };
}

function Table(props: React.ComponentProps<'table'>) {
  return (
    <ScrollTable>
      <table {...props} />
    </ScrollTable>
  );
}

function Img(props: React.ComponentProps<'img'>) {
  return <img loading="lazy" decoding="async" {...props} />;
}

const components = {
  a: A,
  img: Img,
  pre: CodeBlock,
  h1: heading(1),
  h2: heading(2),
  h3: heading(3),
  h4: heading(4),
  h5: heading(5),
  h6: heading(6),
  table: Table,
};

/** The page's MDX, with links kept in the visitor's locale. */
export function DocContent({ sourceLang }: { sourceLang: LocaleCode }) {
  return (
    <SourceLocaleContext.Provider value={sourceLang}>
      <MDXProvider components={components}>
        <Content />
      </MDXProvider>
    </SourceLocaleContext.Provider>
  );
}
