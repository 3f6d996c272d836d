import { useRef, useState } from 'react';
import { useT } from '../../hooks/useLocale';
import './index.css';

interface PreProps extends React.HTMLAttributes<HTMLPreElement> {
  title?: string;
  lang?: string;
  // Props the MDX compiler passes that a plain <pre> must not receive.
  wrapCode?: boolean;
  lineNumbers?: boolean;
  fold?: boolean;
  height?: number;
  containerElementClassName?: string;
  codeButtonGroupProps?: unknown;
}

/** A highlighted code block (Shiki, at build time) with a copy button. */
export function CodeBlock({
  title,
  lang,
  wrapCode,
  lineNumbers: _lineNumbers,
  fold: _fold,
  height: _height,
  containerElementClassName: _container,
  codeButtonGroupProps: _buttons,
  ...pre
}: PreProps) {
  const t = useT();
  const ref = useRef<HTMLPreElement>(null);
  const [copied, setCopied] = useState(false);

  async function copy() {
    const text = ref.current?.innerText ?? '';
    try {
      await navigator.clipboard.writeText(text);
      setCopied(true);
      window.setTimeout(() => setCopied(false), 2000);
    } catch {
      setCopied(false);
    }
  }

  return (
    <div className={`dg-code${wrapCode ? ' dg-code--wrap' : ''}`} data-lang={lang}>
      {title ? <div className="dg-code__title">{title}</div> : null}
      <div className="dg-code__body">
        <pre ref={ref} {...pre} tabIndex={0} />
        <button type="button" className="dg-code__copy" onClick={copy} aria-live="polite">
          {copied ? t('docs.codeCopied') : t('docs.copyCode')}
        </button>
      </div>
    </div>
  );
}
