import { useHead } from '@rspress/core/runtime';
import { Component, type ErrorInfo, type ReactNode } from 'react';
import { causeChain, isChunkLoadError } from '../../../rules/visitor';
import { useT } from '../../hooks/useLocale';
import './index.css';

interface BoundaryProps {
  children: ReactNode;
  /** Renders instead of the children once they have thrown. */
  fallback: (error: unknown, retry: () => void) => ReactNode;
  /** Clears the error when this value changes (e.g. the route). */
  resetKey?: unknown;
}

/** Catches a render crash below it; `retry` clears the error and renders again. */
export class ErrorBoundary extends Component<BoundaryProps, { error: unknown; failed: boolean }> {
  state = { error: null as unknown, failed: false };

  static getDerivedStateFromError(error: unknown) {
    return { error, failed: true };
  }

  componentDidCatch(error: unknown, info: ErrorInfo) {
    console.error('[diglot] A page failed to render:', error, info.componentStack ?? '');
  }

  componentDidUpdate(previous: BoundaryProps) {
    if (this.state.failed && previous.resetKey !== this.props.resetKey) this.retry();
  }

  retry = () => this.setState({ error: null, failed: false });

  render() {
    return this.state.failed ? this.props.fallback(this.state.error, this.retry) : this.props.children;
  }
}

function PageErrorTitle() {
  const t = useT();
  useHead({ title: t('error.pageErrorTitle') });
  return null;
}

/** "This page crashed." with the chain of causes and a way to try again. */
export function PageCrash({ error, retry }: { error: unknown; retry: () => void }) {
  const t = useT();
  if (isChunkLoadError(error)) return <ChunkError retry={() => window.location.reload()} />;
  const causes = causeChain(error);
  return (
    <div className="dg-crash" role="alert">
      <PageErrorTitle />
      <h1 className="dg-crash__title">{t('error.crashTitle')}</h1>
      <button type="button" className="dg-button dg-button--primary" onClick={retry}>
        {t('error.tryAgain')}
      </button>
      <ol className="dg-crash__causes">
        {causes.map((message, index) => (
          // biome-ignore lint/suspicious/noArrayIndexKey: the chain is fixed for this error
          <li key={index}>{index === 0 ? message : t('error.causedBy', { message })}</li>
        ))}
      </ol>
    </div>
  );
}

/** A piece of code that could not be downloaded, with a Retry button. */
export function ChunkError({ retry, floating = false }: { retry: () => void; floating?: boolean }) {
  const t = useT();
  return (
    <div className={`dg-chunk-error${floating ? ' dg-chunk-error--floating' : ''}`} role="alert">
      <p>{t('error.chunk')}</p>
      <button type="button" className="dg-button dg-button--secondary" onClick={retry}>
        {t('error.retry')}
      </button>
    </div>
  );
}
