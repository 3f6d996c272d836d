import type { ReactNode } from 'react';
import { Children } from 'react';
import { useT } from '../../hooks/useLocale';
import './index.css';

/**
 * A live example from a ```tsx preview code block: the rendered result,
 * then its source, which the reader can copy.
 */
export default function Preview({ children }: { children?: ReactNode; demoId?: string; previewMode?: string }) {
  const t = useT();
  const [code, demo] = Children.toArray(children);
  return (
    <figure className="dg-preview">
      <div className="dg-preview__demo" aria-label={t('docs.previewResult')} role="group">
        {demo}
      </div>
      <div className="dg-preview__code">{code}</div>
    </figure>
  );
}
